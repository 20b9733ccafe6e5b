import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/helpers';
import {
  errorOf,
  key,
  NEW_PASSWORD,
  PASSWORD,
  sessionWith,
  uniqueEmail,
  useWireApp,
} from '../../../test/identity-fixtures';
import { identityOobCodes, identitySessions, identityUsers } from '../../db/schema/identity';
import { users } from '../../db/schema/users';
import type { ManualClock } from '../../lib/clock';
import { setAccountDisabled } from './identity.service';

// Sessions: refresh tokens, the product API's authentication of the identity service's tokens,
// and the account changes that end sessions (deletion, recent sign-in).

describe('identity endpoints on the wire', () => {
  const { app, call, refresh, signUp } = useWireApp();
  const clock = () => app.ctx.clock as ManualClock;

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
      const api = await sessionWith(app, other.idToken);
      expect(api.statusCode).toBe(401);
      const fresh = await sessionWith(app, changed.json().idToken);
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
      clock().advance(60 * 24 * 3600_000);
      expect((await refresh(active.refreshToken)).statusCode).toBe(200);
      clock().advance(31 * 24 * 3600_000);
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
        clock().advance(-91 * 24 * 3600_000);
      }
    });

    it('keep working across ID-token expiry; an expired ID token is refused by the API', async () => {
      const created = await signUp();
      clock().advance(2 * 3600_000);
      try {
        const api = await sessionWith(app, created.idToken);
        expect(api.statusCode).toBe(401);
        expect(errorOf(await call('lookup', { idToken: created.idToken }))).toBe(
          'INVALID_ID_TOKEN',
        );
        const res = await refresh(created.refreshToken);
        expect(res.statusCode).toBe(200);
        const again = await sessionWith(app, res.json().id_token);
        expect(again.statusCode).toBe(200);
      } finally {
        clock().advance(-2 * 3600_000);
      }
    });
  });

  describe('product API authentication', () => {
    it('lets an anonymous account in, as anonymous', async () => {
      const anonymous = (await call('signUp', {})).json();
      const res = await sessionWith(app, anonymous.idToken);
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
      const res = await sessionWith(app, deleted.idToken);
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
      const api = await sessionWith(app, created.idToken);
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
      clock().advance(5 * 60_000 + 1000);
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
        clock().advance(-(5 * 60_000 + 1000));
      }
    });
  });
});
