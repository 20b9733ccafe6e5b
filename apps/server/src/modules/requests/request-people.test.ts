import { describe, expect, it } from 'vitest';
import { injectAs, useTestUser } from '../../../test/helpers';
import { createTestRequest, setUserName, useWorkflowApp } from '../../../test/workflow-fixtures';

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
    // Nothing else of the tutor's account.
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
