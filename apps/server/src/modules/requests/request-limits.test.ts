import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestUser, testConfig, useTestApp } from '../../../test/helpers';
import { addDependant, createCustomer } from '../../../test/request-fixtures';
import { type App, buildApp } from '../../app';
import { mailOutbox } from '../../db/schema/mail';
import { requests } from '../../db/schema/requests';

/** An API call as `user` with a JSON body, from the client address `remoteAddress`. */
const sendFrom = (
  app: App,
  user: TestUser,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  remoteAddress: string,
) => app.inject({ method, url, headers: user.headers, payload, remoteAddress });

const requestsOf = async (app: App, uid: string) =>
  app.ctx.db.select().from(requests).where(eq(requests.customerUid, uid));

/**
 * Creating and editing requests is limited per account and per client address (each one emails
 * the tutors): 10 creations an hour per account and 30 per address, 60 edits an hour per account
 * and 180 per address. REQUEST_CREATES_PER_HOUR and REQUEST_EDITS_PER_HOUR move them (the load
 * test raises them); the address gets three times the account's.
 */
describe('request creation and editing limits', () => {
  const app = useTestApp();

  const form = (dependant: number, overrides: Record<string, unknown> = {}) => ({
    dependant: [dependant],
    addressID: null,
    businessline: 'BABYSITTER',
    notes: 'Due pomeriggi a settimana',
    languages: ['italian'],
    conditions: true,
    welfare: false,
    ...overrides,
  });

  const customerWithChild = async () => {
    const user = await createCustomer(app);
    return { user, child: await addDependant(app, user.uid) };
  };

  const create = (user: TestUser, body: object, remoteAddress: string) =>
    sendFrom(app, user, 'POST', '/v2/requests', body, remoteAddress);
  const outboxSize = async () => (await app.ctx.db.select().from(mailOutbox)).length;

  const expectRefused = (res: Awaited<ReturnType<typeof create>>, message: RegExp) => {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(res.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    expect(res.json().error.message).toMatch(message);
  };

  it('lets an account create 10 requests an hour; the 11th answers 429 and writes nothing', async () => {
    const { user, child } = await customerWithChild();
    for (let i = 0; i < 10; i++) {
      expect((await create(user, form(child), '192.0.2.1')).statusCode).toBe(201);
    }
    const emails = await outboxSize();
    const refused = await create(user, form(child, { notes: 'Undicesima' }), '192.0.2.1');
    expectRefused(refused, /Hai inviato molte richieste in poco tempo.*minut/);
    expect(await requestsOf(app, user.uid)).toHaveLength(10);
    expect(await outboxSize()).toBe(emails);
    // From another address too: the limit is the account's.
    expectRefused(await create(user, form(child), '192.0.2.99'), /richieste/);

    // Someone else at the same address is not held back by it.
    const neighbour = await customerWithChild();
    expect((await create(neighbour.user, form(neighbour.child), '192.0.2.1')).statusCode).toBe(201);
  });

  it('counts a retried creation (same Idempotency-Key) once: retries never use up the hour', async () => {
    const { user, child } = await customerWithChild();
    const withKey = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/v2/requests',
        headers: { ...user.headers, 'idempotency-key': key },
        payload: form(child),
        remoteAddress: '192.0.2.7',
      });
    const first = await withKey('retry-key-limit-1');
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 12; i++) {
      const again = await withKey('retry-key-limit-1');
      expect(again.statusCode).toBe(201);
      expect(again.json().id).toBe(first.json().id);
    }
    expect(await requestsOf(app, user.uid)).toHaveLength(1);
    // Nine more real ones fit in the hour; the eleventh is refused as ever.
    for (let i = 0; i < 9; i++) {
      expect((await withKey(`retry-key-limit-new-${i}`)).statusCode).toBe(201);
    }
    expectRefused(await withKey('retry-key-limit-eleventh'), /richieste/);
    expect(await requestsOf(app, user.uid)).toHaveLength(10);
  });

  it('lets one address create 30 requests an hour, whatever the accounts', async () => {
    for (let n = 0; n < 3; n++) {
      const { user, child } = await customerWithChild();
      for (let i = 0; i < 10; i++) {
        expect((await create(user, form(child), '192.0.2.2')).statusCode).toBe(201);
      }
    }
    const fresh = await customerWithChild();
    expectRefused(await create(fresh.user, form(fresh.child), '192.0.2.2'), /richieste/);
    expect(await requestsOf(app, fresh.user.uid)).toHaveLength(0);
    expect((await create(fresh.user, form(fresh.child), '192.0.2.3')).statusCode).toBe(201);
  });

  it('lets an account save 60 edits an hour; the 61st answers 429 and changes nothing', async () => {
    const { user, child } = await customerWithChild();
    const id = (await create(user, form(child), '192.0.2.4')).json().id;
    const edit = (notes: string, remoteAddress = '192.0.2.4') =>
      sendFrom(app, user, 'PUT', `/v2/requests/${id}`, form(child, { notes }), remoteAddress);
    for (let i = 1; i <= 60; i++) expect((await edit(`Modifica ${i}`)).statusCode).toBe(200);
    const emails = await outboxSize();
    expectRefused(await edit('Una di troppo'), /Hai salvato molte modifiche in poco tempo.*minut/);
    expectRefused(await edit('Una di troppo', '192.0.2.98'), /modifiche/);
    const [row] = await requestsOf(app, user.uid);
    expect(row!.message).toBe('Modifica 60');
    expect(await outboxSize()).toBe(emails);
  });
});

describe('request limits set by the environment', () => {
  const app = useTestApp({ env: { REQUEST_CREATES_PER_HOUR: '2', REQUEST_EDITS_PER_HOUR: '1' } });

  it('counts per account and three times as many per address', async () => {
    const send = (
      user: TestUser,
      method: 'POST' | 'PUT',
      url: string,
      payload: object,
      remoteAddress = '198.51.100.5',
    ) => sendFrom(app, user, method, url, payload, remoteAddress);
    const customers: { user: TestUser; body: object; ids: number[] }[] = [];
    const created: number[] = [];
    for (let n = 0; n < 4; n++) {
      const user = await createCustomer(app);
      const body = {
        dependant: [await addDependant(app, user.uid)],
        businessline: 'COLF',
        languages: ['italian'],
        conditions: true,
      };
      const customer = { user, body, ids: [] as number[] };
      customers.push(customer);
      for (let i = 0; i < 2; i++) {
        const res = await send(user, 'POST', '/v2/requests', body);
        created.push(res.statusCode);
        if (res.statusCode === 201) customer.ids.push(res.json().id);
      }
    }
    // 2 per account, 6 for the address: the fourth account gets nothing there, but elsewhere.
    expect(created).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    const last = customers[3]!;
    const elsewhere = await send(last.user, 'POST', '/v2/requests', last.body, '198.51.100.6');
    expect(elsewhere.statusCode).toBe(201);
    last.ids.push(elsewhere.json().id);

    const edit = (customer: (typeof customers)[number]) =>
      send(customer.user, 'PUT', `/v2/requests/${customer.ids[0]}`, customer.body);
    // 1 per account, 3 for the address.
    const edits = [];
    for (const customer of customers.slice(0, 3)) edits.push((await edit(customer)).statusCode);
    edits.push((await edit(customers[0]!)).statusCode);
    edits.push((await edit(last)).statusCode);
    expect(edits).toEqual([200, 200, 200, 429, 429]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('request limits in Redis (TEST_REDIS_URL)', () => {
  it('two processes on one database count together', async () => {
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `test-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}:`,
      REQUEST_CREATES_PER_HOUR: '2',
    };
    const one = await createTestApp({ env });
    const two = await buildApp({
      config: testConfig({ ...env, DATA_DIR: one.ctx.config.dataDir }),
      database: one.database,
      clock: one.ctx.clock,
      logger: false,
      runJobs: false,
    });
    try {
      const user = await createCustomer(one);
      const child = await addDependant(one, user.uid);
      const body = { dependant: [child], businessline: 'COLF', languages: ['italian'] };
      const post = (app: App, remoteAddress: string) =>
        sendFrom(app, user, 'POST', '/v2/requests', body, remoteAddress);
      expect((await post(one, '203.0.113.50')).statusCode).toBe(201);
      expect((await post(two, '203.0.113.50')).statusCode).toBe(201);
      const refused = await post(two, '203.0.113.51');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect(await requestsOf(one, user.uid)).toHaveLength(2);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
