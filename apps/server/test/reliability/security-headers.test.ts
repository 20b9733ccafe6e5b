import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../helpers';
import { TEST_API_KEY } from '../identity-sdk';
import { createTestRequest } from '../workflow-fixtures';

/** Security headers and limits: CSP, HSTS, framing, body size, rate limits, CORS, cookies. */

function directives(csp: string | undefined) {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let dev: TestApp;
  let prod: TestApp;

  beforeAll(async () => {
    dev = await createTestApp({ env: { CORS_ORIGINS: 'https://partner.example.it' } });
    prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        MAIL_DISABLED: 'true',
        PUBLIC_URL: 'https://portale.equilibrio.it',
      },
    });
  });
  afterAll(async () => {
    await dev?.close();
    await prod?.close();
  });

  it("sends a CSP without 'unsafe-inline' or 'unsafe-eval' scripts, framing refused, on every kind of answer", async () => {
    for (const app of [dev, prod]) {
      for (const url of [
        '/healthz',
        '/v1/legal/privacy',
        '/api/v1/session',
        '/nowhere',
        '/docs/json',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        const csp = directives(res.headers['content-security-policy'] as string);
        const scripts = csp['script-src'] ?? csp['default-src'];
        expect(scripts, url).toBeDefined();
        expect(scripts, url).not.toContain("'unsafe-inline'");
        expect(scripts, url).not.toContain("'unsafe-eval'");
        expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
        expect(csp['object-src'], url).toEqual(["'none'"]);
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      }
    }
  });

  it('sends HSTS in production only', async () => {
    const secure = await prod.inject({ method: 'GET', url: '/healthz' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(secure.headers['strict-transport-security']).toMatch(/includeSubDomains/);
    const local = await dev.inject({ method: 'GET', url: '/healthz' });
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });

  it('sets the anti-forgery cookie Secure and SameSite=Strict in production (not Secure on http dev)', async () => {
    const secure = await prod.inject({ method: 'GET', url: '/healthz' });
    const cookie = String(secure.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    const local = String(
      (await dev.inject({ method: 'GET', url: '/healthz' })).headers['set-cookie'],
    );
    expect(local).toMatch(/SameSite=Strict/i);
    expect(local).not.toMatch(/;\s*Secure/i);
  });

  it('answers a body over 1 MB with 413 and the envelope, storing nothing', async () => {
    const user = await createTestUser(dev);
    const res = await dev.inject({
      method: 'POST',
      url: '/api/v1/user-controller/assistance',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000), type: 'GENERIC' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const identity = await dev.inject({
      method: 'POST',
      url: `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${TEST_API_KEY}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.it', password: 'x'.repeat(1_100_000) }),
    });
    expect(identity.statusCode).toBe(413);
    expect(identity.json().error.message).toBeTypeOf('string');
  });

  it('allows CORS only for the configured origins on the API', async () => {
    const allowed = await dev.inject({
      method: 'OPTIONS',
      url: '/v1/dependents',
      headers: {
        origin: 'https://partner.example.it',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.it');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization/);
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();

    const get = await dev.inject({
      method: 'GET',
      url: '/v1/legal/terms',
      headers: { origin: 'https://partner.example.it' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('https://partner.example.it');

    for (const origin of [
      'https://evil.example.com',
      'https://partner.example.it.evil.com',
      'null',
    ]) {
      const preflight = await dev.inject({
        method: 'OPTIONS',
        url: '/v1/dependents',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(preflight.statusCode, origin).toBe(404);
      const simple = await dev.inject({
        method: 'GET',
        url: '/v1/legal/terms',
        headers: { origin },
      });
      expect(simple.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
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
    const other = await createTestUser(app, { emailVerified: false });
    const { passed, res } = await hammer(5, () =>
      app.inject({
        method: 'GET',
        url: `/api/v1/user-controller/send-verification-email?email=${encodeURIComponent(other.email)}`,
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

  it('sign-in: an account is locked after 5 wrong passwords', async () => {
    const email = `lock.${Date.now()}@example.it`;
    const created = await identity('signUp', { email, password: 'Corretta!2345' });
    expect(created.statusCode).toBe(200);
    const { passed, res } = await hammer(5, async () => {
      const wrong = await identity('signInWithPassword', { email, password: 'Sbagliata!1' });
      // Wrong passwords are 400 INVALID_LOGIN_CREDENTIALS until the lock.
      return /TOO_MANY/.test(wrong.body) ? wrong : { statusCode: 200, body: wrong.body };
    });
    expect(passed).toBe(5);
    expect(JSON.parse(res.body).error.message).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER/);
    const right = await identity('signInWithPassword', { email, password: 'Corretta!2345' });
    expect(right.json().error.message).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER/);
  });

  it('assistance messages (they email the tutors): 20 an hour per customer on both forms', async () => {
    const general = await hammer(20, () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user-controller/assistance',
        headers: user.headers,
        payload: { message: 'Aiuto', type: 'GENERIC' },
      }),
    );
    expect(general.passed).toBe(20);
    expect(JSON.parse(general.res.body).error.code).toBe('RATE_LIMITED');

    const customer = await createTestUser(app);
    const requestId = await createTestRequest(app, customer);
    const onRequest = await hammer(20, () =>
      app.inject({
        method: 'POST',
        url: `/v2/requests/${requestId}/assistance`,
        headers: customer.headers,
        payload: { message: 'Aiuto', type: 'GENERIC' },
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
