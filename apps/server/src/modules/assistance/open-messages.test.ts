import { describe, expect, it } from 'vitest';
import { callAs, injectAs, type TestUser, useTestUser } from '../../../test/helpers';
import { askAssistance, createTestRequest, useWorkflowApp } from '../../../test/workflow-fixtures';

type Counts = { openAsks: number; awaitingAnswer: number; answeredToHandle?: number };
type Message = {
  id: number;
  kind: 'ask' | 'message';
  handledAt: string | null;
  message: string;
  answered: boolean;
};

/**
 * A family's open messages, split by the server's one rule: the asks (segnalazioni) and the
 * messages written in the conversation awaiting an answer, counted the same by the assistance
 * inbox, the request rows and the request page.
 */
describe('a family’s open messages: segnalazioni and messages awaiting an answer', () => {
  const { app, customer, tutor } = useWorkflowApp();
  const otherFamily = useTestUser(app);

  /** The three back-office reads of the request's open messages; they must agree. */
  const countsOf = async (requestId: number): Promise<Counts> => {
    // biome-ignore lint/suspicious/noExplicitAny: the answers are read as the API's JSON.
    const get = (url: string) => callAs<any>(app, tutor, 'GET', url);
    const inbox = await get('/v1/backoffice/assistance?pageSize=50');
    const rows = await get('/v1/backoffice/requests?pageSize=100');
    const page = await get(`/v1/backoffice/requests/${requestId}`);
    const row = rows.content.find((r: { id: number }) => r.id === requestId);
    const fromRow = {
      openAsks: row.openAsks,
      awaitingAnswer: row.awaitingAnswer,
      answeredToHandle: row.answeredToHandle,
    };
    expect(page.openMessages).toEqual(fromRow);
    // The inbox counts every request's: here the only request with messages.
    expect(inbox.openMessages).toEqual(fromRow);
    // What waits for us (the rows' 'Famiglia in attesa di risposta'): not what was answered.
    expect(row.openAssistance).toBe(fromRow.openAsks + fromRow.awaitingAnswer);
    // Leave out the answered ones where none are (the older checks read two numbers).
    if (fromRow.answeredToHandle === 0) {
      const { answeredToHandle: _none, ...waiting } = fromRow;
      return waiting;
    }
    return fromRow;
  };
  const messagesOf = async (requestId: number) =>
    (
      await callAs<{ assistance: Message[] }>(
        app,
        tutor,
        'GET',
        `/v1/backoffice/requests/${requestId}`,
      )
    ).assistance;
  const write = (user: TestUser, requestId: number, message: string) =>
    callAs(app, user, 'POST', `/v2/requests/${requestId}/messages`, {
      payload: { message },
      status: 201,
    });

  it('counts a conversation message as awaiting an answer, a typed ask as a segnalazione; a mark or a reply clears them', async () => {
    const requestId = await createTestRequest(app, customer);
    expect(await countsOf(requestId)).toEqual({ openAsks: 0, awaitingAnswer: 0 });

    await write(customer, requestId, 'Grazie, a lunedì!');
    expect(await countsOf(requestId)).toEqual({ openAsks: 0, awaitingAnswer: 1 });
    expect((await askAssistance(app, customer, requestId, 'Mi chiamate?')).statusCode).toBe(201);
    expect(await countsOf(requestId)).toEqual({ openAsks: 1, awaitingAnswer: 1 });
    await write(customer, requestId, 'Ah, e un’altra cosa.');
    expect(await countsOf(requestId)).toEqual({ openAsks: 1, awaitingAnswer: 2 });
    const messages = await messagesOf(requestId);
    expect(messages.map((m) => [m.message, m.kind])).toEqual(
      expect.arrayContaining([
        ['Grazie, a lunedì!', 'message'],
        ['Mi chiamate?', 'ask'],
      ]),
    );

    // 'Segna come gestita' on a message that needs no reply: one fewer awaiting, the ask stays.
    const thanks = messages.find((m) => m.message === 'Grazie, a lunedì!')!;
    const marked = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/assistance/${thanks.id}/handled`,
    );
    expect(marked.statusCode).toBe(204);
    expect(await countsOf(requestId)).toEqual({ openAsks: 1, awaitingAnswer: 1 });

    // A holding reply answers the message (still open, to mark) and leaves the ask; a reply that
    // handles clears both.
    await callAs(app, tutor, 'POST', `/v1/backoffice/requests/${requestId}/messages`, {
      payload: { message: 'Ci sentiamo a breve.', handled: false },
      status: 201,
    });
    expect(await countsOf(requestId)).toEqual({
      openAsks: 1,
      awaitingAnswer: 0,
      answeredToHandle: 1,
    });
    await callAs(app, tutor, 'POST', `/v1/backoffice/requests/${requestId}/messages`, {
      payload: { message: 'Fatto, a lunedì.' },
      status: 201,
    });
    expect(await countsOf(requestId)).toEqual({ openAsks: 0, awaitingAnswer: 0 });
  });

  it('after ‘Rispondi’ a message is answered, to be marked handled; ‘Rispondi e segna come gestito’ closes it; a new message awaits again', async () => {
    const requestId = await createTestRequest(app, customer);
    const other = await createTestRequest(app, customer);
    await write(customer, requestId, 'Può iniziare alle 8?');
    await write(customer, other, 'Su un’altra richiesta');
    const reply = (id: number, message: string, handled?: boolean) =>
      callAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/messages`, {
        payload: { message, ...(handled === undefined ? {} : { handled }) },
        status: 201,
      });
    type Inbox = { openMessages: Counts; listed: { messages: number; answered: number } };
    const inbox = (query = '') =>
      callAs<Inbox & { content: Message[] }>(
        app,
        tutor,
        'GET',
        `/v1/backoffice/assistance?pageSize=50${query}`,
      );
    const before = await inbox();
    const card = async (text: string) => (await inbox()).content.find((m) => m.message === text)!;
    expect(await card('Può iniziare alle 8?')).toMatchObject({ answered: false, handledAt: null });

    // 'Rispondi': no longer awaiting an answer, still open; the other request's still awaits.
    await reply(requestId, 'Chiedo alla babysitter e vi faccio sapere.', false);
    const answered = await inbox();
    expect(answered.openMessages).toEqual({
      openAsks: before.openMessages.openAsks,
      awaitingAnswer: before.openMessages.awaitingAnswer - 1,
      answeredToHandle: (before.openMessages.answeredToHandle ?? 0) + 1,
    });
    expect(await card('Può iniziare alle 8?')).toMatchObject({ answered: true, handledAt: null });
    expect(await card('Su un’altra richiesta')).toMatchObject({ answered: false });
    // The inbox's open list under a type counts it apart too.
    const typed = await inbox('&open=true&type=GENERIC');
    expect(typed.listed.answered).toBe(answered.openMessages.answeredToHandle);
    const rows = await callAs<{ content: { id: number; openAssistanceSince: string | null }[] }>(
      app,
      tutor,
      'GET',
      '/v1/backoffice/requests?pageSize=100',
    );
    // The family no longer waits for us on that request.
    expect(rows.content.find((r) => r.id === requestId)!.openAssistanceSince).toBeNull();
    expect(rows.content.find((r) => r.id === other)!.openAssistanceSince).not.toBeNull();

    // The family writes again: that one awaits an answer, the first stays answered.
    await write(customer, requestId, 'E il sabato?');
    const pageCounts = async (id: number) =>
      (await callAs<{ openMessages: Counts }>(app, tutor, 'GET', `/v1/backoffice/requests/${id}`))
        .openMessages;
    expect(await pageCounts(requestId)).toEqual({
      openAsks: 0,
      awaitingAnswer: 1,
      answeredToHandle: 1,
    });
    expect(await card('E il sabato?')).toMatchObject({ answered: false });

    // 'Rispondi e segna come gestito': nothing left open on the request.
    await reply(requestId, 'Sì, anche il sabato.');
    expect(await pageCounts(requestId)).toEqual({
      openAsks: 0,
      awaitingAnswer: 0,
      answeredToHandle: 0,
    });
    // The other request's message is closed too: the next checks count the inbox alone.
    await reply(other, 'Ricevuto.');
    expect((await inbox()).openMessages).toEqual({
      openAsks: before.openMessages.openAsks,
      awaitingAnswer: before.openMessages.awaitingAnswer - 2,
      answeredToHandle: before.openMessages.answeredToHandle,
    });
  });

  it('marks all the conversation’s open messages handled at once, the asks untouched, twice alike', async () => {
    const requestId = await createTestRequest(app, customer);
    await write(customer, requestId, 'Grazie!');
    await write(customer, requestId, 'A lunedì.');
    expect((await askAssistance(app, customer, requestId, 'Mi chiamate?')).statusCode).toBe(201);
    expect(await countsOf(requestId)).toEqual({ openAsks: 1, awaitingAnswer: 2 });
    const other = await createTestRequest(app, customer);
    await write(customer, other, 'Su un’altra richiesta');

    const url = `/v1/backoffice/requests/${requestId}/messages/handled`;
    // The newest message on the tutor's page; one the family writes meanwhile stays open.
    const upToId = Math.max(...(await messagesOf(requestId)).map((m) => m.id));
    await write(customer, requestId, 'Anzi, domani non posso: è urgente.');
    expect((await injectAs(app, tutor, 'POST', url, { upToId })).statusCode).toBe(204);
    const messages = await messagesOf(requestId);
    const handled = (text: string) => messages.find((m) => m.message === text)!.handledAt;
    expect(handled('Grazie!')).not.toBeNull();
    expect(handled('A lunedì.')).toBe(handled('Grazie!'));
    expect(handled('Mi chiamate?')).toBeNull();
    expect(handled('Anzi, domani non posso: è urgente.')).toBeNull();
    const page = await callAs<{ openMessages: Counts }>(
      app,
      tutor,
      'GET',
      `/v1/backoffice/requests/${requestId}`,
    );
    expect(page.openMessages).toEqual({ openAsks: 1, awaitingAnswer: 1, answeredToHandle: 0 });
    // Again: nothing left to handle up to there, the same answer, the same marks.
    expect((await injectAs(app, tutor, 'POST', url, { upToId })).statusCode).toBe(204);
    expect((await messagesOf(requestId)).map((m) => m.handledAt)).toEqual(
      messages.map((m) => m.handledAt),
    );
    // Without the newest message seen: refused, nothing marked.
    expect((await injectAs(app, tutor, 'POST', url)).statusCode).toBe(400);
    // Another request's message still awaits its answer.
    expect((await messagesOf(other))[0]!.handledAt).toBeNull();
    expect(
      (
        await injectAs(app, tutor, 'POST', '/v1/backoffice/requests/999999/messages/handled', {
          upToId,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets no family read the counts or mark a message handled', async () => {
    const requestId = await createTestRequest(app, customer);
    await write(customer, requestId, 'Buongiorno');
    const [message] = await messagesOf(requestId);
    for (const family of [customer, otherFamily]) {
      for (const [method, url] of [
        ['GET', '/v1/backoffice/assistance'],
        ['GET', `/v1/backoffice/requests/${requestId}`],
        ['POST', `/v1/backoffice/assistance/${message!.id}/handled`],
        ['POST', `/v1/backoffice/requests/${requestId}/messages/handled`],
      ] as const) {
        expect((await injectAs(app, family, method, url)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // Another family cannot write in (nor read) this request's conversation.
    expect(
      (await injectAs(app, otherFamily, 'GET', `/v2/requests/${requestId}/messages`)).statusCode,
    ).toBe(404);
    expect((await messagesOf(requestId))[0]!.handledAt).toBeNull();
  });

  it('counts what the inbox lists under its filters, segnalazioni and messages apart', async () => {
    type Listed = { asks: number; messages: number };
    const listed = async (query: string) => {
      const inbox = await callAs<{ listed: Listed; totalElements: number }>(
        app,
        tutor,
        'GET',
        `/v1/backoffice/assistance?${query}`,
      );
      expect(inbox.totalElements).toBe(inbox.listed.asks + inbox.listed.messages);
      return inbox.listed;
    };
    const filters = ['open=true&type=GENERIC', 'open=true&type=SUBSTITUTION', 'open=false'];
    const before = await Promise.all(filters.map(listed));
    const requestId = await createTestRequest(app, customer);
    await write(customer, requestId, 'Grazie!');
    await write(customer, requestId, 'A lunedì.');
    expect((await askAssistance(app, customer, requestId, 'Mi chiamate?')).statusCode).toBe(201);
    const upToId = Math.max(...(await messagesOf(requestId)).map((m) => m.id));
    await write(customer, requestId, 'Anzi, una domanda');
    const url = `/v1/backoffice/requests/${requestId}/messages/handled`;
    expect((await injectAs(app, tutor, 'POST', url, { upToId })).statusCode).toBe(204);
    const after = await Promise.all(filters.map(listed));
    const added = after.map((counts, i) => ({
      asks: counts.asks - before[i]!.asks,
      messages: counts.messages - before[i]!.messages,
    }));
    expect(added).toEqual([
      // Open, of the type of the conversation's messages: the ask (it stays open) and the message
      // written after the tutor's page; none of another type.
      { asks: 1, messages: 1 },
      { asks: 0, messages: 0 },
      // Handled: the two the tutor saw.
      { asks: 0, messages: 2 },
    ]);
  });
});
