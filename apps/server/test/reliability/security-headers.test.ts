import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../helpers';
import { TEST_API_KEY } from '../identity-sdk';

/** Security headers and limits: CSP, HSTS, framing, body size, CORS, cookies (rate limits:
 * rate-limits.test.ts). */

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

  it('production exposes no development surface: /docs, /dev/* and /emulator/* answer 404', async () => {
    for (const url of [
      '/docs',
      '/docs/json',
      '/docs/yaml',
      '/docs/static/index.html',
      '/dev/mailbox',
      '/dev/mailbox/messages',
      '/emulator/v1/projects/equilibrio-local/oobCodes',
    ]) {
      const res = await prod.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        error: { code: 'NOT_FOUND', message: 'Risorsa non trovata.' },
      });
      expect((await dev.inject({ method: 'GET', url })).statusCode, `dev ${url}`).not.toBe(404);
    }
    const withDocs = await createTestApp({
      env: {
        NODE_ENV: 'production',
        MAIL_DISABLED: 'true',
        PUBLIC_URL: 'https://portale.equilibrio.it',
        API_DOCS: 'true',
      },
    });
    try {
      const docs = await withDocs.inject({ method: 'GET', url: '/docs/json' });
      expect(docs.statusCode).toBe(200);
      expect(docs.json().paths).toHaveProperty('/api/v1/session');
      expect((await withDocs.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await withDocs.close();
    }
  });

  it("names Google's Maps hosts in the CSP only when a Maps key is set", async () => {
    const hosts = /https:\/\/(maps\.googleapis\.com|maps\.gstatic\.com|places\.googleapis\.com)/;
    for (const app of [dev, prod]) {
      const csp = directives(
        (await app.inject({ method: 'GET', url: '/healthz' })).headers[
          'content-security-policy'
        ] as string,
      );
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(Object.values(csp).flat().join(' ')).not.toMatch(hosts);
    }
    for (const key of ['GOOGLE_MAPS_API_KEY', 'VITE_GOOGLE_MAPS_API_KEY']) {
      const withMaps = await createTestApp({ env: { [key]: 'chiave-di-prova' } });
      try {
        const csp = directives(
          (await withMaps.inject({ method: 'GET', url: '/healthz' })).headers[
            'content-security-policy'
          ] as string,
        );
        expect(csp['script-src'], key).toEqual(["'self'", 'https://maps.googleapis.com']);
        expect(csp['connect-src'], key).toContain('https://places.googleapis.com');
        expect(csp['img-src'], key).toContain('https://maps.gstatic.com');
      } finally {
        await withMaps.close();
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
