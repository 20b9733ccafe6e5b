import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema/mail';
import { createManualClock } from '../../lib/clock';
import { type MailTransport, queueMail, sendDueMails } from './mail.service';

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
});
