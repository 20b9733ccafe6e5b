import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/lib/clock';
import { PLACES_RATE_LIMIT } from '../../src/modules/places/places.routes';
import { createTestApp, createTestUser, injectAs, type TestApp, type TestUser } from '../helpers';
import { TEST_API_KEY } from '../identity-sdk';
import { createTestRequest } from '../workflow-fixtures';

/** Rate limits: client addresses behind trusted proxies, the email-sending routes, identity and
 * assistance routes, and every limited route's declaration. */

describe('client addresses behind trusted proxies (TRUST_PROXY=127.0.0.1)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** An answer of the per-address limited place search, as `peer` forwarding `forwardedFor`. */
  const search = (peer: string, forwardedFor?: string) =>
    app.inject({
      method: 'GET',
      url: '/v1/places/autocomplete?input=Tor',
      remoteAddress: peer,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });

  it('counts a client by the first untrusted address from the right: a value it prepends changes nothing', async () => {
    // The balancer appends the address it saw (1.2.3.4) to whatever the client sent.
    for (let i = 0; i < PLACES_RATE_LIMIT; i++) {
      const res = await search('127.0.0.1', `6.6.${i % 250}.${i}, 1.2.3.4`);
      expect(res.statusCode, `call ${i + 1}`).toBe(200);
    }
    const refused = await search('127.0.0.1', '7.7.7.7, 1.2.3.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client behind the same proxy keeps its own limit, whatever it claims to be.
    expect((await search('127.0.0.1', '1.2.3.4, 5.6.7.8')).statusCode).toBe(200);
    expect((await search('127.0.0.1', '5.6.7.8')).statusCode).toBe(200);
  });

  it('keeps the address of a peer that is not a trusted proxy, whatever it forwards', async () => {
    for (let i = 0; i < PLACES_RATE_LIMIT; i++) {
      const res = await search('9.9.9.9', `8.8.${i % 250}.${i}`);
      expect(res.statusCode, `call ${i + 1}`).toBe(200);
    }
    expect((await search('9.9.9.9', '4.4.4.4')).statusCode).toBe(429);
    expect((await search('9.9.9.9')).statusCode).toBe(429);
    // The same client reaching us through the proxy is the same client.
    expect((await search('127.0.0.1', '9.9.9.9')).statusCode).toBe(429);
    expect((await search('127.0.0.1', '4.4.4.4')).statusCode).toBe(200);
  });
});

describe('the GET routes that send email: per account and per client address, 429 with Retry-After', () => {
  let app: TestApp;
  let clock: ManualClock;

  beforeAll(async () => {
    clock = createManualClock();
    app = await createTestApp({ clock });
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = (kind: 'reset-password' | 'verification', email: string, from = '203.0.113.1') =>
    app.inject({
      method: 'GET',
      url: `/api/v1/user-controller/send-${kind}-email?email=${encodeURIComponent(email)}`,
      remoteAddress: from,
    });

  function expectRefused(res: Awaited<ReturnType<typeof send>>, seconds: number) {
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(seconds));
    expect(res.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: `Sono state richieste troppe email. Riprova tra ${Math.ceil(seconds / 60)} minuti.`,
      },
    });
  }

  it('reset emails: 5 an hour per account from any address, then 429 until the hour ends', async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < 5; i++) {
      expect((await send('reset-password', user.email, `198.51.100.${i}`)).statusCode).toBe(202);
    }
    clock.advance(20 * 60_000);
    expectRefused(await send('reset-password', user.email, '198.51.100.77'), 40 * 60);
    // The same account written differently is the same account.
    expectRefused(await send('reset-password', ` ${user.email.toUpperCase()}`), 40 * 60);
    clock.advance(40 * 60_000);
    expect((await send('reset-password', user.email)).statusCode).toBe(202);
  });

  const sdkVerification = (user: TestUser) =>
    app.inject({
      method: 'POST',
      url: `/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=${TEST_API_KEY}`,
      payload: { requestType: 'VERIFY_EMAIL', idToken: user.token },
    });

  it('verification emails: the account has one budget of 5 an hour, shared with the SDK', async () => {
    const user = await createTestUser(app, { emailVerified: false });
    for (let i = 0; i < 3; i++) {
      const sdk = await sdkVerification(user);
      expect(sdk.statusCode, sdk.body).toBe(200);
      clock.advance(60_000);
    }
    clock.advance(7 * 60_000);
    for (let i = 0; i < 2; i++) {
      expect((await send('verification', user.email, `198.51.100.${i}`)).statusCode).toBe(202);
      clock.advance(60_000);
    }
    expectRefused(await send('verification', user.email, '198.51.100.9'), 48 * 60);
  });

  it('verification emails: one a minute per account, by either door (the banner counts it down)', async () => {
    const user = await createTestUser(app, { emailVerified: false });
    expect((await send('verification', user.email, '198.51.100.20')).statusCode).toBe(202);
    clock.advance(15_000);
    const again = await send('verification', user.email, '198.51.100.21');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('45');
    expect(again.json().error.message).toBe(
      'Sono state richieste troppe email. Riprova tra 1 minuto.',
    );
    const sdk = await sdkVerification(user);
    expect(sdk.statusCode).toBe(400);
    expect(sdk.json().error.message).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER/);
    clock.advance(45_000);
    expect((await sdkVerification(user)).statusCode).toBe(200);
  });

  it('one client address: 30 emails in 15 minutes over any accounts, then 429; others go on', async () => {
    for (let i = 0; i < 30; i++) {
      const kind = i % 2 ? 'verification' : 'reset-password';
      expect((await send(kind, `persona${i}@example.it`, '192.0.2.50')).statusCode).toBe(202);
    }
    clock.advance(5 * 60_000);
    expectRefused(await send('reset-password', 'altra@example.it', '192.0.2.50'), 10 * 60);
    expectRefused(await send('verification', 'altra@example.it', '192.0.2.50'), 10 * 60);
    expect((await send('reset-password', 'altra@example.it', '192.0.2.51')).statusCode).toBe(202);
  });
});

describe('rate limits on identity and email-sending routes', () => {
  let app: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    user = await createTestUser(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Calls until the first refusal; answers how many calls went through and the refusal. */
  async function hammer(
    limit: number,
    call: (i: number) => Promise<{ statusCode: number; body: string }>,
  ) {
    for (let i = 0; i < limit + 5; i++) {
      const res = await call(i);
      if (res.statusCode === 429 || /TOO_MANY_ATTEMPTS|EXCEED_LIMIT/.test(res.body))
        return { passed: i, res };
      expect(res.statusCode, res.body).toBeLessThan(400);
    }
    throw new Error(`no limit after ${limit + 5} calls`);
  }

  const identity = (method: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${TEST_API_KEY}`,
      payload,
    });

  it("'Password dimenticata' emails: 5 per address an hour, then 429 with the envelope", async () => {
    const { passed, res } = await hammer(5, () =>
      app.inject({
        method: 'GET',
        url: `/api/v1/user-controller/send-reset-password-email?email=${encodeURIComponent(user.email)}`,
      }),
    );
    expect(passed).toBe(5);
    expect(res.statusCode).toBe(429);
    expect(JSON.parse(res.body).error.code).toBe('RATE_LIMITED');
  });

  it('verification emails: 5 per address an hour, then 429', async () => {
    // An address with no account: the limit is the same (a refusal reveals nothing), and an
    // account's own one-a-minute cooldown does not come first.
    const address = `nessuno.${Date.now()}@example.it`;
    const { passed, res } = await hammer(5, () =>
      app.inject({
        method: 'GET',
        url: `/api/v1/user-controller/send-verification-email?email=${encodeURIComponent(address)}`,
      }),
    );
    expect(passed).toBe(5);
    expect(JSON.parse(res.body).error.code).toBe('RATE_LIMITED');
  });

  it("the SDK's reset email (accounts:sendOobCode): 5 per address, then Google's RESET_PASSWORD_EXCEED_LIMIT", async () => {
    const other = await createTestUser(app);
    const { passed, res } = await hammer(5, () =>
      identity('sendOobCode', { requestType: 'PASSWORD_RESET', email: other.email }),
    );
    expect(passed).toBe(5);
    expect(JSON.parse(res.body).error.message).toMatch(/^RESET_PASSWORD_EXCEED_LIMIT/);
  });

  it('sign-in: after 5 wrong passwords from one address it waits (Retry-After), the right password too; the owner elsewhere signs in', async () => {
    const email = `lock.${Date.now()}@example.it`;
    const created = await identity('signUp', { email, password: 'Corretta!2345' });
    expect(created.statusCode).toBe(200);
    let refusal: Awaited<ReturnType<typeof identity>> | undefined;
    const { passed } = await hammer(5, async () => {
      const wrong = await identity('signInWithPassword', { email, password: 'Sbagliata!1' });
      // Wrong passwords are 400 INVALID_LOGIN_CREDENTIALS until the address has to wait.
      if (/TOO_MANY/.test(wrong.body)) refusal = wrong;
      return refusal ?? { statusCode: 200, body: wrong.body };
    });
    expect(passed).toBe(5);
    expect(refusal!.statusCode).toBe(400);
    expect(refusal!.json().error.message).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER : /);
    expect(refusal!.headers['retry-after']).toBe('30');
    const right = await identity('signInWithPassword', { email, password: 'Corretta!2345' });
    expect(right.json().error.message).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER/);
    // A stranger's failures do not lock the owner out: from another address the password works.
    const elsewhere = await app.inject({
      method: 'POST',
      url: `/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${TEST_API_KEY}`,
      payload: { email, password: 'Corretta!2345' },
      remoteAddress: '198.51.100.7',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('assistance messages (they email the tutors): 20 an hour per customer on both forms', async () => {
    const general = await hammer(20, () =>
      injectAs(app, user, 'POST', '/api/v1/user-controller/assistance', {
        message: 'Aiuto',
        type: 'GENERIC',
      }),
    );
    expect(general.passed).toBe(20);
    expect(JSON.parse(general.res.body).error.code).toBe('RATE_LIMITED');

    const customer = await createTestUser(app);
    const requestId = await createTestRequest(app, customer);
    const onRequest = await hammer(20, () =>
      injectAs(app, customer, 'POST', `/v2/requests/${requestId}/assistance`, {
        message: 'Aiuto',
        type: 'GENERIC',
      }),
    );
    expect(onRequest.passed).toBe(20);
    expect(JSON.parse(onRequest.res.body).error.code).toBe('RATE_LIMITED');
  });

  it('every rate-limited route declares its limit (a route list check)', () => {
    const limited = app.registeredRoutes
      .filter((route) => (route.config as { rateLimit?: unknown } | undefined)?.rateLimit)
      .map((route) => `${route.method} ${route.url}`);
    for (const route of [
      'POST /api/v1/user-controller/assistance',
      'POST /v2/requests/:id/assistance',
      'POST /v2/requests/first-request',
      'POST /v1/nps-scores',
      'POST /v1/payments/user-request-payment',
      'GET /v1/places/autocomplete',
      'DELETE /api/v1/user-controller/:uid',
    ]) {
      expect(limited, route).toContain(route);
    }
  });
});
