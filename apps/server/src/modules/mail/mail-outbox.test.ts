import { Writable } from 'node:stream';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  type TestApp,
  type TestAppOptions,
  withTestApp,
} from '../../../test/helpers';
import { mailOutbox } from '../../db/schema/mail';
import { createManualClock, type ManualClock } from '../../lib/clock';
import { queueBatchedMail, queueMail } from './mail.service';
import type { DigestComposer } from './mail-digest';
import { sendDueMails } from './mail-sender';
import type { MailTransport } from './mail-transport';

/**
 * The outbox sender runs in every server process (npm run cluster): on PostgreSQL these runs
 * are truly concurrent (separate connections), as three processes would be.
 */
describe('mail outbox with several senders at once', () => {
  let app: TestApp;
  const clock = createManualClock();
  beforeAll(async () => {
    app = await createTestApp({ clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const queue = async (count: number, tag: string) => {
    const addresses = Array.from({ length: count }, (_, i) => `${tag}-${i}@example.it`);
    for (const to of addresses) {
      await queueMail(app.ctx.db, to, 'test', {
        subject: `Ciao ${to}`,
        title: 'T',
        paragraphs: ['x'],
      });
    }
    clock.advance(60_000);
    return addresses;
  };

  it('delivers every queued email exactly once', async () => {
    const addresses = await queue(45, 'once');
    const delivered: string[] = [];
    const slow: MailTransport = {
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(mail.to);
      },
    };
    // Each run takes a batch of 20; three at once, twice, covers all 45.
    for (let round = 0; round < 2; round++) {
      await Promise.all([
        sendDueMails(app.ctx, slow),
        sendDueMails(app.ctx, slow),
        sendDueMails(app.ctx, slow),
      ]);
    }
    expect(delivered.sort()).toEqual([...addresses].sort());
    const unsent = await app.ctx.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    expect(unsent).toEqual([]);
    await Promise.all([sendDueMails(app.ctx, slow), sendDueMails(app.ctx, slow)]);
    expect(delivered).toHaveLength(45);
  });

  it('retries a failed delivery later, once, not at once in another sender', async () => {
    const [to] = await queue(1, 'retry');
    let calls = 0;
    const failing: MailTransport = {
      send: async () => {
        calls += 1;
        throw new Error('SMTP 451 try later');
      },
    };
    await Promise.all([sendDueMails(app.ctx, failing), sendDueMails(app.ctx, failing)]);
    expect(calls).toBe(1);
    const [row] = await app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to!));
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: 'SMTP 451 try later' });

    const delivered: string[] = [];
    const working: MailTransport = { send: async (mail) => void delivered.push(mail.to) };
    clock.advance(31_000);
    await Promise.all([sendDueMails(app.ctx, working), sendDueMails(app.ctx, working)]);
    expect(delivered).toEqual([to]);
  });

  it('sends from the no-reply address, a reply going to the support address', async () => {
    const [to] = await queue(1, 'reply');
    const delivered: Parameters<MailTransport['send']>[0][] = [];
    await sendDueMails(app.ctx, { send: async (mail) => void delivered.push(mail) });
    expect(delivered).toEqual([
      expect.objectContaining({
        to,
        from: app.ctx.config.mail.from,
        replyTo: app.ctx.config.mail.supportEmail,
      }),
    ]);
  });
});

/** Every line the app logs, as pino writes them (JSON, one per line). */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, text: () => lines.join('\n') };
}

/** Asks for a password-reset email (an action link with a one-time code). */
async function requestReset(app: TestApp, email: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/user-controller/send-reset-password-email?email=${encodeURIComponent(email)}`,
  });
  expect(res.statusCode).toBe(202);
}

/**
 * Runs `test` on a new app whose user has just asked for a password-reset email (to `email`),
 * then closes the app.
 */
async function afterResetAsked(
  options: TestAppOptions,
  test: (app: TestApp, email: string) => Promise<void>,
) {
  await withTestApp(options, async (app) => {
    const user = await createTestUser(app);
    await requestReset(app, user.email);
    await test(app, user.email);
  });
}

/** An app's options to log every line (at `env.LOG_LEVEL`) into `log`. */
const loggingTo = (
  log: ReturnType<typeof logCapture>,
  env: Record<string, string> = { LOG_LEVEL: 'trace' },
) => ({ env, logger: undefined, logStream: log.stream });

/** A minute later the mail job runs: the queued email is due. */
async function runMailJobAMinuteLater(app: TestApp) {
  (app.ctx.clock as ManualClock).advance(60_000);
  await app.jobs.runAll();
}

/** The body of the email waiting for `to`. */
async function waitingText(app: TestApp, to: string) {
  const [pending] = await app.ctx.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to));
  return pending!.text!;
}

const codeOf = (text: string) => text.match(/oobCode=([\w-]+)/)?.[1];

describe('action links are not kept in clear', () => {
  it('after delivery the row keeps the template, not the body or the link', async () => {
    const delivered: { to: string; text: string; html: string }[] = [];
    const mailTransport: MailTransport = { send: async (mail) => void delivered.push(mail) };
    await afterResetAsked({ mailTransport }, async (app, email) => {
      await runMailJobAMinuteLater(app);

      expect(delivered).toHaveLength(1);
      const code = codeOf(delivered[0]!.text);
      expect(code).toBeTruthy();
      expect(delivered[0]!.html).toContain(code);

      const rows = await app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(rows).toEqual([
        expect.objectContaining({
          template: 'reset-password',
          subject: 'Reimposta la password di Equilibrio',
          text: null,
          html: null,
          deliveredVia: 'smtp',
        }),
      ]);
      expect(JSON.stringify(rows)).not.toContain(code);
    });
  });

  it('the log of sending an action email and of opening its link never carries the link', async () => {
    const log = logCapture();
    const failOnce: string[] = [];
    const mailTransport: MailTransport = {
      send: async (mail) => {
        if (failOnce.length === 0) {
          failOnce.push(mail.to);
          throw new Error('SMTP 451 try later');
        }
      },
    };
    await afterResetAsked({ ...loggingTo(log), mailTransport }, async (app, email) => {
      const link = (await waitingText(app, email)).match(/https?:\/\/\S+/)![0];
      const code = codeOf(link)!;
      await runMailJobAMinuteLater(app); // fails, logged
      await runMailJobAMinuteLater(app); // delivered
      const url = new URL(link);
      await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });

      expect(failOnce).toEqual([email]);
      expect(log.text()).toContain('email delivery failed');
      expect(log.text()).toContain('/email-handler?');
      expect(log.text()).not.toContain(code);
    });
  });

  it('outside production the dev mailbox shows the body; the log does not', async () => {
    const log = logCapture();
    await afterResetAsked(loggingTo(log), async (app, email) => {
      await runMailJobAMinuteLater(app);

      const res = await app.inject({
        method: 'GET',
        url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}`,
      });
      const [message] = res.json().messages;
      expect(message).toMatchObject({ template: 'reset-password', deliveredVia: 'mailbox' });
      const code = codeOf(message.text);
      expect(code).toBeTruthy();
      const page = await app.inject({ method: 'GET', url: `/dev/mailbox/${message.id}` });
      expect(page.body).toContain(code);

      expect(log.text()).toContain('email kept in the dev mailbox');
      expect(log.text()).not.toContain(code);
    });
  });

  it('with MAIL_DISABLED=true in production it starts, says once that emails are dropped, and keeps no body', async () => {
    const log = logCapture();
    const env = { NODE_ENV: 'production', MAIL_DISABLED: 'true', LOG_LEVEL: 'info' };
    await afterResetAsked(loggingTo(log, env), async (app, email) => {
      const code = codeOf(await waitingText(app, email))!;
      await runMailJobAMinuteLater(app);
      await app.jobs.runAll();

      const rows = await app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(rows).toEqual([
        expect.objectContaining({ template: 'reset-password', text: null, html: null }),
      ]);
      expect(rows[0]!.deliveredVia).toBe('dropped');
      expect(rows[0]!.sentAt).not.toBeNull();
      const notices = log.lines.filter((line) => line.includes('MAIL_DISABLED'));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain('dropped');
      expect(log.text()).not.toContain(code);
    });
  });
});

describe('mail retention', () => {
  const DAY = 86_400_000;

  it('purges delivered emails older than MAIL_RETENTION_DAYS (30), never a waiting one', async () => {
    const clock = createManualClock();
    await withTestApp({ clock }, async (app) => {
      const content = { subject: 'Ciao', title: 'T', paragraphs: ['x'] };
      const queueAndSend = async (to: string) => {
        await queueMail(app.ctx.db, to, 'test', content);
        clock.advance(1000);
        await sendDueMails(app.ctx, undefined);
      };
      const start = clock.now().getTime();
      clock.advance(60_000);
      await queueAndSend('old@example.it');
      clock.advance(2 * DAY);
      await queueAndSend('recent@example.it');
      const waiting = await queueMail(app.ctx.db, 'waiting@example.it', 'test', content);
      await app.ctx.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(start + 365 * DAY) })
        .where(eq(mailOutbox.id, waiting));

      const left = async () =>
        (await app.ctx.db.select({ to: mailOutbox.to }).from(mailOutbox))
          .map((row) => row.to)
          .sort();

      clock.set(new Date(start + 29 * DAY));
      await app.jobs.runAll();
      expect(await left()).toEqual(['old@example.it', 'recent@example.it', 'waiting@example.it']);

      clock.set(new Date(start + 31 * DAY));
      await app.jobs.runAll();
      expect(await left()).toEqual(['recent@example.it', 'waiting@example.it']);

      clock.set(new Date(start + 33 * DAY));
      await app.jobs.runAll();
      expect(await left()).toEqual(['waiting@example.it']);
    });
  });

  it('honours MAIL_RETENTION_DAYS', async () => {
    const clock = createManualClock();
    await withTestApp({ clock, env: { MAIL_RETENTION_DAYS: '2' } }, async (app) => {
      clock.advance(60_000);
      await queueMail(app.ctx.db, 'short@example.it', 'test', {
        subject: 'Ciao',
        title: 'T',
        paragraphs: ['x'],
      });
      clock.advance(1000);
      await sendDueMails(app.ctx, undefined);
      clock.advance(3 * DAY);
      await app.jobs.runAll();
      expect(await app.ctx.db.select().from(mailOutbox)).toEqual([]);
    });
  });
});

describe('a digest that cannot be written again before sending', () => {
  let app: TestApp;
  const clock = createManualClock();
  beforeAll(async () => {
    app = await createTestApp({ clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is retried later alone: the batch’s other emails are sent once', async () => {
    const keys = ['digest-a', 'digest-b', 'digest-c'];
    for (const key of keys) {
      await queueBatchedMail(app.ctx.db, {
        to: `${key}@example.it`,
        key,
        windowMs: 600_000,
        now: clock.now(),
        compose: () => ({
          template: 'test',
          content: { subject: `Ciao ${key}`, title: 'T', paragraphs: ['x'] },
          facts: {},
        }),
      });
    }
    clock.advance(1000);
    const delivered: string[] = [];
    const transport: MailTransport = { send: async (mail) => void delivered.push(mail.to) };
    // A database error (it aborts the transaction on PostgreSQL), for one digest only.
    const compose: DigestComposer = async (tx, mail) => {
      if (mail.batchKey === 'digest-b') await tx.execute(sql`select * from no_such_table`);
      return undefined;
    };
    await sendDueMails(app.ctx, transport, compose);
    expect(delivered.sort()).toEqual(['digest-a@example.it', 'digest-c@example.it']);
    const [failed] = await app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'digest-b@example.it'));
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed!.lastError).toContain('no_such_table');

    clock.advance(31_000);
    await sendDueMails(app.ctx, transport, compose);
    expect(delivered.sort()).toEqual(['digest-a@example.it', 'digest-c@example.it']);
    clock.advance(61_000);
    await sendDueMails(app.ctx, transport);
    expect(delivered.sort()).toEqual([
      'digest-a@example.it',
      'digest-b@example.it',
      'digest-c@example.it',
    ]);
  });
});

describe('a digest that goes in part (a paused request: its calls wait for the resume)', () => {
  let app: TestApp;
  const clock = createManualClock();
  beforeAll(async () => {
    app = await createTestApp({ clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps the rest as its batch’s next email, and all of it when the delivery fails', async () => {
    const to = 'part@example.it';
    await queueBatchedMail(app.ctx.db, {
      to,
      key: 'digest-part',
      windowMs: 600_000,
      now: clock.now(),
      compose: () => ({
        template: 'test',
        content: { subject: 'Tutto', title: 'T', paragraphs: ['x'] },
        facts: { parts: ['risposta', 'preventivo'] },
      }),
    });
    clock.advance(1000);
    const inTenMinutes = () => new Date(clock.now().getTime() + 600_000);
    // Tells the first part now, keeps the others; with one part left, it waits.
    const compose: DigestComposer = async (_tx, mail) => {
      const parts = mail.facts?.parts as string[];
      if (parts.length === 1) return { later: inTenMinutes() };
      return {
        template: 'test',
        content: { subject: `Solo ${parts[0]}`, title: 'T', paragraphs: ['x'] },
        facts: { parts: [parts[0]] },
        keep: { template: 'test', facts: { parts: parts.slice(1) }, until: inTenMinutes() },
      };
    };
    const delivered: string[] = [];
    let failures = 1;
    const transport: MailTransport = {
      send: async (mail) => {
        if (failures-- > 0) throw new Error('SMTP 451 try later');
        delivered.push(mail.subject);
      },
    };
    const rows = () =>
      app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);

    await sendDueMails(app.ctx, transport, compose);
    expect(delivered).toEqual([]);
    expect(await rows()).toEqual([
      expect.objectContaining({
        sentAt: null,
        attempts: 1,
        facts: { parts: ['risposta', 'preventivo'] },
      }),
    ]);

    clock.advance(31_000);
    await sendDueMails(app.ctx, transport, compose);
    expect(delivered).toEqual(['Solo risposta']);
    // The claimed email stays the batch's waiting one (news queued meanwhile join it).
    const [kept, sent] = await rows();
    expect(sent).toMatchObject({ deliveredVia: 'smtp', facts: { parts: ['risposta'] } });
    expect(kept).toMatchObject({
      sentAt: null,
      batchKey: 'digest-part',
      facts: { parts: ['preventivo'] },
    });
    expect(kept!.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 600_000);
    // A news queued now joins the waiting rest (one waiting email per batch and recipient).
    await queueBatchedMail(app.ctx.db, {
      to,
      key: 'digest-part',
      windowMs: 600_000,
      now: clock.now(),
      compose: (waiting) => ({
        template: 'test',
        content: { subject: 'Di più', title: 'T', paragraphs: ['x'] },
        facts: { parts: [...((waiting?.facts?.parts as string[]) ?? []), 'messaggio'] },
      }),
    });
    expect((await rows()).map((row) => row.facts)).toEqual([
      { parts: ['preventivo', 'messaggio'] },
      { parts: ['risposta'] },
    ]);

    clock.advance(601_000);
    await sendDueMails(app.ctx, transport, compose);
    expect(delivered).toEqual(['Solo risposta', 'Solo preventivo']);
  });
});
