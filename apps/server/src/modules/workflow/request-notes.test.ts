import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestUser,
  fieldErrorsOf,
  injectAs,
  type TestUser,
} from '../../../test/helpers';
import {
  advanceClock,
  createTestRequest,
  setUserName,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { users } from '../../db/schema/users';

type Detail = {
  updatedAt: string;
  assignedTutor: { uid: string } | null;
  notes: {
    id: number;
    kind: string;
    text: string;
    author: { uid: string; name: string } | null;
    createdAt: string;
  }[];
};

describe('the tutors’ calls and notes on a request', () => {
  const { app, customer, tutor } = useWorkflowApp();
  let requestId: number;
  let colleague: TestUser;
  beforeAll(async () => {
    requestId = await createTestRequest(app, customer);
    colleague = await createTestUser(app, { role: 'tutor' });
    await setUserName(app, tutor, 'Giulia', 'Neri');
    await setUserName(app, colleague, 'Marco', 'Ferri');
  });
  const detail = () => callAs<Detail>(app, tutor, 'GET', `/v1/backoffice/requests/${requestId}`);
  const write = (who: TestUser, payload: object, id = requestId) =>
    injectAs(app, who, 'POST', `/v1/backoffice/requests/${id}/notes`, payload);

  it('keeps each tutor’s call and note on the request, oldest first, with who wrote it', async () => {
    const before = await detail();
    const call = await write(tutor, {
      kind: 'call',
      text: '  Sentita la mamma: preferisce il pomeriggio  ',
    });
    expect(call.statusCode).toBe(201);
    expect(call.json()).toMatchObject({
      kind: 'call',
      text: 'Sentita la mamma: preferisce il pomeriggio',
      author: { uid: tutor.uid, name: 'Giulia', surname: 'Neri' },
    });
    // A minute later, a note (not a call): the inbox's last call stays the call's time.
    await advanceClock(app, 60_000, []);
    expect(
      (await write(colleague, { kind: 'note', text: 'Chiede una tata che parli inglese' }))
        .statusCode,
    ).toBe(201);

    const after = await detail();
    expect(after.notes.map((n) => [n.kind, n.text, n.author?.name])).toEqual([
      // The call was the first contact: the request, nobody's, became the caller's.
      ['activity', 'Presa in carico', 'Giulia'],
      ['call', 'Sentita la mamma: preferisce il pomeriggio', 'Giulia'],
      ['note', 'Chiede una tata che parli inglese', 'Marco'],
    ]);
    expect(after.assignedTutor).toMatchObject({ uid: tutor.uid });
    // A note (and a call on a request already taken) is no change the family would see.
    const taken = after.updatedAt;
    await advanceClock(app, 60_000, []);
    expect((await write(colleague, { kind: 'call', text: 'Richiamata io' })).statusCode).toBe(201);
    expect((await write(tutor, { kind: 'note', text: 'Ok' })).statusCode).toBe(201);
    const later = await detail();
    expect(later.updatedAt).toBe(taken);
    expect(later.assignedTutor).toMatchObject({ uid: tutor.uid });
    expect(before.assignedTutor).toBeNull();
    // The inbox remembers the last call (not the note).
    const listed = await callAs<{ content: { id: number; lastCallAt: string | null }[] }>(
      app,
      tutor,
      'GET',
      '/v1/backoffice/requests?pageSize=100',
    );
    const row = listed.content.find((r) => r.id === requestId)!;
    const calls = (await detail()).notes.filter((n) => n.kind === 'call');
    expect(row.lastCallAt).toBe(calls.at(-1)!.createdAt);
  });

  it('refuses a blank text or an unknown kind with an Italian message, and a missing request with 404', async () => {
    expect(fieldErrorsOf(await write(tutor, { kind: 'call', text: '   ' }))).toEqual({
      'body.text': 'Questo campo è obbligatorio',
    });
    expect(fieldErrorsOf(await write(tutor, { kind: 'sms', text: 'Ciao' }))).toEqual({
      'body.kind': 'Tipo di nota non valido',
    });
    expect(fieldErrorsOf(await write(tutor, { kind: 'note', text: 'x'.repeat(2001) }))).toEqual({
      'body.text': 'Massimo 2000 caratteri',
    });
    // When to call back: a call's, ahead, within 60 days.
    const inHours = (hours: number) =>
      new Date(app.ctx.clock.now().getTime() + hours * 3_600_000).toISOString();
    expect(
      fieldErrorsOf(await write(tutor, { kind: 'call', text: 'Ieri', callBackAt: inHours(-1) })),
    ).toEqual({ 'body.callBackAt': 'Scegli un momento futuro per richiamare' });
    expect(
      fieldErrorsOf(
        await write(tutor, { kind: 'call', text: 'Tra tre mesi', callBackAt: inHours(61 * 24) }),
      ),
    ).toEqual({ 'body.callBackAt': 'Scegli un momento entro 60 giorni' });
    expect(
      fieldErrorsOf(await write(tutor, { kind: 'note', text: 'Nota', callBackAt: inHours(2) })),
    ).toEqual({ 'body.callBackAt': 'Solo una chiamata può dire quando richiamare' });
    expect(
      fieldErrorsOf(await write(tutor, { kind: 'call', text: 'Domani', callBackAt: 'domani' })),
    ).toEqual({ 'body.callBackAt': 'Data e ora non valide' });
    const agreed = await write(tutor, {
      kind: 'call',
      text: 'Richiamare',
      callBackAt: inHours(20),
    });
    expect(agreed.statusCode).toBe(201);
    expect(agreed.json().callBackAt).toBe(inHours(20));
    expect((await detail()).notes.at(-1)).toMatchObject({ kind: 'call', callBackAt: inHours(20) });

    const missing = await write(tutor, { kind: 'note', text: 'Nessuna richiesta' }, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Richiesta non trovata.');
  });

  it('never reaches the family: not its request, not its live events; a customer cannot write one', async () => {
    const own = await callAs<Record<string, unknown>>(
      app,
      customer,
      'GET',
      `/v2/requests/${requestId}`,
    );
    expect(JSON.stringify(own)).not.toContain('preferisce il pomeriggio');

    const familyFrom = (await injectAs(app, customer, 'GET', '/v1/events')).json().lastEventId;
    const tutorFrom = (await injectAs(app, tutor, 'GET', '/v1/events')).json().lastEventId;
    expect(
      (await write(tutor, { kind: 'call', text: 'Non risponde, riprovo domani' })).statusCode,
    ).toBe(201);
    const eventsOf = async (user: TestUser, from: number) =>
      (
        await app.inject({
          method: 'GET',
          url: '/v1/events',
          headers: { ...user.headers, 'last-event-id': String(from) },
        })
      ).json().events as { kind: string; requestId: number }[];
    expect(await eventsOf(tutor, tutorFrom)).toContainEqual(
      expect.objectContaining({ kind: 'note', requestId }),
    );
    expect(await eventsOf(customer, familyFrom)).toEqual([]);

    const asCustomer = await write(customer, { kind: 'note', text: 'Scrivo io' });
    expect(asCustomer.statusCode).toBe(403);
    expect((await detail()).notes.map((n) => n.text)).not.toContain('Scrivo io');
  });

  it('refuses a note once the family has erased its account (it would outlive the erasure)', async () => {
    const family = await createTestUser(app);
    const theirs = await createTestRequest(app, family);
    await app.ctx.db
      .update(users)
      .set({ deletedAt: app.ctx.clock.now() })
      .where(eq(users.uid, family.uid));
    const refused = await write(tutor, { kind: 'call', text: 'Richiamata la signora' }, theirs);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'La famiglia ha eliminato il suo account: non si possono aggiungere note a questa richiesta.',
    );
    const after = await callAs<Detail>(app, tutor, 'GET', `/v1/backoffice/requests/${theirs}`);
    expect(after.notes).toEqual([]);
  });
});
