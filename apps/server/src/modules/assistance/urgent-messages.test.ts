import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, injectAs, useTestUser } from '../../../test/helpers';
import { multipartForm } from '../../../test/upload-fixtures';
import {
  askAssistance,
  createTestRequest,
  setUserName,
  useMailedWorkflowApp,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { assistanceMessages } from '../../db/schema/assistance';
import { users } from '../../db/schema/users';

type InboxItem = { id: number; requestId: number | null; message: string; urgent: boolean };

const MINUTE = 60_000;

/**
 * A family whose caregiver did not come marks its message urgent: stored as such for its own
 * request only, the tutors emailed at once with 'URGENTE' in the subject, the message first in
 * the back office's Assistenza and flagged on the request's row.
 */
describe('urgent messages from a family', () => {
  const { app, customer, tutor, deliver, advance: advanceWith } = useMailedWorkflowApp();
  const stranger = useTestUser(app);

  const stored = (id: number) =>
    app.ctx.db.select().from(assistanceMessages).where(eq(assistanceMessages.requestId, id));
  /** Runs the jobs (the mail sender among them): what they sent to the tutor about request `id`. */
  const toTutor = (id: number) => deliver(tutor.email!, id);
  const advance = (ms: number) => advanceWith(ms, [{ user: stranger, role: 'customer' }]);
  const inbox = async () => {
    const res = await injectAs(app, tutor, 'GET', '/v1/backoffice/assistance?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content as InboxItem[];
  };
  const requestRow = async (id: number) => {
    const res = await injectAs(app, tutor, 'GET', '/v1/backoffice/requests?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().content as { id: number; openUrgent: number }[]).find((r) => r.id === id);
  };

  it('stores urgent only when the family says so, on the assistance call and in the conversation', async () => {
    const id = await createTestRequest(app, customer);
    expect((await askAssistance(app, customer, id, 'Quando arriva la tata?')).statusCode).toBe(201);
    const urgent = await injectAs(app, customer, 'POST', `/v2/requests/${id}/assistance`, {
      message: 'La babysitter non si è presentata oggi pomeriggio, mi serve aiuto urgente.',
      type: 'GENERIC',
      urgent: true,
    });
    expect(urgent.statusCode, urgent.body).toBe(201);
    // The conversation: JSON, and multipart (a file may come with it) with 'true'.
    const json = await injectAs(app, customer, 'POST', `/v2/requests/${id}/messages`, {
      message: 'Vi prego, richiamatemi',
      urgent: true,
    });
    expect(json.statusCode, json.body).toBe(201);
    const form = multipartForm({ message: 'Sono ancora sola con il bambino', urgent: 'true' });
    const multipart = await app.inject({
      method: 'POST',
      url: `/v2/requests/${id}/messages`,
      headers: { ...customer.headers, ...form.headers },
      payload: form.payload,
    });
    expect(multipart.statusCode, multipart.body).toBe(201);
    const plain = await injectAs(app, customer, 'POST', `/v2/requests/${id}/messages`, {
      message: 'Grazie',
    });
    expect(plain.statusCode).toBe(201);

    const rows = await stored(id);
    expect(rows.map((r) => [r.message, r.urgent])).toEqual([
      ['Quando arriva la tata?', false],
      ['La babysitter non si è presentata oggi pomeriggio, mi serve aiuto urgente.', true],
      ['Vi prego, richiamatemi', true],
      ['Sono ancora sola con il bambino', true],
      ['Grazie', false],
    ]);
    // The conversation says which went as urgent, to the family and to the tutors alike.
    const family = await injectAs(app, customer, 'GET', `/v2/requests/${id}/messages`);
    expect(family.statusCode, family.body).toBe(200);
    const flags = (res: typeof family) =>
      (res.json().messages as { message: string; urgent: boolean }[]).map((m) => m.urgent);
    expect(flags(family)).toEqual([false, true, true, true, false]);
    const tutors = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}/messages`);
    expect(tutors.statusCode, tutors.body).toBe(200);
    expect(flags(tutors)).toEqual([false, true, true, true, false]);
  });

  it('refuses a bad urgent flag and another family’s request, storing nothing', async () => {
    const id = await createTestRequest(app, customer);
    const strangersId = await createTestRequest(app, stranger);
    const bad = await injectAs(app, customer, 'POST', `/v2/requests/${id}/assistance`, {
      message: 'Aiuto',
      urgent: 'forse',
    });
    expect(Object.keys(fieldErrorsOf(bad))).toContain('body.urgent');
    const badMessage = await injectAs(app, customer, 'POST', `/v2/requests/${id}/messages`, {
      message: 'Aiuto',
      urgent: 'forse',
    });
    expect(Object.keys(fieldErrorsOf(badMessage))).toContain('body.urgent');
    for (const url of [
      `/v2/requests/${strangersId}/assistance`,
      `/v2/requests/${strangersId}/messages`,
    ]) {
      const res = await injectAs(app, customer, 'POST', url, { message: 'Aiuto', urgent: true });
      expect(res.statusCode, url).toBe(404);
    }
    expect(await stored(id)).toEqual([]);
    expect(await stored(strangersId)).toEqual([]);
  });

  it('refuses urgent on a closed request, which still takes a plain message', async () => {
    const id = await createTestRequest(app, customer);
    const closed = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/close`, {
      outcome: "NON PIU' INTERESSATO",
      note: 'Ha trovato da sola',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    for (const url of [`/v2/requests/${id}/assistance`, `/v2/requests/${id}/messages`]) {
      const res = await injectAs(app, customer, 'POST', url, { message: 'Aiuto', urgent: true });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error.message).toBe(
        'Questa richiesta è chiusa: puoi scriverci, ma senza segnare il messaggio come urgente. Se ti serve di nuovo aiuto, crea una nuova richiesta.',
      );
    }
    expect(await stored(id)).toEqual([]);
    const plain = await injectAs(app, customer, 'POST', `/v2/requests/${id}/messages`, {
      message: 'Mi confermate il rimborso?',
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect((await stored(id)).map((r) => [r.message, r.urgent])).toEqual([
      ['Mi confermate il rimborso?', false],
    ]);
  });

  it('emails the tutors at once with URGENTE in the subject, even inside the 10 minutes', async () => {
    await setUserName(app, customer, 'Giulia', 'Bianchi');
    const phone = '+39 333 123 4567';
    await app.ctx.db.update(users).set({ phone }).where(eq(users.uid, customer.uid));
    const id = await createTestRequest(app, customer);
    await toTutor(id);
    await advance(11 * MINUTE);

    // A routine message: told at once (the first of its window), without URGENTE.
    await askAssistance(app, customer, id, 'Possiamo spostare il colloquio?');
    const routine = await toTutor(id);
    expect(routine.map((m) => m.subject)).toEqual([`Richiesta di assistenza — richiesta #${id}`]);

    // Two minutes later, inside the window: an urgent one does not wait for its end.
    await advance(2 * MINUTE);
    await injectAs(app, customer, 'POST', `/v2/requests/${id}/messages`, {
      message: 'La babysitter non si è presentata oggi pomeriggio, mi serve aiuto urgente.',
      urgent: true,
    });
    const [alert] = await toTutor(id);
    expect(alert?.subject).toBe(`URGENTE — Richiesta di assistenza — richiesta #${id}`);
    expect(alert?.text).toContain('La babysitter non si è presentata oggi pomeriggio');
    // The body says it is urgent, and how to reach the family at once (it gave no contact).
    expect(alert?.text).toContain(
      `Giulia Bianchi (${customer.email}, ${phone}) ha scritto un messaggio urgente a proposito della richiesta #${id}:`,
    );
    expect(alert?.text).toContain('Contatta subito la famiglia.');

    // Another routine message in the new window waits, and says nothing urgent.
    await advance(2 * MINUTE);
    await askAssistance(app, customer, id, 'Grazie, aspetto la vostra chiamata');
    expect(await toTutor(id)).toEqual([]);
    await advance(11 * MINUTE);
    const later = await toTutor(id);
    expect(later.map((m) => m.subject)).toEqual([`Richiesta di assistenza — richiesta #${id}`]);
  });

  it('lists open urgent messages first in Assistenza and flags their request’s row', async () => {
    const id = await createTestRequest(app, customer);
    await advance(MINUTE);
    await askAssistance(app, customer, id, 'Una domanda sul preventivo');
    await advance(MINUTE);
    const urgentId = await createTestRequest(app, stranger);
    const urgent = await injectAs(app, stranger, 'POST', `/v2/requests/${urgentId}/assistance`, {
      message: 'La badante non è venuta e mia madre è sola',
      urgent: true,
    });
    expect(urgent.statusCode).toBe(201);

    // The urgent ones (the earlier tests' too) come before every routine one, however newer.
    const open = await inbox();
    const firstRoutine = open.findIndex((m) => !m.urgent);
    expect(open.findLastIndex((m) => m.urgent)).toBeLessThan(firstRoutine);
    expect(open.slice(0, firstRoutine)).toContainEqual(
      expect.objectContaining({
        requestId: urgentId,
        message: 'La badante non è venuta e mia madre è sola',
        urgent: true,
      }),
    );
    expect(open.find((m) => m.requestId === id)?.urgent).toBe(false);
    expect((await requestRow(urgentId))?.openUrgent).toBe(1);
    expect((await requestRow(id))?.openUrgent).toBe(0);
    // The request inbox (longest wait first) puts it before the older routine wait too.
    const rows = (await injectAs(app, tutor, 'GET', '/v1/backoffice/requests?pageSize=100')).json()
      .content as { id: number }[];
    const at = (requestId: number) => rows.findIndex((row) => row.id === requestId);
    expect(at(urgentId)).toBeLessThan(at(id));

    // Handled, it is no longer first nor flagged on the row.
    const handled = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/assistance/${urgent.json().id}/handled`,
    );
    expect(handled.statusCode).toBe(204);
    expect((await inbox()).map((m) => m.requestId)).not.toContain(urgentId);
    expect((await requestRow(urgentId))?.openUrgent).toBe(0);
  });

  it('shows no urgency number unless the operator sets one', async () => {
    const id = await createTestRequest(app, customer);
    const thread = await injectAs(app, customer, 'GET', `/v2/requests/${id}/messages`);
    expect(thread.json().urgentPhone).toBeNull();
  });
});

describe('the urgency number set by the operator', () => {
  const { app, customer } = useWorkflowApp({ env: { SUPPORT_URGENT_PHONE: '+39 02 1234 5678' } });

  it('comes with every conversation of the family', async () => {
    const id = await createTestRequest(app, customer);
    const thread = await injectAs(app, customer, 'GET', `/v2/requests/${id}/messages`);
    expect(thread.json().urgentPhone).toBe('+39 02 1234 5678');
    const general = await injectAs(
      app,
      customer,
      'GET',
      '/api/v1/user-controller/assistance/messages',
    );
    expect(general.json().urgentPhone).toBe('+39 02 1234 5678');
  });
});
