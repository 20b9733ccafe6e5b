import { describe, expect, it } from 'vitest';
import { callAs, injectAs, type TestUser, useTestUser } from '../../../test/helpers';
import {
  advanceClock,
  askAssistance,
  createTestRequest,
  setUserName,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';

type Detail = {
  updatedAt: string;
  assignedTutor: { uid: string } | null;
  notes: { kind: string; text: string; author: { uid: string } | null }[];
};

/**
 * A tutor who acts on a request nobody has taken — a move (a pause asking the family), a reply
 * in its conversation, a note — becomes its family tutor, as 'Prendi in carico' makes them: the
 * history says 'Presa in carico', the family sees who follows it. A request already a colleague's
 * stays theirs.
 */
describe('a tutor’s act on a request nobody has taken', () => {
  const { app, customer, tutor } = useWorkflowApp();
  const colleague = useTestUser(app, { role: 'tutor' });

  const detail = (id: number) => callAs<Detail>(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
  const activities = async (id: number) =>
    (await detail(id)).notes
      .filter((n) => n.kind === 'activity')
      .map((n) => [n.text, n.author?.uid]);
  const familyTutor = async (id: number) =>
    (await callAs<{ familyTutorName: string | null }>(app, customer, 'GET', `/v2/requests/${id}`))
      .familyTutorName;
  const askFamily = (who: TestUser, id: number) =>
    injectAs(app, who, 'POST', `/v1/backoffice/requests/${id}/stand-by`, {
      reason: 'WAITING_FAMILY',
      familyMessage: 'Ci mandate gli orari della settimana?',
    });
  const reply = (who: TestUser, id: number, message: string) =>
    injectAs(app, who, 'POST', `/v1/backoffice/requests/${id}/messages`, { message });

  it('a pause asking the family makes the request the tutor’s, once in the history', async () => {
    await setUserName(app, tutor, 'Marco', 'Rossi');
    const id = await createTestRequest(app, customer);
    expect((await detail(id)).assignedTutor).toBeNull();
    expect(await familyTutor(id)).toBeNull();

    const paused = await askFamily(tutor, id);
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await detail(id)).assignedTutor).toMatchObject({ uid: tutor.uid });
    expect(await activities(id)).toEqual([['Presa in carico', tutor.uid]]);
    expect(await familyTutor(id)).toBe('Marco Rossi');
  });

  it('a reply or a note makes it the tutor’s too; a move refused takes nothing', async () => {
    const replied = await createTestRequest(app, customer);
    expect((await askAssistance(app, customer, replied, 'Avete novità?')).statusCode).toBe(201);
    expect((await reply(tutor, replied, 'Vi chiamo domattina')).statusCode).toBe(201);
    expect((await detail(replied)).assignedTutor).toMatchObject({ uid: tutor.uid });
    expect(await activities(replied)).toEqual([['Presa in carico', tutor.uid]]);

    const noted = await createTestRequest(app, customer);
    const note = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${noted}/notes`, {
      kind: 'note',
      text: 'Da richiamare dopo le 18',
    });
    expect(note.statusCode).toBe(201);
    expect((await detail(noted)).assignedTutor).toMatchObject({ uid: tutor.uid });

    // 'Riprendi' on a new request is no move: nothing of it stays, not even the assignment.
    const refused = await createTestRequest(app, customer);
    const resume = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${refused}/resume`);
    expect(resume.statusCode).toBe(409);
    expect((await detail(refused)).assignedTutor).toBeNull();
    expect(await activities(refused)).toEqual([]);
  });

  it('leaves a request a colleague follows with them, whoever pauses it or replies', async () => {
    const id = await createTestRequest(app, customer);
    const assigned = await injectAs(app, tutor, 'PUT', `/v1/backoffice/requests/${id}/assignee`, {
      tutorUid: colleague.uid,
    });
    expect(assigned.statusCode).toBe(204);
    expect((await askFamily(tutor, id)).statusCode).toBe(200);
    expect((await reply(tutor, id, 'Aggiungo una domanda')).statusCode).toBe(201);
    expect((await detail(id)).assignedTutor).toMatchObject({ uid: colleague.uid });
    expect((await activities(id)).map(([text]) => text)).toEqual([
      expect.stringMatching(/^Assegnata /),
    ]);
  });

  it('a family’s message moves the request’s “aggiornata” on', async () => {
    const id = await createTestRequest(app, customer);
    const before = (await detail(id)).updatedAt;
    await advanceClock(app, 60 * 60_000, [
      { user: customer, role: 'customer' },
      { user: tutor, role: 'tutor' },
    ]);
    const sent = await injectAs(app, customer, 'POST', `/v2/requests/${id}/messages`, {
      message: 'Ecco gli orari: dalle 8 alle 14',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const after = (await detail(id)).updatedAt;
    expect(Date.parse(after) - Date.parse(before)).toBe(60 * 60_000);
    expect(after).toBe(app.ctx.clock.now().toISOString());
    // The family wrote: nobody took the request for it.
    expect((await detail(id)).assignedTutor).toBeNull();
  });
});
