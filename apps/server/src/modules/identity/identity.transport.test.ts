import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  errorOf,
  IT,
  key,
  PASSWORD,
  sessionWith,
  uniqueEmail,
  useWireApp,
} from '../../../test/identity-fixtures';
import { identityOobCodes, identitySessions, identityUsers } from '../../db/schema/identity';

// The identity endpoints as the SDK sees them: transport (CORS, API key, Google's envelope) and
// the answers' shapes.

describe('identity endpoints on the wire', () => {
  const { app, call, refresh, signUp } = useWireApp();

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
        await sessionWith(app, created.idToken),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        for (const secret of secrets) expect(answer.body).not.toContain(secret);
        expect(answer.body).not.toMatch(/scrypt\$|"salt"/);
      }
      expect(answers[0]!.json().users[0].passwordHash).toBe('UkVEQUNURUQ=');
    });
  });
});
