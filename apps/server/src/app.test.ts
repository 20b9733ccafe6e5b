import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  injectAs,
  type TestUser,
  useTestApp,
} from '../test/helpers';
import type { ManualClock } from './lib/clock';

describe('foundation: health, errors, authentication', () => {
  const app = useTestApp();

  it('answers /healthz 200 while the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 when migrated and 503 once shutting down', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
    });
    app.ctx.lifecycle.shuttingDown = true;
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    app.ctx.lifecycle.shuttingDown = false;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'shutting-down' });
  });

  it('answers unknown API paths with the 404 error envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('answers invalid input with 400 and the failing fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox/messages?limit=abc' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toContain('querystring.limit');
  });

  it('sends security headers and an XSRF-TOKEN cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['set-cookie'])).toMatch(
      /XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Strict/,
    );
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI description', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/v1/session');
  });

  describe('bearer tokens', () => {
    it('lets a valid ID token through', async () => {
      const user = await createTestUser(app, { role: 'tutor' });
      const res = await injectAs(app, user, 'GET', '/api/v1/session');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        uid: user.uid,
        email: user.email,
        role: 'tutor',
        isAnonymous: false,
      });
    });

    it('refuses a missing token', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/session' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    });

    /** Ways to forge a token from a real one of `user`: each one is refused (401). */
    const forgeries: [string, (user: TestUser) => string | Promise<string>][] = [
      [
        'a tampered token',
        (user) => {
          const [header, payload, signature] = user.token.split('.');
          const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
          const forged = Buffer.from(JSON.stringify({ ...claims, role: 'tutor' })).toString(
            'base64url',
          );
          return `${header}.${forged}.${signature}`;
        },
      ],
      [
        'an unsigned alg:none token',
        (user) => {
          const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString());
          return `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
        },
      ],
      [
        'a token signed by another key or for another issuer',
        async (user) => {
          const { privateKey } = await generateKeyPair('RS256');
          const now = Math.floor(Date.now() / 1000);
          return new SignJWT({
            user_id: user.uid,
            firebase: { sign_in_provider: 'password', identities: {} },
          })
            .setProtectedHeader({ alg: 'RS256', kid: 'foreign' })
            .setIssuer('https://securetoken.google.com/another-project')
            .setAudience('another-project')
            .setSubject(user.uid)
            .setIssuedAt(now)
            .setExpirationTime(now + 3600)
            .sign(privateKey);
        },
      ],
    ];
    it.each(forgeries)('refuses %s', async (_, forge) => {
      const token = await forge(await createTestUser(app));
      const res = await injectAs(
        app,
        { headers: { authorization: `Bearer ${token}` } },
        'GET',
        '/api/v1/session',
      );
      expect(res.statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const user = await createTestUser(app);
      (app.ctx.clock as ManualClock).advance(2 * 3600 * 1000);
      const res = await injectAs(app, user, 'GET', '/api/v1/session');
      (app.ctx.clock as ManualClock).advance(-2 * 3600 * 1000);
      expect(res.statusCode).toBe(401);
    });
  });
});

describe('foundation: database outage', () => {
  it('reports 503 on /healthz once the database is gone', async () => {
    const app = await createTestApp();
    await app.database.close();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await app.close();
  });
});
