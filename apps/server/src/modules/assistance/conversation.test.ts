import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, injectAs, type TestUser, useTestUser } from '../../../test/helpers';
import { multipartForm, sampleFiles } from '../../../test/upload-fixtures';
import {
  askAssistance,
  createTestRequest,
  setUserName,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { assistanceMessages } from '../../db/schema/assistance';
import { mailOutbox } from '../../db/schema/mail';

type Thread = {
  requestId: number | null;
  replyTime: string;
  unread: number;
  messages: {
    id: number;
    author: { role: string; name: string };
    message: string;
    readAt: string | null;
    attachment: { name: string; contentType: string; bytes: number; url: string } | null;
  }[];
};

describe('conversations between a family and the tutors', () => {
  const { app, customer, tutor } = useWorkflowApp({
    env: { SUPPORT_REPLY_TIME: 'Di solito rispondiamo entro 2 ore lavorative' },
  });
  const stranger = useTestUser(app);
  const leaving = useTestUser(app);
  const waiting = useTestUser(app);
  let requestId: number;
  let strangersRequestId: number;

  beforeAll(async () => {
    await setUserName(app, customer, 'Anna', 'Bianchi');
    await setUserName(app, tutor, 'Giulia', 'Verdi');
    requestId = await createTestRequest(app, customer);
    strangersRequestId = await createTestRequest(app, stranger);
  });

  const thread = async (user: TestUser, url = `/v2/requests/${requestId}/messages`) => {
    const res = await injectAs(app, user, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Thread;
  };
  /** A message `user` writes in the conversation at `url`: the thread as answered (201). */
  const write = (user: TestUser, url: string, message: string) =>
    callAs<Thread>(app, user, 'POST', url, { payload: { message }, status: 201 });
  /** A message with a file (`multipartForm`) `user` sends to `url`: the thread as answered (201). */
  const sendForm = async (user: TestUser, url: string, form: ReturnType<typeof multipartForm>) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Thread;
  };
  const unread = async (user: TestUser) =>
    (await injectAs(app, user, 'GET', '/v1/messages/unread')).json() as {
      total: number;
      requests: { requestId: number | null; unread: number }[];
    };

  it('starts with the assistance call; the tutor replies by name; the family reads it', async () => {
    expect(
      (await askAssistance(app, customer, requestId, 'Quando arriva la tata?')).statusCode,
    ).toBe(201);
    const first = await thread(customer);
    expect(first.replyTime).toBe('Di solito rispondiamo entro 2 ore lavorative');
    expect(first.messages).toMatchObject([
      {
        author: { role: 'customer', name: 'Anna Bianchi' },
        message: 'Quando arriva la tata?',
        readAt: null,
      },
    ]);

    // The tutor sees it unread in the inbox, opens the thread, replies.
    const asTutor = await thread(tutor, `/v1/backoffice/requests/${requestId}/messages`);
    expect(asTutor.unread).toBe(1);
    const reply = await write(
      tutor,
      `/v1/backoffice/requests/${requestId}/messages`,
      'Buongiorno Anna, la tata arriva lunedì alle 9:00.',
    );
    expect(reply.unread).toBe(0);
    const inbox = await injectAs(app, tutor, 'GET', '/v1/backoffice/assistance');
    expect(inbox.json().content.some((m: { requestId: number }) => m.requestId === requestId)).toBe(
      false,
    );

    // The family sees the reply, named after the tutor, unread on Home until the page reads it.
    expect(await unread(customer)).toEqual({ total: 1, requests: [{ requestId, unread: 1 }] });
    const withReply = await thread(customer);
    expect(withReply.unread).toBe(1);
    expect(withReply.messages[0]!.readAt).not.toBeNull();
    expect(withReply.messages[1]).toMatchObject({
      author: { role: 'tutor', name: 'Giulia' },
      message: 'Buongiorno Anna, la tata arriva lunedì alle 9:00.',
      readAt: null,
    });
    const read = await injectAs(app, customer, 'POST', `/v2/requests/${requestId}/messages/read`);
    expect(read.statusCode).toBe(204);
    expect(await unread(customer)).toEqual({ total: 0, requests: [] });

    // The family replies on the request page: a new open message for the tutors.
    const again = await write(customer, `/v2/requests/${requestId}/messages`, 'Perfetto, grazie!');
    expect(again.messages.map((m) => m.message)).toEqual([
      'Quando arriva la tata?',
      'Buongiorno Anna, la tata arriva lunedì alle 9:00.',
      'Perfetto, grazie!',
    ]);
    const open = await injectAs(app, tutor, 'GET', '/v1/backoffice/assistance');
    expect(open.json().content[0]).toMatchObject({ requestId, message: 'Perfetto, grazie!' });
  });

  it('takes an attachment checked by its content, private to the family and the tutors', async () => {
    const pdf = sampleFiles.pdf(2048);
    const form = multipartForm(
      { message: 'Ecco il certificato' },
      { data: pdf, fileName: 'Certificato medico.pdf', contentType: 'application/pdf' },
    );
    const sent = await sendForm(customer, `/v2/requests/${requestId}/messages`, form);
    const message = sent.messages.at(-1)!;
    expect(message.attachment).toMatchObject({
      name: 'Certificato medico.pdf',
      contentType: 'application/pdf',
      bytes: 2048,
    });
    const url = message.attachment!.url;
    for (const user of [customer, tutor]) {
      const file = await injectAs(app, user, 'GET', url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    expect((await injectAs(app, stranger, 'GET', url)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);

    // A tutor's reply with an image.
    const image = multipartForm(
      { message: 'Ricevuto, ecco la foto del contratto' },
      { data: sampleFiles.png(1024), fileName: 'contratto.png', contentType: 'image/png' },
    );
    const reply = await sendForm(tutor, `/v1/backoffice/requests/${requestId}/messages`, image);
    expect(reply.messages.at(-1)!.attachment?.contentType).toBe('image/png');
  });

  it.each([
    ['an empty message', { message: '   ' }, undefined, 'Scrivi un messaggio prima di inviarlo.'],
    [
      'a message over 5,000 characters',
      { message: 'x'.repeat(5001) },
      undefined,
      'Il messaggio supera i 5.000 caratteri: accorcialo.',
    ],
    [
      'a file that is not a PDF, JPEG or PNG',
      { message: 'Allego' },
      { data: sampleFiles.text(), fileName: 'foto.png', contentType: 'image/png' },
      'Formato non supportato: carica un file PDF, JPEG o PNG.',
    ],
    [
      'a WebP image',
      { message: 'Allego' },
      { data: sampleFiles.webp(), fileName: 'foto.webp', contentType: 'image/webp' },
      'Formato non supportato: carica un file PDF, JPEG o PNG.',
    ],
    [
      'a file over 5 MB',
      { message: 'Allego' },
      { data: sampleFiles.pdf(5 * 1024 * 1024 + 1), fileName: 'grande.pdf' },
      'Il file supera la dimensione massima di 5 MB.',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_name, fields, file, text) => {
    const before = await app.ctx.db.select().from(assistanceMessages);
    const form = multipartForm(fields, file);
    for (const [user, url] of [
      [customer, `/v2/requests/${requestId}/messages`],
      [tutor, `/v1/backoffice/requests/${requestId}/messages`],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...user.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(text);
    }
    expect(await app.ctx.db.select().from(assistanceMessages)).toHaveLength(before.length);
  });

  it('keeps every thread to its own family: 404 for another customer, whatever the call', async () => {
    const calls = [
      ['GET', `/v2/requests/${strangersRequestId}/messages`],
      ['POST', `/v2/requests/${strangersRequestId}/messages`, { message: 'Ciao' }],
      ['POST', `/v2/requests/${strangersRequestId}/messages/read`],
      ['GET', '/v2/requests/999999/messages'],
    ] as const;
    const before = await app.ctx.db.select().from(assistanceMessages);
    for (const [method, url, payload] of calls) {
      const res = await injectAs(app, customer, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await app.ctx.db.select().from(assistanceMessages)).toHaveLength(before.length);
    // Nor does anyone see the other's unread replies or general messages.
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${strangersRequestId}/messages`, {
      message: 'Risposta per un altro cliente',
    });
    expect((await unread(customer)).requests.map((r) => r.requestId)).not.toContain(
      strangersRequestId,
    );
    expect((await unread(stranger)).total).toBe(1);
    // The customers cannot use the tutors' side.
    const asCustomer = await injectAs(
      app,
      customer,
      'GET',
      `/v1/backoffice/requests/${requestId}/messages`,
    );
    expect(asCustomer.statusCode).toBe(403);
  });

  it('continues a general message’s thread from the assistance inbox', async () => {
    const general = await injectAs(app, stranger, 'POST', '/api/v1/user-controller/assistance', {
      message: 'Come cambio la password?',
      type: 'GENERIC',
    });
    expect(general.statusCode).toBe(201);
    const messageId = general.json().id as number;
    await write(tutor, `/v1/backoffice/assistance/${messageId}/thread`, 'Dal menu Area personale.');
    const mine = await thread(stranger, '/api/v1/user-controller/assistance/messages');
    expect(mine.requestId).toBeNull();
    expect(mine.messages.map((m) => [m.author.role, m.message])).toEqual([
      ['customer', 'Come cambio la password?'],
      ['tutor', 'Dal menu Area personale.'],
    ]);
    expect(mine.unread).toBe(1);
    // The other customer's general thread stays empty.
    expect(
      (await thread(customer, '/api/v1/user-controller/assistance/messages')).messages,
    ).toEqual([]);
    expect(
      (await injectAs(app, tutor, 'GET', '/v1/backoffice/assistance/999999/thread')).statusCode,
    ).toBe(404);
    const [row] = await app.ctx.db
      .select({ handledAt: assistanceMessages.handledAt })
      .from(assistanceMessages)
      .where(eq(assistanceMessages.id, messageId));
    expect(row!.handledAt).not.toBeNull();
  });

  it('leaves the family’s message to handle after a holding reply (handled: false), handles it with the next', async () => {
    const general = await injectAs(app, waiting, 'POST', '/api/v1/user-controller/assistance', {
      message: 'La badante non si è presentata',
      type: 'GENERIC',
    });
    const messageId = general.json().id as number;
    const url = `/v1/backoffice/assistance/${messageId}/thread`;
    const isOpen = async () =>
      (await injectAs(app, tutor, 'GET', '/v1/backoffice/assistance?pageSize=100'))
        .json()
        .content.some((m: { id: number }) => m.id === messageId);

    // From the inbox's composer (multipart): 'Rispondi' keeps it among those to handle.
    const holding = await sendForm(
      tutor,
      url,
      multipartForm({ message: 'Ci stiamo attivando, la chiamo domani.', handled: 'false' }),
    );
    expect(holding.messages.at(-1)).toMatchObject({ author: { role: 'tutor' } });
    expect(holding.unread).toBe(0);
    expect(await isOpen()).toBe(true);
    // JSON takes the flag too; a value that is no yes or no is refused, naming the field.
    await callAs(app, tutor, 'POST', url, {
      payload: { message: 'Ancora un momento.', handled: false },
      status: 201,
    });
    expect(await isOpen()).toBe(true);
    const refused = await injectAs(app, tutor, 'POST', url, { message: 'Ok', handled: 'forse' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('body.handled');

    // 'Rispondi e segna come gestita' (or a caller that says nothing) handles it.
    await sendForm(
      tutor,
      url,
      multipartForm({ message: 'Domani alle 9 arriva la sostituta.', handled: 'true' }),
    );
    expect(await isOpen()).toBe(false);
  });

  it('emails the family about replies: one email per conversation in 10 minutes, with the link', async () => {
    const id = await createTestRequest(app, customer);
    for (const message of ['Prima risposta', 'Seconda risposta']) {
      await write(tutor, `/v1/backoffice/requests/${id}/messages`, message);
    }
    const mails = (
      await app.ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.template, 'family-tutor-reply'))
    ).filter((mail) => mail.text?.includes(`#${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(customer.email.toLowerCase());
    expect(mails[0]!.subject).toBe(
      `Hai 2 nuovi messaggi dal family tutor sulla richiesta #${id} (babysitter)`,
    );
    expect(mails[0]!.text).toContain(`/dashboard/request-detail/${id}#messaggi`);
    // Greeted as every email to the family is.
    expect(mails[0]!.text).toMatch(
      new RegExp(
        `^Ciao [^\\n]*,\\n\\nil tuo family tutor ti ha scritto 2 messaggi sulla richiesta #${id} \\(babysitter\\)\\.`,
        'm',
      ),
    );
    // The message itself stays in the portal.
    expect(mails[0]!.text).not.toContain('Seconda risposta');
  });

  it('gives the family its whole conversation in the data export: who wrote, the files sent', async () => {
    const res = await injectAs(
      app,
      customer,
      'GET',
      `/api/v1/user-controller/${customer.uid}/export`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const messages = (
      res.json() as {
        assistanceMessages: {
          author: string;
          message: string;
          attachment: { name: string } | null;
        }[];
      }
    ).assistanceMessages;
    expect(messages).toContainEqual(
      expect.objectContaining({
        author: 'customer',
        message: 'Ecco il certificato',
        attachment: expect.objectContaining({ name: 'Certificato medico.pdf' }),
      }),
    );
    expect(messages).toContainEqual(
      expect.objectContaining({ author: 'tutor', message: 'Ricevuto, ecco la foto del contratto' }),
    );
  });

  it('deletes the stored attachments with the account that sent them', async () => {
    const ownRequest = await createTestRequest(app, leaving);
    const form = multipartForm(
      { message: 'La ricetta del pediatra' },
      { data: sampleFiles.pdf(1024), fileName: 'ricetta.pdf', contentType: 'application/pdf' },
    );
    await sendForm(leaving, `/v2/requests/${ownRequest}/messages`, form);
    const [row] = await app.ctx.db
      .select({ key: assistanceMessages.attachmentKey })
      .from(assistanceMessages)
      .where(eq(assistanceMessages.userUid, leaving.uid));
    const key = row!.key!;
    expect(await app.ctx.storage.get(key)).not.toBeNull();

    const deleted = await injectAs(
      app,
      leaving,
      'DELETE',
      `/api/v1/user-controller/${leaving.uid}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await app.ctx.storage.get(key)).toBeNull();
  });
});
