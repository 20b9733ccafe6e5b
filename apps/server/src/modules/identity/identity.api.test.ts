import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, useTestApp } from '../../../test/helpers';
import { identityOobCodes, identitySessions, identityUsers } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import type { ManualClock } from '../../lib/clock';
import { setAccountDisabled } from './identity.service';

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
      await setAccountDisabled(app.ctx, created.localId, true);
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
      await setAccountDisabled(app.ctx, created.localId, false);
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
      const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
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
  const app = useTestApp({ env: { NODE_ENV: 'production' } });

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
