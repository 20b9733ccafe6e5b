import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, useTestApp } from '../../../test/helpers';
import { identityOobCodes, identitySessions, identityUsers } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import type { ManualClock } from '../../lib/clock';
import { provisionAccount, setAccountDisabled } from './identity.service';

const IT = '/identitytoolkit.googleapis.com';
const key = '?key=test-key';
const PASSWORD = 'Segreta!123';
const NEW_PASSWORD = 'Nuova#Password9';

let counter = 0;
const uniqueEmail = (label = 'api') =>
  `${label.toLowerCase()}.${Date.now().toString(36)}${++counter}@example.it`;

describe('identity endpoints on the wire', () => {
  const app = useTestApp({ env: { TRUST_PROXY: 'true' } });
  let clock: ManualClock;

  beforeAll(async () => {
    clock = app.ctx.clock as ManualClock;
  });

  const call = (path: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `${IT}/v1/accounts:${path}${key}`,
      payload: payload ?? {},
      headers,
    });
  const refresh = (refreshToken: string) =>
    app.inject({
      method: 'POST',
      url: `/securetoken.googleapis.com/v1/token${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
    });
  const signUp = async (email = uniqueEmail(), password = PASSWORD) => {
    const res = await call('signUp', { email, password, returnSecureToken: true });
    expect(res.statusCode).toBe(200);
    return { email, ...(res.json() as { localId: string; idToken: string; refreshToken: string }) };
  };
  const errorOf = (res: { json(): unknown }) =>
    (res.json() as { error: { message: string } }).error.message;

  describe('transport', () => {
    it('answers CORS preflights for any origin, with the private-network header', async () => {
      const res = await app.inject({
        method: 'OPTIONS',
        url: `${IT}/v1/accounts:signUp${key}`,
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-client-version,x-firebase-locale',
          'access-control-request-private-network': 'true',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(res.headers['access-control-allow-methods']).toContain('POST');
      expect(res.headers['access-control-allow-headers']).toBe(
        'content-type,x-client-version,x-firebase-locale',
      );
      expect(res.headers['access-control-allow-private-network']).toBe('true');
      const token = await app.inject({
        method: 'OPTIONS',
        url: '/securetoken.googleapis.com/v1/token?key=k',
        headers: { origin: 'https://example.it', 'access-control-request-method': 'POST' },
      });
      expect(token.statusCode).toBe(204);
      expect(token.headers['access-control-allow-headers']).toContain('x-firebase-gmpid');
    });

    it('reflects the origin on the actual answer too', async () => {
      const res = await call('signUp', {}, { origin: 'http://localhost:5173' });
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    });

    it('refuses calls without an API key, as Google does', async () => {
      const res = await app.inject({
        method: 'POST',
        url: `${IT}/v1/accounts:signUp`,
        payload: {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: {
          code: 403,
          message: 'The request is missing a valid API key.',
          errors: [
            {
              message: 'The request is missing a valid API key.',
              domain: 'global',
              reason: 'invalid',
            },
          ],
          status: 'PERMISSION_DENIED',
        },
      });
    });

    it('uses Google’s error envelope and message strings', async () => {
      const { email } = await signUp();
      const res = await call('signUp', { email, password: PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 400,
          message: 'EMAIL_EXISTS',
          errors: [{ message: 'EMAIL_EXISTS', domain: 'global', reason: 'invalid' }],
        },
      });
      expect(errorOf(await call('signUp', { email: uniqueEmail(), password: 'corta' }))).toBe(
        'PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing password requirements: [Password must contain at least 8 characters, Password must contain an upper case character, Password must contain a numeric character, Password must contain a non-alphanumeric character]',
      );
      expect(errorOf(await call('signUp', { email: 'non-una-email', password: PASSWORD }))).toBe(
        'INVALID_EMAIL',
      );
      expect(errorOf(await call('signUp', { email: uniqueEmail() }))).toBe('MISSING_PASSWORD');
      expect(errorOf(await call('signInWithPassword', { email: uniqueEmail() }))).toBe(
        'MISSING_PASSWORD',
      );
      expect(errorOf(await call('lookup', {}))).toBe('MISSING_ID_TOKEN');
      expect(errorOf(await call('lookup', { idToken: 'a.b.c' }))).toBe('INVALID_ID_TOKEN');
      expect(errorOf(await call('sendOobCode', { email: uniqueEmail() }))).toBe('MISSING_REQ_TYPE');
      expect(errorOf(await call('resetPassword', {}))).toBe('MISSING_OOB_CODE');
    });

    it('answers bad JSON and wrong types in the same envelope, never a 500', async () => {
      const bad = await app.inject({
        method: 'POST',
        url: `${IT}/v1/accounts:signUp${key}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad)).toMatch(/^INVALID_ARGUMENT/);
      const wrongType = await call('signInWithPassword', { email: 42, password: PASSWORD });
      expect(wrongType.statusCode).toBe(400);
      expect(errorOf(wrongType)).toMatch(/^INVALID_ARGUMENT/);
    });

    it('refuses sign-in methods it does not offer', async () => {
      const res = await call('signInWithIdp', { requestUri: 'http://localhost' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe('OPERATION_NOT_ALLOWED');
    });

    it('ignores fields it does not know (the SDK sends some)', async () => {
      const res = await call('signUp', {
        returnSecureToken: true,
        clientType: 'CLIENT_TYPE_WEB',
        captchaResponse: 'x',
      });
      expect(res.statusCode).toBe(200);
    });

    it('serves the password policy, reCAPTCHA off and the project', async () => {
      const policy = await app.inject({ method: 'GET', url: `${IT}/v2/passwordPolicy${key}` });
      expect(policy.json()).toEqual({
        customStrengthOptions: {
          minPasswordLength: 8,
          containsUppercaseCharacter: true,
          containsNumericCharacter: true,
          containsNonAlphanumericCharacter: true,
        },
        allowedNonAlphanumericCharacters: [...'!@#$%^&*(),.?":{}|<>'],
        enforcementState: 'ENFORCE',
        forceUpgradeOnSignin: false,
        schemaVersion: 1,
      });
      const recaptcha = await app.inject({
        method: 'GET',
        url: `${IT}/v2/recaptchaConfig?clientType=CLIENT_TYPE_WEB&version=RECAPTCHA_ENTERPRISE&key=k`,
      });
      expect(recaptcha.json().recaptchaKey).toMatch(/^projects\/[^/]+\/keys\/[^/]+$/);
      expect(recaptcha.json().recaptchaEnforcementState).toEqual([
        { provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' },
        { provider: 'PHONE_PROVIDER', enforcementState: 'OFF' },
      ]);
      const project = await app.inject({ method: 'GET', url: `${IT}/v1/projects${key}` });
      expect(project.json()).toEqual({
        projectId: 'equilibrio-local',
        authorizedDomains: ['localhost'],
      });
    });
  });

  describe('responses', () => {
    it('answers sign-up, lookup and refresh with Google’s field types', async () => {
      const created = await signUp(uniqueEmail('Tipi'));
      expect(created).toMatchObject({
        kind: 'identitytoolkit#SignupNewUserResponse',
        localId: expect.any(String),
        email: created.email.toLowerCase(),
        expiresIn: '3600',
      });
      const [header, payload] = created.idToken.split('.');
      expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({
        alg: 'RS256',
        kid: expect.any(String),
        typ: 'JWT',
      });
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      expect(claims).toMatchObject({
        iss: 'https://securetoken.google.com/equilibrio-local',
        aud: 'equilibrio-local',
        sub: created.localId,
        user_id: created.localId,
        email: created.email.toLowerCase(),
        email_verified: false,
        firebase: {
          identities: { email: [created.email.toLowerCase()] },
          sign_in_provider: 'password',
        },
      });
      expect(claims.exp - claims.iat).toBe(3600);

      const lookup = await call('lookup', { idToken: created.idToken });
      const [user] = lookup.json().users;
      expect(lookup.json().kind).toBe('identitytoolkit#GetAccountInfoResponse');
      expect(user).toEqual({
        localId: created.localId,
        email: created.email.toLowerCase(),
        emailVerified: false,
        passwordHash: 'UkVEQUNURUQ=',
        passwordUpdatedAt: expect.any(Number),
        validSince: expect.stringMatching(/^\d{10}$/),
        lastLoginAt: expect.stringMatching(/^\d{13}$/),
        createdAt: expect.stringMatching(/^\d{13}$/),
        lastRefreshAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        providerUserInfo: [
          {
            providerId: 'password',
            email: created.email.toLowerCase(),
            federatedId: created.email.toLowerCase(),
            rawId: created.email.toLowerCase(),
          },
        ],
      });

      const refreshed = await refresh(created.refreshToken);
      expect(refreshed.json()).toEqual({
        access_token: expect.any(String),
        expires_in: '3600',
        id_token: expect.any(String),
        project_id: expect.stringMatching(/^\d+$/),
        refresh_token: created.refreshToken,
        token_type: 'Bearer',
        user_id: created.localId,
      });
      expect(refreshed.json().access_token).toBe(refreshed.json().id_token);
    });

    it('describes an anonymous account without email or providers', async () => {
      const res = await call('signUp', { returnSecureToken: true });
      const body = res.json();
      expect(body.email).toBeUndefined();
      const claims = JSON.parse(Buffer.from(body.idToken.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({
        provider_id: 'anonymous',
        firebase: { identities: {}, sign_in_provider: 'anonymous' },
      });
      const [user] = (await call('lookup', { idToken: body.idToken })).json().users;
      expect(Object.keys(user).sort()).toEqual([
        'createdAt',
        'lastLoginAt',
        'lastRefreshAt',
        'localId',
        'validSince',
      ]);
    });

    it('never returns anything stored in the identity tables', async () => {
      const created = await signUp();
      const [stored] = await app.ctx.db
        .select({ hash: identityUsers.passwordHash })
        .from(identityUsers)
        .where(eq(identityUsers.uid, created.localId));
      const sessions = await app.ctx.db
        .select({ hash: identitySessions.tokenHash })
        .from(identitySessions)
        .where(eq(identitySessions.uid, created.localId));
      await call('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: created.idToken });
      const codes = await app.ctx.db
        .select({ hash: identityOobCodes.codeHash })
        .from(identityOobCodes)
        .where(eq(identityOobCodes.uid, created.localId));
      const [, , , salt, storedKey] = stored!.hash!.split('$').slice(1);
      const secrets = [
        stored!.hash!,
        salt!,
        storedKey!,
        ...sessions.map((s) => s.hash),
        ...codes.map((c) => c.hash),
      ];
      expect(secrets.length).toBeGreaterThanOrEqual(5);

      const answers = [
        await call('lookup', { idToken: created.idToken }),
        await call('update', { idToken: created.idToken, displayName: 'Nome' }),
        await call('signInWithPassword', { email: created.email, password: PASSWORD }),
        await refresh(created.refreshToken),
        await app.inject({ method: 'GET', url: '/emulator/v1/projects/equilibrio-local/oobCodes' }),
        await app.inject({
          method: 'GET',
          url: '/api/v1/session',
          headers: { authorization: `Bearer ${created.idToken}` },
        }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        for (const secret of secrets) expect(answer.body).not.toContain(secret);
        expect(answer.body).not.toMatch(/scrypt\$|"salt"/);
      }
      expect(answers[0]!.json().users[0].passwordHash).toBe('UkVEQUNURUQ=');
    });
  });

  describe('refresh tokens', () => {
    it('stop working after a password change, with TOKEN_EXPIRED', async () => {
      const created = await signUp();
      const other = (
        await call('signInWithPassword', { email: created.email, password: PASSWORD })
      ).json();
      const changed = await call('update', {
        idToken: created.idToken,
        password: NEW_PASSWORD,
        returnSecureToken: true,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().idToken).toEqual(expect.any(String));
      expect(changed.json().refreshToken).not.toBe(created.refreshToken);

      for (const old of [created.refreshToken, other.refreshToken]) {
        const res = await refresh(old);
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toBe('TOKEN_EXPIRED');
      }
      expect((await refresh(changed.json().refreshToken)).statusCode).toBe(200);
      // The old ID tokens are revoked too, for the identity service and for the API.
      expect(errorOf(await call('lookup', { idToken: other.idToken }))).toBe('TOKEN_EXPIRED');
      const api = await app.inject({
        method: 'GET',
        url: '/api/v1/session',
        headers: { authorization: `Bearer ${other.idToken}` },
      });
      expect(api.statusCode).toBe(401);
      const fresh = await app.inject({
        method: 'GET',
        url: '/api/v1/session',
        headers: { authorization: `Bearer ${changed.json().idToken}` },
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('answer garbage, deleted and disabled accounts distinctly', async () => {
      expect(errorOf(await refresh('garbage'))).toBe('INVALID_REFRESH_TOKEN');
      const gone = await signUp();
      await call('delete', { idToken: gone.idToken });
      expect(errorOf(await refresh(gone.refreshToken))).toBe('USER_NOT_FOUND');
      const disabled = await signUp();
      await app.ctx.db
        .update(identityUsers)
        .set({ disabled: true })
        .where(eq(identityUsers.uid, disabled.localId));
      expect(errorOf(await refresh(disabled.refreshToken))).toBe('USER_DISABLED');
      const grant = await app.inject({
        method: 'POST',
        url: `/securetoken.googleapis.com/v1/token${key}`,
        payload: { grant_type: 'password', refresh_token: gone.refreshToken },
      });
      expect(errorOf(grant)).toBe('INVALID_GRANT_TYPE');
    });

    it('end after 90 idle days; expired codes and idle sessions are cleaned up', async () => {
      const idle = await signUp();
      const active = await signUp();
      await call('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: idle.idToken });
      clock.advance(60 * 24 * 3600_000);
      expect((await refresh(active.refreshToken)).statusCode).toBe(200);
      clock.advance(31 * 24 * 3600_000);
      try {
        expect(errorOf(await refresh(idle.refreshToken))).toBe('TOKEN_EXPIRED');
        expect((await refresh(active.refreshToken)).statusCode).toBe(200);
        await app.jobs.runAll();
        const sessions = await app.ctx.db
          .select({ uid: identitySessions.uid })
          .from(identitySessions)
          .where(eq(identitySessions.uid, idle.localId));
        expect(sessions).toEqual([]);
        const codes = await app.ctx.db
          .select({ uid: identityOobCodes.uid })
          .from(identityOobCodes)
          .where(eq(identityOobCodes.uid, idle.localId));
        expect(codes).toEqual([]);
      } finally {
        clock.advance(-91 * 24 * 3600_000);
      }
    });

    it('keep working across ID-token expiry; an expired ID token is refused by the API', async () => {
      const created = await signUp();
      clock.advance(2 * 3600_000);
      try {
        const api = await app.inject({
          method: 'GET',
          url: '/api/v1/session',
          headers: { authorization: `Bearer ${created.idToken}` },
        });
        expect(api.statusCode).toBe(401);
        expect(errorOf(await call('lookup', { idToken: created.idToken }))).toBe(
          'INVALID_ID_TOKEN',
        );
        const res = await refresh(created.refreshToken);
        expect(res.statusCode).toBe(200);
        const again = await app.inject({
          method: 'GET',
          url: '/api/v1/session',
          headers: { authorization: `Bearer ${res.json().id_token}` },
        });
        expect(again.statusCode).toBe(200);
      } finally {
        clock.advance(-2 * 3600_000);
      }
    });
  });

  describe('product API authentication', () => {
    it('lets an anonymous account in, as anonymous', async () => {
      const anonymous = (await call('signUp', {})).json();
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/session',
        headers: { authorization: `Bearer ${anonymous.idToken}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ uid: anonymous.localId, isAnonymous: true, email: null });
    });

    it('shuts out a disabled or deleted account at once', async () => {
      const disabled = await createTestUser(app);
      await app.ctx.db
        .update(identityUsers)
        .set({ disabled: true })
        .where(eq(identityUsers.uid, disabled.uid));
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/session', headers: disabled.headers }))
          .statusCode,
      ).toBe(401);
      const deleted = await signUp();
      await call('delete', { idToken: deleted.idToken });
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/session',
        headers: { authorization: `Bearer ${deleted.idToken}` },
      });
      expect(res.statusCode).toBe(401);
    });

    it('disabling an account revokes its sessions; enabling it lets it sign in again', async () => {
      const created = await signUp();
      await setAccountDisabled(app.ctx, created.localId, {
        disabled: true,
        reason: null,
        actorUid: null,
      });
      expect(errorOf(await refresh(created.refreshToken))).toBe('USER_DISABLED');
      const api = await app.inject({
        method: 'GET',
        url: '/api/v1/session',
        headers: { authorization: `Bearer ${created.idToken}` },
      });
      expect(api.statusCode).toBe(401);
      expect(
        errorOf(await call('signInWithPassword', { email: created.email, password: PASSWORD })),
      ).toBe('USER_DISABLED');
      await setAccountDisabled(app.ctx, created.localId, {
        disabled: false,
        reason: null,
        actorUid: null,
      });
      expect(
        (await call('signInWithPassword', { email: created.email, password: PASSWORD })).statusCode,
      ).toBe(200);
    });

    it('publishes the keys that verify its tokens', async () => {
      const res = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
      const { keys } = res.json();
      const { idToken } = await signUp();
      const kid = JSON.parse(Buffer.from(idToken.split('.')[0]!, 'base64url').toString()).kid;
      expect(keys.map((k: { kid: string }) => k.kid)).toContain(kid);
      expect(JSON.stringify(keys)).not.toMatch(/"d"|"p"|"q"|"dp"|"dq"|"qi"/);
    });
  });

  describe('accounts', () => {
    it('creates the profile row in the same step, and keeps it (anonymised) on deletion', async () => {
      const created = await signUp(uniqueEmail('Profilo'));
      await app.ctx.db
        .update(users)
        .set({ name: 'Giulia', phone: '+39 333 000 0000' })
        .where(eq(users.uid, created.localId));
      const res = await call('delete', { idToken: created.idToken });
      expect(res.json()).toEqual({ kind: 'identitytoolkit#DeleteAccountResponse' });
      const [profile] = await app.ctx.db
        .select({
          email: users.email,
          name: users.name,
          phone: users.phone,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .where(eq(users.uid, created.localId));
      expect(profile).toEqual({
        email: null,
        name: null,
        phone: null,
        deletedAt: expect.any(Date),
      });
      const identity = await app.ctx.db
        .select()
        .from(identityUsers)
        .where(eq(identityUsers.uid, created.localId));
      expect(identity).toHaveLength(0);
      expect(errorOf(await call('lookup', { idToken: created.idToken }))).toBe('USER_NOT_FOUND');
    });

    it('does not change the email through update (it changes only through a link)', async () => {
      const created = await signUp();
      const res = await call('update', { idToken: created.idToken, email: uniqueEmail() });
      expect(errorOf(res)).toMatch(/^OPERATION_NOT_ALLOWED/);
    });

    it('refuses a password change or deletion with an old sign-in', async () => {
      const created = await signUp();
      clock.advance(5 * 60_000 + 1000);
      try {
        const fresh = (await refresh(created.refreshToken)).json().id_token;
        expect(errorOf(await call('update', { idToken: fresh, password: NEW_PASSWORD }))).toBe(
          'CREDENTIAL_TOO_OLD_LOGIN_AGAIN',
        );
        expect(errorOf(await call('delete', { idToken: fresh }))).toBe(
          'CREDENTIAL_TOO_OLD_LOGIN_AGAIN',
        );
        // A profile change needs no recent sign-in.
        expect((await call('update', { idToken: fresh, displayName: 'Ok' })).statusCode).toBe(200);
      } finally {
        clock.advance(-(5 * 60_000 + 1000));
      }
    });

    it('bounds password hashing: a flood of sign-ins is turned away, other calls still answer', async () => {
      const flood = await createTestApp();
      try {
        const signIns = Array.from({ length: 100 }, (_, i) =>
          flood.inject({
            method: 'POST',
            url: `${IT}/v1/accounts:signInWithPassword${key}`,
            payload: { email: `piena${i}@example.it`, password: 'Tentativo!1' },
          }),
        );
        const health = await flood.inject({ method: 'GET', url: '/healthz' });
        expect(health.statusCode).toBe(200);
        const messages = (await Promise.all(signIns)).map(errorOf);
        const busy = messages.filter((m) => m.startsWith('TOO_MANY_ATTEMPTS_TRY_LATER'));
        expect(busy.length).toBeGreaterThan(0);
        expect(messages.filter((m) => m === 'INVALID_LOGIN_CREDENTIALS').length).toBeGreaterThan(0);
      } finally {
        await flood.close();
      }
    }, 60_000);

    it('keeps room for others while one address floods the sign-in', async () => {
      const flood = await createTestApp();
      try {
        const account = { email: 'sotto.assedio@example.it', password: 'Assedio!2345' };
        const signUp = await flood.inject({
          method: 'POST',
          url: `${IT}/v1/accounts:signUp${key}`,
          payload: { ...account, returnSecureToken: true },
        });
        expect(signUp.statusCode).toBe(200);
        const signIn = (remoteAddress: string) =>
          flood.inject({
            method: 'POST',
            url: `${IT}/v1/accounts:signInWithPassword${key}`,
            payload: { ...account, returnSecureToken: true },
            remoteAddress,
          });
        // 50 clients at one address, each sending its next sign-in as soon as one is answered:
        // the hashing queue stays full.
        let flooding = true;
        const flooded: number[] = [];
        const clients = Array.from({ length: 50 }, async () => {
          while (flooding) flooded.push((await signIn('203.0.113.7')).statusCode);
        });
        await expect
          .poll(() => flooded.filter((status) => status === 400).length)
          .toBeGreaterThan(50);
        // Three people elsewhere sign in meanwhile: each takes one of the flood's places.
        const others = await Promise.all(
          ['198.51.100.20', '198.51.100.21', '198.51.100.22'].map(signIn),
        );
        flooding = false;
        await Promise.all(clients);
        expect(others.map((res) => res.statusCode)).toEqual([200, 200, 200]);
        expect(flooded.filter((status) => status === 200).length).toBeGreaterThan(0);
      } finally {
        await flood.close();
      }
    }, 60_000);

    /**
     * 45 calls of `flood` at once (one account's password-setting calls, from one address); once
     * the first answers are back, three sign-ins of another account from three other addresses.
     * Those succeed; the flood gets one change through and 4xx answers in the envelope.
     */
    async function floodAndSignInElsewhere(
      target: TestApp,
      flood: () => Promise<LightMyRequestResponse>,
    ) {
      const other = { email: uniqueEmail('Altrove'), password: PASSWORD, returnSecureToken: true };
      const created = await target.inject({
        method: 'POST',
        url: `${IT}/v1/accounts:signUp${key}`,
        payload: other,
        remoteAddress: '198.51.100.30',
      });
      expect(created.statusCode).toBe(200);
      let answered = 0;
      const flooded = Array.from({ length: 45 }, () =>
        flood().then((res) => {
          answered += 1;
          return res;
        }),
      );
      await expect.poll(() => answered).toBeGreaterThan(0);
      const others = await Promise.all(
        ['198.51.100.20', '198.51.100.21', '198.51.100.22'].map((remoteAddress) =>
          target.inject({
            method: 'POST',
            url: `${IT}/v1/accounts:signInWithPassword${key}`,
            payload: other,
            remoteAddress,
          }),
        ),
      );
      const answers = await Promise.all(flooded);
      expect(others.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      for (const res of answers) {
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode !== 200) {
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.json().error.message, res.body).toEqual(expect.any(String));
        }
      }
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
      return answers;
    }

    const FLOODER = '203.0.113.8';

    it('a 45-way flood of one account’s password changes leaves room for other sign-ins', async () => {
      const flood = await createTestApp();
      try {
        const created = (
          await flood.inject({
            method: 'POST',
            url: `${IT}/v1/accounts:signUp${key}`,
            payload: { email: uniqueEmail('Cambi'), password: PASSWORD, returnSecureToken: true },
            remoteAddress: FLOODER,
          })
        ).json();
        const answers = await floodAndSignInElsewhere(flood, () =>
          flood.inject({
            method: 'POST',
            url: `${IT}/v1/accounts:update${key}`,
            payload: { idToken: created.idToken, password: NEW_PASSWORD, returnSecureToken: true },
            remoteAddress: FLOODER,
          }),
        );
        const refused = answers.filter(
          (res) => res.statusCode !== 200 && /^TOO_MANY_ATTEMPTS_TRY_LATER/.test(errorOf(res)),
        );
        expect(refused.length).toBeGreaterThanOrEqual(40);
        for (const res of refused) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await flood.close();
      }
    }, 60_000);

    it('a 45-way flood of one anonymous account’s links leaves room for other sign-ins', async () => {
      const flood = await createTestApp();
      try {
        const anonymous = (
          await flood.inject({
            method: 'POST',
            url: `${IT}/v1/accounts:signUp${key}`,
            payload: { returnSecureToken: true },
            remoteAddress: FLOODER,
          })
        ).json();
        const email = uniqueEmail('Collega');
        await floodAndSignInElsewhere(flood, () =>
          flood.inject({
            method: 'POST',
            url: `${IT}/v1/accounts:signUp${key}`,
            payload: { idToken: anonymous.idToken, email, password: PASSWORD },
            remoteAddress: FLOODER,
          }),
        );
      } finally {
        await flood.close();
      }
    }, 60_000);

    it('a 45-way flood of one reset code leaves room for other sign-ins', async () => {
      const flood = await createTestApp();
      try {
        const email = uniqueEmail('Reimposta');
        await flood.inject({
          method: 'POST',
          url: `${IT}/v1/accounts:signUp${key}`,
          payload: { email, password: PASSWORD },
        });
        await flood.inject({
          method: 'POST',
          url: `${IT}/v1/accounts:sendOobCode${key}`,
          payload: { requestType: 'PASSWORD_RESET', email },
        });
        const codes = await flood.inject({
          method: 'GET',
          url: '/emulator/v1/projects/equilibrio-local/oobCodes',
        });
        const { oobCode } = codes.json().oobCodes.at(-1);
        await floodAndSignInElsewhere(flood, () =>
          flood.inject({
            method: 'POST',
            url: `${IT}/v1/accounts:resetPassword${key}`,
            payload: { oobCode, newPassword: NEW_PASSWORD },
            remoteAddress: FLOODER,
          }),
        );
      } finally {
        await flood.close();
      }
    }, 60_000);

    it('a 45-way flood of one account-claim link leaves room for other sign-ins', async () => {
      const flood = await createTestApp();
      try {
        const visitor = (
          await flood.inject({
            method: 'POST',
            url: `${IT}/v1/accounts:signUp${key}`,
            payload: { returnSecureToken: true },
          })
        ).json();
        const email = uniqueEmail('Reclamo');
        await flood.ctx.db.update(users).set({ email }).where(eq(users.uid, visitor.localId));
        (flood.ctx.clock as ManualClock).advance(31 * 60_000);
        await flood.jobs.runAll();
        const [mail] = await flood.ctx.db
          .select({ text: mailOutbox.text })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, email));
        const oobCode = new URL(mail!.text!.match(/https?:\/\/\S+/)![0]).searchParams.get(
          'oobCode',
        );
        await floodAndSignInElsewhere(flood, () =>
          flood.inject({
            method: 'POST',
            url: '/api/v1/user-controller/claim-account',
            payload: { oobCode, password: PASSWORD },
            remoteAddress: FLOODER,
          }),
        );
      } finally {
        await flood.close();
      }
    }, 60_000);

    it('limits password changes per account: 5 in 15 minutes, then TOO_MANY_ATTEMPTS_TRY_LATER', async () => {
      const limited = await createTestApp();
      try {
        const email = uniqueEmail('Limite');
        const inject = (path: string, payload: object) =>
          limited.inject({ method: 'POST', url: `${IT}/v1/accounts:${path}${key}`, payload });
        let idToken = (await inject('signUp', { email, password: PASSWORD })).json().idToken;
        for (let change = 0; change < 5; change++) {
          const res = await inject('update', { idToken, password: `${NEW_PASSWORD}${change}` });
          expect(res.statusCode, res.body).toBe(200);
          idToken = res.json().idToken;
        }
        const refused = await inject('update', { idToken, password: 'Ancora#Una1' });
        expect(refused.statusCode).toBe(400);
        expect(errorOf(refused)).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER : /);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // Nothing changed: the last password set still signs in, the refused one does not.
        expect(
          (await inject('signInWithPassword', { email, password: 'Ancora#Una1' })).statusCode,
        ).toBe(400);
        const signedIn = await inject('signInWithPassword', {
          email,
          password: `${NEW_PASSWORD}4`,
        });
        expect(signedIn.statusCode).toBe(200);
        (limited.ctx.clock as ManualClock).advance(15 * 60_000 + 1000);
        const fresh = await inject('signInWithPassword', { email, password: `${NEW_PASSWORD}4` });
        const later = await inject('update', {
          idToken: fresh.json().idToken,
          password: 'Ancora#Una1',
        });
        expect(later.statusCode, later.body).toBe(200);
      } finally {
        await limited.close();
      }
    }, 60_000);

    it('runs two password changes of one account one after the other: one wins, the other is refused', async () => {
      const created = await signUp(uniqueEmail('Insieme'));
      const [first, second] = await Promise.all(
        ['Prima#Scelta1', 'Seconda#Scelta2'].map((password) =>
          call('update', { idToken: created.idToken, password, returnSecureToken: true }),
        ),
      );
      expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 400]);
      const [won, lost] =
        first!.statusCode === 200
          ? ['Prima#Scelta1', 'Seconda#Scelta2']
          : ['Seconda#Scelta2', 'Prima#Scelta1'];
      expect(errorOf(first!.statusCode === 200 ? second! : first!)).toBe('TOKEN_EXPIRED');
      const winner = first!.statusCode === 200 ? first! : second!;
      // The tokens answered to the winner stay valid; its password is the account's.
      expect((await refresh(winner.json().refreshToken)).statusCode).toBe(200);
      expect(
        (await call('signInWithPassword', { email: created.email, password: won })).statusCode,
      ).toBe(200);
      expect(
        errorOf(await call('signInWithPassword', { email: created.email, password: lost })),
      ).toBe('INVALID_LOGIN_CREDENTIALS');
    });

    it('locks out an address that sprays many accounts', async () => {
      const spray = await createTestApp();
      try {
        const headers = { 'x-forwarded-for': '203.0.113.9' };
        for (let i = 0; i < 50; i++) {
          const res = await spray.inject({
            method: 'POST',
            url: `${IT}/v1/accounts:signInWithPassword${key}`,
            payload: { email: `vittima${i}@example.it`, password: 'Tentativo!1' },
            headers,
          });
          expect(errorOf(res)).toBe('INVALID_LOGIN_CREDENTIALS');
        }
        const blocked = await spray.inject({
          method: 'POST',
          url: `${IT}/v1/accounts:signInWithPassword${key}`,
          payload: { email: 'altra@example.it', password: 'Tentativo!1' },
        });
        expect(errorOf(blocked)).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER : /);
      } finally {
        await spray.close();
      }
    }, 60_000);
  });

  describe('emails of the product API', () => {
    const outboxFor = (email: string) =>
      app.ctx.db
        .select({
          template: mailOutbox.template,
          text: mailOutbox.text,
          subject: mailOutbox.subject,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email.toLowerCase()));

    it('sends the reset email, answering the same for unknown addresses', async () => {
      const { email } = await signUp(uniqueEmail('Dimenticata'));
      const unknown = uniqueEmail('nessuno');
      const known = await app.inject({
        method: 'GET',
        url: `/api/v1/user-controller/send-reset-password-email?email=${encodeURIComponent(email)}`,
      });
      const other = await app.inject({
        method: 'GET',
        url: `/api/v1/user-controller/send-reset-password-email?email=${encodeURIComponent(unknown)}`,
      });
      expect(known.statusCode).toBe(202);
      expect(other.statusCode).toBe(202);
      expect(other.body).toBe(known.body);
      expect(await outboxFor(unknown)).toEqual([]);
      const [mail] = await outboxFor(email);
      expect(mail).toMatchObject({
        template: 'reset-password',
        subject: 'Reimposta la password di Equilibrio',
      });
      const link = new URL(mail!.text!.match(/https?:\/\/\S+/)![0]);
      expect(link.origin + link.pathname).toBe('http://localhost:8080/email-handler');
      expect(Object.fromEntries(link.searchParams)).toMatchObject({
        mode: 'resetPassword',
        lang: 'it',
        oobCode: expect.any(String),
        apiKey: expect.any(String),
        continueUrl: expect.stringContaining('http://localhost:8080/'),
      });
      // The emailed code is the one the SDK confirms.
      const reset = await call('resetPassword', {
        oobCode: link.searchParams.get('oobCode'),
        newPassword: NEW_PASSWORD,
      });
      expect(reset.json()).toEqual({
        kind: 'identitytoolkit#ResetPasswordResponse',
        requestType: 'PASSWORD_RESET',
        email,
      });
    });

    it('sends the verification email to an unverified account only, same answer otherwise', async () => {
      const { email } = await signUp(uniqueEmail('Verifica'));
      const verified = await createTestUser(app, { emailVerified: true });
      const answers = [];
      for (const address of [email, verified.email, uniqueEmail('nessuno')]) {
        answers.push(
          await app.inject({
            method: 'GET',
            url: `/api/v1/user-controller/send-verification-email?email=${encodeURIComponent(address)}`,
          }),
        );
      }
      expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202]);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect((await outboxFor(email)).map((m) => m.template)).toEqual(['verify-email']);
      expect(await outboxFor(verified.email)).toEqual([]);
    });

    it('refuses an address that is not one, with the spec’s message', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/user-controller/send-reset-password-email?email=nope',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields['querystring.email']).toBe(
        'Impossibile inviare mail di reset password senza fornire un indirizzo email valido.',
      );
    });

    it('rate-limits requests per address, known or not', async () => {
      for (const address of [(await signUp()).email, uniqueEmail('nessuno')]) {
        const url = `/api/v1/user-controller/send-reset-password-email?email=${encodeURIComponent(address)}`;
        const statuses = [];
        for (let i = 0; i < 6; i++)
          statuses.push(
            (
              await app.inject({
                method: 'GET',
                url,
                headers: { 'x-forwarded-for': `198.51.100.${counter++}` },
              })
            ).statusCode,
          );
        expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      }
    });

    it('rate-limits requests per client address', async () => {
      const limited = await createTestApp();
      try {
        const statuses = [];
        for (let i = 0; i < 31; i++) {
          const res = await limited.inject({
            method: 'GET',
            url: `/api/v1/user-controller/send-verification-email?email=persona${i}@example.it`,
          });
          statuses.push(res.statusCode);
        }
        expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
        expect(statuses[30]).toBe(429);
        expect(
          (
            await limited.inject({
              method: 'GET',
              url: '/api/v1/user-controller/send-verification-email?email=ancora@example.it',
            })
          ).json().error.code,
        ).toBe('RATE_LIMITED');
      } finally {
        await limited.close();
      }
    });
  });
});

describe('identity service in production', () => {
  const app = useTestApp({ env: { NODE_ENV: 'production', MAIL_DISABLED: 'true' } });

  it('keeps no emailed code in clear and has no code listing', async () => {
    const email = uniqueEmail('Produzione');
    const res = await app.inject({
      method: 'POST',
      url: `${IT}/v1/accounts:signUp${key}`,
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: `${IT}/v1/accounts:sendOobCode${key}`,
      payload: { requestType: 'VERIFY_EMAIL', idToken: res.json().idToken },
    });
    const codes = await app.ctx.db
      .select({ devLink: identityOobCodes.devLink, hash: identityOobCodes.codeHash })
      .from(identityOobCodes);
    expect(codes).toHaveLength(1);
    expect(codes[0]!.devLink).toBeNull();
    const listing = await app.inject({
      method: 'GET',
      url: '/emulator/v1/projects/equilibrio-local/oobCodes',
    });
    expect(listing.statusCode).toBe(404);
  });
});

describe('identity API key', () => {
  const app = useTestApp({ env: { IDENTITY_API_KEY: 'la-chiave-giusta' } });

  it('accepts only the configured key', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: `${IT}/v1/accounts:signUp?key=altra`,
      payload: {},
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('API key not valid. Please pass a valid API key.');
    const right = await app.inject({
      method: 'POST',
      url: `${IT}/v1/accounts:signUp?key=la-chiave-giusta`,
      payload: {},
    });
    expect(right.statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const counterStores = [
  { store: 'in memory', env: {} as Record<string, string> },
  ...(redisUrl
    ? [
        {
          store: 'in Redis',
          env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `eq-test-${randomUUID().slice(0, 8)}:` },
        },
      ]
    : []),
];

describe.each(counterStores)('sign-in lock-out, counted $store', ({ store, env }) => {
  let app: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    app = await createTestApp({ env });
    clock = app.ctx.clock as ManualClock;
  });
  afterAll(async () => {
    await app.close();
  });

  let addressCounter = 0;
  /** An address no other test uses. */
  const newAddress = () => `192.0.2.${++addressCounter}`;
  const call = (path: string, payload: object, remoteAddress = '198.51.100.99') =>
    app.inject({
      method: 'POST',
      url: `${IT}/v1/accounts:${path}${key}`,
      payload,
      remoteAddress,
    });
  const signIn = (email: string, password: string, remoteAddress: string) =>
    call('signInWithPassword', { email, password, returnSecureToken: true }, remoteAddress);
  const errorOf = (res: { json(): unknown }) =>
    (res.json() as { error: { message: string } }).error.message;
  async function account(label: string) {
    const email = uniqueEmail(label);
    expect((await call('signUp', { email, password: PASSWORD })).statusCode).toBe(200);
    return email;
  }
  const expectLocked = (res: Awaited<ReturnType<typeof signIn>>) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 400,
        message: expect.stringMatching(/^TOO_MANY_ATTEMPTS_TRY_LATER : /),
        errors: [expect.objectContaining({ domain: 'global', reason: 'invalid' })],
      },
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };
  const mailsTo = (email: string) =>
    app.ctx.db
      .select({ template: mailOutbox.template, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));

  it('reserves each attempt before checking it: 30 wrong passwords and the right one sent together do not sign in', async () => {
    const email = await account('Parallelo');
    const from = newAddress();
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => signIn(email, `Sbagliata!${i}`, from)),
      signIn(email, PASSWORD, from),
    ]);
    const right = answers.at(-1)!;
    expectLocked(right);
    // Refused by the lock-out itself (not by a busy hashing queue).
    expect(errorOf(right)).toContain('temporarily disabled');
    const checked = answers.filter((res) => errorOf(res) === 'INVALID_LOGIN_CREDENTIALS');
    // Only the attempts an address gets before it has to wait are checked at all.
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const res of answers) if (!checked.includes(res)) expectLocked(res);
  }, 60_000);

  it('holds across addresses: 30 wrong passwords from 30 addresses and the right one, together, do not sign in', async () => {
    const email = await account('Sparso');
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => signIn(email, `Sbagliata!${i}`, newAddress())),
      signIn(email, PASSWORD, newAddress()),
    ]);
    // Refused: by the account's lock-out, or by the hashing queue (one account holds at most its
    // share of it) when attempts it turned away, never checked, gave their places back.
    expectLocked(answers.at(-1)!);
    for (const res of answers.slice(0, -1)) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatch(/^(INVALID_LOGIN_CREDENTIALS|TOO_MANY_ATTEMPTS_TRY_LATER : )/);
    }
  }, 60_000);

  it.skipIf(store !== 'in memory')(
    'a stranger failing on a tutor’s email does not lock the tutor out of the back office',
    async () => {
      const email = uniqueEmail('Tutor');
      await provisionAccount(app.ctx, app.ctx.db, {
        email,
        password: PASSWORD,
        role: 'tutor',
        emailVerified: true,
      });
      const stranger = newAddress();
      const office = newAddress();
      for (let attempt = 0; attempt < 5; attempt++)
        expect(errorOf(await signIn(email, `Indovino!${attempt}`, stranger))).toBe(
          'INVALID_LOGIN_CREDENTIALS',
        );
      // The stranger now waits between attempts…
      const waiting = await signIn(email, 'Indovino!5', stranger);
      expectLocked(waiting);
      expect(waiting.headers['retry-after']).toBe('30');
      // …while the tutor signs in from the office, as a tutor, again and again.
      for (let day = 0; day < 3; day++) {
        const tutor = await signIn(email, PASSWORD, office);
        expect(tutor.statusCode, tutor.body).toBe(200);
        const claims = JSON.parse(
          Buffer.from(tutor.json().idToken.split('.')[1], 'base64url').toString(),
        );
        expect(claims.role).toBe('tutor');
      }
      // The tutor's success does not lift the stranger's wait.
      expectLocked(await signIn(email, PASSWORD, stranger));
      expect(await mailsTo(email)).toEqual([]);
    },
  );

  it.skipIf(store !== 'in memory')(
    'makes one address wait longer after each failure beyond 5, then locks it out of the account until the window ends',
    async () => {
      const email = await account('Attesa');
      const from = newAddress();
      const started = clock.now().getTime();
      for (let attempt = 0; attempt < 5; attempt++)
        expect(errorOf(await signIn(email, `Errata!${attempt}`, from))).toBe(
          'INVALID_LOGIN_CREDENTIALS',
        );
      for (const wait of [30, 60, 120, 240]) {
        const early = await signIn(email, PASSWORD, from);
        expectLocked(early);
        expect(early.headers['retry-after']).toBe(String(wait));
        clock.advance((wait - 1) * 1000);
        expect(errorOf(await signIn(email, PASSWORD, from))).toMatch(/^TOO_MANY_ATTEMPTS/);
        clock.advance(1000);
        expect(errorOf(await signIn(email, `Errata!${wait}`, from))).toBe(
          'INVALID_LOGIN_CREDENTIALS',
        );
      }
      // 9 failures: the next wait would outlast the 15-minute window.
      const elapsed = clock.now().getTime() - started;
      const last = await signIn(email, PASSWORD, from);
      expectLocked(last);
      expect(Number(last.headers['retry-after'])).toBe(Math.ceil((15 * 60_000 - elapsed) / 1000));
      // The owner elsewhere is not affected; once the window is over the address starts afresh.
      expect((await signIn(email, PASSWORD, newAddress())).statusCode).toBe(200);
      clock.advance(15 * 60_000 - elapsed);
      expect((await signIn(email, PASSWORD, from)).statusCode).toBe(200);
      // A success clears the address's failures: it gets its 5 free attempts again.
      for (let attempt = 0; attempt < 5; attempt++)
        expect(errorOf(await signIn(email, `Errata!${attempt}`, from))).toBe(
          'INVALID_LOGIN_CREDENTIALS',
        );
    },
  );

  it.skipIf(store !== 'in memory')(
    'locks the account for everyone after 30 failures from anywhere and emails the owner once',
    async () => {
      const email = await account('Assediato');
      for (let attempt = 0; attempt < 29; attempt++)
        expect(errorOf(await signIn(email, `Errata!${attempt}`, newAddress()))).toBe(
          'INVALID_LOGIN_CREDENTIALS',
        );
      expect(await mailsTo(email)).toEqual([]);
      expect(errorOf(await signIn(email, 'Errata!29', newAddress()))).toBe(
        'INVALID_LOGIN_CREDENTIALS',
      );
      const owner = await signIn(email, PASSWORD, newAddress());
      expectLocked(owner);
      expect(errorOf(owner)).toContain('temporarily disabled');
      for (let attempt = 0; attempt < 5; attempt++)
        expectLocked(await signIn(email, `Errata!${attempt}`, newAddress()));
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        template: 'sign-in-locked',
        subject: 'Tentativi di accesso al tuo account Equilibrio',
      });
      expect(mails[0]!.text).toContain('tentativi di accesso non riusciti');
      expect(mails[0]!.text).toContain('reimposta');
      expect(mails[0]!.text).toContain('http://localhost:8080/login');
      clock.advance(15 * 60_000);
      expect((await signIn(email, PASSWORD, newAddress())).statusCode).toBe(200);
    },
  );
});
