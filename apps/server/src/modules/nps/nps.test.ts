import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrorsOf, injectAs, type TestUser, useTestApp } from '../../../test/helpers';
import { createCustomer, useCustomer } from '../../../test/request-fixtures';
import { advanceClock } from '../../../test/workflow-fixtures';
import { npsScores } from '../../db/schema/nps';
import { insertNpsScore, lockNpsAnswers } from './nps.queries';

const DAY = 86_400_000;

describe('POST /v1/nps-scores', () => {
  const app = useTestApp();
  const customer = useCustomer(app);
  const url = '/v1/nps-scores';

  it('stores the score with the caller’s account email and the notes', async () => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: customer.headers,
      payload: {
        id: null,
        score: 9,
        email: 'qualcun.altro@example.it',
        timestamp: '2025-03-01T10:00:00.000Z',
        notes: ' Ottimo servizio ',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ score: 9, email: customer.email, notes: 'Ottimo servizio' });
    const [row] = await app.ctx.db.select().from(npsScores).where(eq(npsScores.id, res.json().id));
    expect(row).toMatchObject({
      userUid: customer.uid,
      email: customer.email,
      score: 9,
      notes: 'Ottimo servizio',
    });
    expect(row!.clientTimestamp?.toISOString()).toBe('2025-03-01T10:00:00.000Z');
  });

  it.each([0, 10])('accepts the bounds (%i) without notes', async (score) => {
    const family = await createCustomer(app);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: family.headers,
      payload: { score },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().notes).toBeNull();
  });

  it('keeps one answer a family per period: a second replaces the first, its notes kept', async () => {
    const family = await createCustomer(app);
    const other = await createCustomer(app);
    // The first two sent together (two taps): one is stored, the other replaces it (on PostgreSQL,
    // the next test shows them taking turns on the family's lock).
    const [one, two] = await Promise.all([
      injectAs(app, family, 'POST', url, { score: 3, notes: 'Più puntualità' }),
      injectAs(app, family, 'POST', url, { score: 4, notes: 'Più puntualità' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    const first = one.statusCode === 201 ? one : two;
    await advanceClock(app, 2 * DAY, [
      { user: family, role: 'customer' },
      { user: other, role: 'customer' },
      { user: customer, role: 'customer' },
    ]);
    const again = await injectAs(app, family, 'POST', url, { score: 9, notes: 'Grazie' });
    expect(again.statusCode).toBe(200);
    // The answer's time stays the first's: the period it counts in does not move.
    expect(again.json()).toMatchObject({ id: first.json().id, timestamp: first.json().timestamp });
    expect(await injectAs(app, other, 'POST', url, { score: 5 })).toHaveProperty('statusCode', 201);

    const rows = await app.ctx.db.select().from(npsScores).where(eq(npsScores.userUid, family.uid));
    expect(rows).toHaveLength(1);
    // The same suggestion twice is kept once; a new one beside it.
    expect(rows[0]).toMatchObject({ score: 9, notes: 'Più puntualità\n\nGrazie' });

    // After the period (from the first answer), a new answer counts on its own.
    await advanceClock(app, 88 * DAY, [
      { user: family, role: 'customer' },
      { user: customer, role: 'customer' },
    ]);
    const later = await injectAs(app, family, 'POST', url, { score: 10 });
    expect(later.statusCode).toBe(201);
    expect(
      await app.ctx.db.select().from(npsScores).where(eq(npsScores.userUid, family.uid)),
    ).toHaveLength(2);
  });

  // PostgreSQL only: PGlite runs one statement at a time, so the second answer could not even
  // start while the first's transaction is open.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'makes a second answer wait for one still being written, then replace it (two taps)',
    async () => {
      const family = await createCustomer(app);
      let finishFirst = () => {};
      const firstWritten = new Promise<void>((resolve) => {
        finishFirst = resolve;
      });
      let second: ReturnType<typeof injectAs> | undefined;
      let secondDone = false;
      // The first tap's answer, written but not yet committed, as the second tap arrives.
      const first = app.ctx.db.transaction(async (tx) => {
        await lockNpsAnswers(tx, family.uid);
        const row = await insertNpsScore(tx, {
          userUid: family.uid,
          email: family.email,
          score: 3,
          notes: 'Più puntualità',
          clientTimestamp: null,
          // The app's time (moved by the tests before), as the second answer reads it.
          now: app.ctx.clock.now(),
        });
        second = injectAs(app, family, 'POST', url, { score: 4 });
        void second.then(() => {
          secondDone = true;
        });
        await firstWritten;
        return row;
      });
      // The second waits on the family's lock (without it, it would read no answer and add one).
      await vi.waitFor(
        async () => {
          if (secondDone) return;
          const waiting = (await app.ctx.db.execute(
            sql`select 1 from pg_locks where locktype = 'advisory' and not granted
                and database = (select oid from pg_database where datname = current_database())`,
          )) as unknown as { rows: unknown[] };
          expect(waiting.rows).toHaveLength(1);
        },
        { timeout: 5000 },
      );
      finishFirst();
      const firstRow = await first;
      const res = await second!;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: firstRow.id, score: 4, notes: 'Più puntualità' });
      const rows = await app.ctx.db
        .select()
        .from(npsScores)
        .where(eq(npsScores.userUid, family.uid));
      expect(rows).toHaveLength(1);
    },
  );

  it.each([
    ['a score below 0', { score: -1 }, 'body.score'],
    ['a score above 10', { score: 11 }, 'body.score'],
    ['a fractional score', { score: 7.5 }, 'body.score'],
    ['no score', { notes: 'ciao' }, 'body.score'],
    ['a text score', { score: 'dieci' }, 'body.score'],
    ['notes that are too long', { score: 5, notes: 'x'.repeat(2001) }, 'body.notes'],
    ['a bad timestamp', { score: 5, timestamp: 'ieri' }, 'body.timestamp'],
  ])('answers 400 with the field for %s', async (_name, payload, field) => {
    const res = await app.inject({ method: 'POST', url, headers: customer.headers, payload });
    expect(Object.keys(fieldErrorsOf(res))).toContain(field);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'POST', url, payload: { score: 5 } });
    expect(res.statusCode).toBe(401);
  });
});

/**
 * Issue 21 item 9: once a family has answered, nobody asks again for 90 days — the server knows
 * the last answer, so it holds on every device; another account's answers never count.
 */
describe('GET /v1/nps-scores/me', () => {
  const app = useTestApp();
  const customer = useCustomer(app);
  const other = useCustomer(app);
  const status = async (user: TestUser) => {
    const res = await injectAs(app, user, 'GET', '/v1/nps-scores/me');
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('asks until an answer, then not for 90 days, then again', async () => {
    expect(await status(customer)).toEqual({ lastAnsweredAt: null, askAgainAt: null, ask: true });
    const answered = await injectAs(app, customer, 'POST', '/v1/nps-scores', { score: 7 });
    expect(answered.statusCode).toBe(201);
    const at = answered.json().timestamp as string;
    expect(await status(customer)).toEqual({
      lastAnsweredAt: at,
      askAgainAt: new Date(new Date(at).getTime() + 90 * DAY).toISOString(),
      ask: false,
    });
    // Someone else's answer is not theirs.
    expect((await status(other)).ask).toBe(true);

    await advanceClock(app, 89 * DAY, [{ user: customer, role: 'customer' }]);
    expect((await status(customer)).ask).toBe(false);
    await advanceClock(app, 1 * DAY, [{ user: customer, role: 'customer' }]);
    expect((await status(customer)).ask).toBe(true);
  });

  it('refuses a caller without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nps-scores/me' });
    expect(res.statusCode).toBe(401);
  });
});
