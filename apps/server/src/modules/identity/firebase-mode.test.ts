import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { sessionWith } from '../../../test/identity-fixtures';
import { users } from '../../db/schema/users';

const PROJECT = 'equilibrio-prod';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;

/** IDENTITY_MODE=firebase: the API trusts Google-signed tokens (here a local fake of Google's keys). */
describe('product API authentication in Firebase mode', () => {
  let app: TestApp;
  let google: http.Server;
  let googleKey: CryptoKey;
  let strangerKey: CryptoKey;
  let uidCounter = 0;
  const sentToGoogle: { key: string | null; locale: unknown; body: Record<string, string> }[] = [];

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    googleKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = {
      ...(await exportJWK(pair.publicKey)),
      kid: 'google-key-1',
      alg: 'RS256',
      use: 'sig',
    };
    google = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://google');
      if (url.pathname === '/jwk') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      if (url.pathname !== '/v1/accounts:sendOobCode' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      let raw = '';
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        const body = JSON.parse(raw);
        sentToGoogle.push({
          key: url.searchParams.get('key'),
          locale: request.headers['x-firebase-locale'],
          body,
        });
        const unknown = body.email === 'sconosciuto@example.it';
        response.writeHead(unknown ? 400 : 200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            unknown ? { error: { code: 400, message: 'EMAIL_NOT_FOUND' } } : { email: body.email },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const { port } = google.address() as AddressInfo;
    app = await createTestApp({
      env: {
        IDENTITY_MODE: 'firebase',
        FIREBASE_PROJECT_ID: PROJECT,
        FIREBASE_JWKS_URL: `http://127.0.0.1:${port}/jwk`,
        FIREBASE_IDENTITY_TOOLKIT_URL: `http://127.0.0.1:${port}`,
        FIREBASE_API_KEY: 'web-api-key',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => google.close(resolve));
  });

  // The app's (manual) clock, which checks the tokens: the wall clock runs on while tests wait.
  const now = () => Math.floor(app.ctx.clock.now().getTime() / 1000);

  function googleToken(
    claims: JWTPayload & Record<string, unknown>,
    options: {
      key?: CryptoKey;
      issuer?: string;
      audience?: string;
      kid?: string;
      iat?: number;
    } = {},
  ) {
    const iat = options.iat ?? now();
    return new SignJWT({
      auth_time: iat,
      firebase: { sign_in_provider: 'password', identities: {} },
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'google-key-1' })
      .setIssuer(options.issuer ?? ISSUER)
      .setAudience(options.audience ?? PROJECT)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .setSubject(String(claims.sub))
      .sign(options.key ?? googleKey);
  }

  const newUid = () => `googleUser${++uidCounter}${Date.now()}`;
  const session = (token: string) => sessionWith(app, token);
  const profile = async (uid: string) =>
    (await app.ctx.db.select({ email: users.email }).from(users).where(eq(users.uid, uid)))[0];

  it('gives a page session no longer than the Google token it is made from (Google alone knows of revocations)', async () => {
    const uid = newUid();
    const token = await googleToken(
      { sub: uid, email: 'pagine@example.it', email_verified: true },
      { iat: now() - 600 },
    );
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/session/page',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(204);
    const cookie = res.cookies.find((c) => c.name === 'eq_page_session');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token's remaining 50 minutes (to the second), not two weeks.
    expect(cookie?.maxAge).toBeGreaterThanOrEqual(2999);
    expect(cookie?.maxAge).toBeLessThanOrEqual(3000);
  });

  it('accepts a Google token and creates the profile row of a new uid', async () => {
    const uid = newUid();
    const res = await session(
      await googleToken({ sub: uid, email: 'Persona@Example.it', email_verified: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uid,
      email: 'persona@example.it',
      emailVerified: true,
      isAnonymous: false,
      role: 'customer',
    });
    expect(await profile(uid)).toEqual({ email: 'persona@example.it' });
  });

  it('gives an anonymous account its profile, and the email once it is linked', async () => {
    const uid = newUid();
    const anonymous = await googleToken({
      sub: uid,
      provider_id: 'anonymous',
      firebase: { sign_in_provider: 'anonymous', identities: {} },
    });
    expect((await session(anonymous)).json()).toMatchObject({ uid, isAnonymous: true });
    expect(await profile(uid)).toEqual({ email: null });
    await session(
      await googleToken({ sub: uid, email: 'linked@example.it', email_verified: false }),
    );
    expect(await profile(uid)).toEqual({ email: 'linked@example.it' });
  });

  it('has the profile follow a verified change of email, not an unverified address', async () => {
    const uid = newUid();
    await session(await googleToken({ sub: uid, email: 'prima@example.it', email_verified: true }));
    await session(
      await googleToken({ sub: uid, email: 'non-verificata@example.it', email_verified: false }),
    );
    expect(await profile(uid)).toEqual({ email: 'prima@example.it' });
    await session(await googleToken({ sub: uid, email: 'dopo@example.it', email_verified: true }));
    expect(await profile(uid)).toEqual({ email: 'dopo@example.it' });
  });

  it('reads the staff role from the custom claim', async () => {
    const res = await session(
      await googleToken({ sub: newUid(), email: 't@example.it', role: 'tutor' }),
    );
    expect(res.json().role).toBe('tutor');
  });

  it('refuses tokens of another project, another signer, expired, unsigned or without auth_time', async () => {
    const sub = newUid();
    const refused = [
      await googleToken({ sub }, { audience: 'another-project' }),
      await googleToken({ sub }, { issuer: 'https://securetoken.google.com/another-project' }),
      await googleToken({ sub }, { key: strangerKey }),
      await googleToken({ sub }, { iat: now() - 2 * 3600 }),
      await googleToken({ sub, auth_time: undefined }),
      await googleToken({ sub, auth_time: now() + 3600 }),
    ];
    const [, payload] = (await googleToken({ sub })).split('.');
    refused.push(`${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`);
    for (const token of refused) expect((await session(token)).statusCode).toBe(401);
  });

  it('does not serve the built-in identity service', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k',
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/emulator/v1/projects/p/oobCodes' })).statusCode,
    ).toBe(404);
  });

  it('has Google send the reset email, same answer for unknown addresses', async () => {
    sentToGoogle.length = 0;
    for (const email of ['persona@example.it', 'sconosciuto@example.it']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/user-controller/send-reset-password-email?email=${email}`,
      });
      expect(res.statusCode).toBe(202);
    }
    expect(sentToGoogle).toEqual([
      {
        key: 'web-api-key',
        locale: 'it',
        body: { requestType: 'PASSWORD_RESET', email: 'persona@example.it' },
      },
      {
        key: 'web-api-key',
        locale: 'it',
        body: { requestType: 'PASSWORD_RESET', email: 'sconosciuto@example.it' },
      },
    ]);
  });

  it('has Google lead the reset link back to the dashboard page the login was opened for', async () => {
    sentToGoogle.length = 0;
    const base = '/api/v1/user-controller/send-reset-password-email?email=ritorno@example.it';
    for (const next of ['/dashboard/request-detail/13', 'https://altrove.example/dashboard/home']) {
      const res = await app.inject({
        method: 'GET',
        url: `${base}&next=${encodeURIComponent(next)}`,
      });
      expect(res.statusCode).toBe(202);
    }
    expect(sentToGoogle.map((sent) => sent.body)).toEqual([
      {
        requestType: 'PASSWORD_RESET',
        email: 'ritorno@example.it',
        continueUrl: `${app.ctx.config.publicUrl}/dashboard/request-detail/13`,
      },
      // Another site: Google's own link, as without `next`.
      { requestType: 'PASSWORD_RESET', email: 'ritorno@example.it' },
    ]);
  });

  it('has Google send the verification email with the signed-in user’s token only', async () => {
    sentToGoogle.length = 0;
    const idToken = await googleToken({
      sub: newUid(),
      email: 'nuovo@example.it',
      email_verified: false,
    });
    const url = '/api/v1/user-controller/send-verification-email?email=nuovo@example.it';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(202);
    expect(sentToGoogle).toEqual([]);
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(res.statusCode).toBe(202);
    expect(sentToGoogle).toEqual([
      { key: 'web-api-key', locale: 'it', body: { requestType: 'VERIFY_EMAIL', idToken } },
    ]);
  });
});
