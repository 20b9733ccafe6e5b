import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp, type TestUser } from '../../../test/helpers';
import { addDependant, createCustomer } from '../../../test/request-fixtures';
import { mailOutbox } from '../../db/schema/mail';
import { createManualClock } from '../../lib/clock';

type Sent = { to: string; subject: string; text: string };

/**
 * The tutors' "new request" / "request updated" emails: at most one per request (and tutor)
 * every 10 minutes; the changes made in between go out together when the 10 minutes end.
 */
describe("tutors' notices of a request", () => {
  const clock = createManualClock();
  const sent: Sent[] = [];
  let app: TestApp;
  let customer: TestUser;
  let child: number;
  let pet: number;

  beforeAll(async () => {
    app = await createTestApp({
      clock,
      env: { TUTOR_NOTIFY_EMAILS: 'tutor1@example.it,tutor2@example.it' },
      mailTransport: { send: async (mail) => void sent.push(mail) },
    });
    customer = await createCustomer(app);
    child = await addDependant(app, customer.uid);
    pet = await addDependant(app, customer.uid, { name: 'Fido', type: 'DOG' });
  });
  afterAll(async () => {
    await app.close();
  });

  const form = (businessline: string) => ({
    dependant: businessline === 'PETSITTER' ? [pet] : [child],
    addressID: null,
    businessline,
    notes: `Ora: ${businessline}`,
    languages: ['italian'],
    conditions: true,
  });
  const create = async (businessline: string) => {
    const res = await injectAs(app, customer, 'POST', '/v2/requests', form(businessline));
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const edit = async (id: number, businessline: string) => {
    const res = await injectAs(app, customer, 'PUT', `/v2/requests/${id}`, form(businessline));
    expect(res.statusCode).toBe(200);
  };
  /** Runs the jobs (the mail sender among them) and answers what they sent the tutors about `id`. */
  const deliver = async (id: number) => {
    const before = sent.length;
    await app.jobs.runAll();
    return sent
      .slice(before)
      .filter((mail) => mail.subject.includes(`#${id}`) && mail.to !== customer.email);
  };
  const tutors = (mails: Sent[]) => mails.map((mail) => mail.to).sort();

  it('5 edits in 2 minutes: one email per tutor when the 10 minutes end, with the latest state', async () => {
    clock.advance(60_000);
    const id = await create('BABYSITTER');
    const created = await deliver(id);
    expect(tutors(created)).toEqual(['tutor1@example.it', 'tutor2@example.it']);
    expect(created[0]!.subject).toBe(`Nuova richiesta #${id}`);
    const firstSentAt = clock.now().getTime();

    for (const line of ['NURSE', 'PETSITTER', 'NURSE', 'PETSITTER', 'COLF']) {
      clock.advance(24_000);
      await edit(id, line);
      expect(await deliver(id)).toEqual([]);
    }
    clock.set(new Date(firstSentAt + 9 * 60_000));
    expect(await deliver(id)).toEqual([]);

    clock.set(new Date(firstSentAt + 10 * 60_000));
    const updated = await deliver(id);
    expect(tutors(updated)).toEqual(['tutor1@example.it', 'tutor2@example.it']);
    for (const mail of updated) {
      expect(mail.subject).toBe(`Richiesta #${id} aggiornata dalla famiglia`);
      expect(mail.text).toContain('(colf)');
      expect(mail.text).toContain('5 volte');
      expect(mail.text).not.toContain('badante');
      expect(mail.text).not.toContain('petsitter');
    }

    // Delivered: template and facts stay, the body (with its link) does not.
    const rows = await app.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'tutor1@example.it'), like(mailOutbox.subject, `%#${id}%`)));
    expect(rows).toEqual([
      expect.objectContaining({ template: 'tutor-request-submitted', text: null, html: null }),
      expect.objectContaining({
        template: 'tutor-request-updated',
        facts: { requestId: id, news: [{ template: 'tutor-request-updated', count: 5 }] },
        text: null,
        html: null,
      }),
    ]);

    // The next change waits for the end of the next 10 minutes.
    clock.advance(60_000);
    await edit(id, 'BABYSITTER');
    clock.advance(8 * 60_000);
    expect(await deliver(id)).toEqual([]);
    clock.advance(60_000);
    const next = await deliver(id);
    expect(tutors(next)).toEqual(['tutor1@example.it', 'tutor2@example.it']);
    expect(next[0]!.text).toContain('ha aggiornato la richiesta');
    expect(next[0]!.text).toContain('(babysitter)');
    expect(next[0]!.text).not.toContain('volte');
  });

  it('a change before the "new request" email went out is folded into it', async () => {
    const id = await create('BABYSITTER');
    clock.advance(1000);
    await edit(id, 'NURSE');
    const mails = await deliver(id);
    expect(tutors(mails)).toEqual(['tutor1@example.it', 'tutor2@example.it']);
    for (const mail of mails) {
      expect(mail.subject).toBe(`Nuova richiesta #${id}`);
      expect(mail.text).toContain('badante');
    }
    clock.advance(20 * 60_000);
    expect(await deliver(id)).toEqual([]);
  });

  it('another request is not held back by the first one’s window', async () => {
    const first = await create('COLF');
    await deliver(first);
    clock.advance(1000);
    await edit(first, 'NURSE');
    const second = await create('PETSITTER');
    expect(tutors(await deliver(second))).toEqual(['tutor1@example.it', 'tutor2@example.it']);
  });
});
