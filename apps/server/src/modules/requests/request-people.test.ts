import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectAs, useTestUser } from '../../../test/helpers';
import { addDependant } from '../../../test/request-fixtures';
import { createTestRequest, setUserName, useWorkflowApp } from '../../../test/workflow-fixtures';
import { dependants } from '../../db/schema/people';
import { requestDependants } from '../../db/schema/requests';
import { users } from '../../db/schema/users';

/**
 * Issue 21 item 14: the request page names the family tutor who follows the request — only the
 * name, and only on the family's own request.
 */
describe('the family tutor of a request', () => {
  const { app, customer, tutor } = useWorkflowApp();
  const other = useTestUser(app);
  const get = (id: number, headers = customer.headers) =>
    app.inject({ method: 'GET', url: `/v2/requests/${id}`, headers });

  it('is named once assigned, in the request and the list', async () => {
    const id = await createTestRequest(app, customer);
    expect((await get(id)).json().familyTutorName).toBeNull();

    await setUserName(app, tutor, 'Marco', 'Ferri');
    const assigned = await injectAs(app, tutor, 'PUT', `/v1/backoffice/requests/${id}/assignee`, {
      tutorUid: tutor.uid,
    });
    expect(assigned.statusCode).toBeLessThan(300);

    const res = await get(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().familyTutorName).toBe('Marco Ferri');
    // Nothing else of the tutor's account: no contacts unless the operator allows them.
    expect(res.json().familyTutor).toMatchObject({ name: 'Marco Ferri', phone: null, email: null });
    expect(res.body).not.toContain(tutor.email);
    const list = await injectAs(app, customer, 'GET', `/v2/requests/${customer.uid}/requests`);
    expect(list.json().content.find((r: { id: number }) => r.id === id).familyTutorName).toBe(
      'Marco Ferri',
    );

    // Another family learns nothing of it.
    const foreign = await get(id, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Ferri');
  });
});

/** Issue 22 item 2: the family tutor with a photo, and the direct contacts when allowed. */
describe('the family tutor card', () => {
  const { app, customer, tutor } = useWorkflowApp({ env: { SHOW_TUTOR_CONTACTS: 'true' } });
  const other = useTestUser(app);

  it('gives the name, photo, phone and email the operator allows, and nothing else', async () => {
    const id = await createTestRequest(app, customer);
    const unassigned = await injectAs(app, customer, 'GET', `/v2/requests/${id}`);
    expect(unassigned.json().familyTutor).toBeNull();

    await setUserName(app, tutor, 'Marco', 'Ferri');
    await app.ctx.db
      .update(users)
      .set({
        phone: '+39 011 555 0101',
        photoUrl: '/files/uploads/tutors/marco.jpg',
        fiscalCode: 'FRRMRC80A01L219X',
      })
      .where(eq(users.uid, tutor.uid));
    await injectAs(app, tutor, 'PUT', `/v1/backoffice/requests/${id}/assignee`, {
      tutorUid: tutor.uid,
    });

    const res = await injectAs(app, customer, 'GET', `/v2/requests/${id}`);
    expect(res.json().familyTutor).toEqual({
      name: 'Marco Ferri',
      photoUrl: '/files/uploads/tutors/marco.jpg',
      phone: '+39 011 555 0101',
      email: tutor.email,
    });
    expect(res.body).not.toContain('FRRMRC80A01L219X');

    const foreign = await injectAs(app, other, 'GET', `/v2/requests/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('555 0101');
  });
});

/**
 * Who the request is for (the request page's 'Assistiti'): the family's own assistiti, in the
 * request itself — a deleted one too — and never anyone else's.
 */
describe('the assistiti of a request', () => {
  const { app, customer } = useWorkflowApp();
  const other = useTestUser(app);
  const link = (requestId: number, ...ids: number[]) =>
    app.ctx.db
      .insert(requestDependants)
      .values(ids.map((dependantId) => ({ requestId, dependantId })));

  it('are named in the family’s request and on its list, with their kind; not to another family', async () => {
    const id = await createTestRequest(app, customer);
    const sofia = await addDependant(app, customer.uid, {
      name: 'Sofia',
      birthDate: '2022-06-15',
      gender: 'FEMALE',
      handicap: true,
    });
    const pepe = await addDependant(app, customer.uid, { name: 'Pepe', type: 'DOG' });
    // A row naming someone else's assistito (never written by the API) shows nothing of them.
    const stranger = await addDependant(app, other.uid, { name: 'Estraneo' });
    await link(id, sofia, pepe, stranger);
    // Deleted since: it stays in the request that named it.
    await app.ctx.db
      .update(dependants)
      .set({ archivedAt: app.ctx.clock.now() })
      .where(eq(dependants.id, pepe));

    const res = await injectAs(app, customer, 'GET', `/v2/requests/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().dependants).toEqual([
      { id: sofia, name: 'Sofia', birthDate: '2022-06-15', gender: 'FEMALE', type: 'PERSON' },
      { id: pepe, name: 'Pepe', birthDate: '2019-04-15', gender: 'MALE', type: 'DOG' },
    ]);
    expect(res.body).not.toContain('Estraneo');

    const list = await injectAs(app, customer, 'GET', `/v2/requests/${customer.uid}/requests`);
    // The list names them too (its cards say whom each request is for), and no stranger.
    expect(list.json().content.find((r: { id: number }) => r.id === id).dependants).toEqual(
      res.json().dependants,
    );
    expect(list.body).not.toContain('Estraneo');

    const foreign = await injectAs(app, other, 'GET', `/v2/requests/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Sofia');
  });
});
