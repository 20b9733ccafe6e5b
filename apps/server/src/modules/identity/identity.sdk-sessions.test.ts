import { eq } from 'drizzle-orm';
import {
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  getIdTokenResult,
  reauthenticateWithCredential,
  reload,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updatePassword,
} from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { authError, NEW_PASSWORD, PASSWORD } from '../../../test/identity-fixtures';
import { uniqueEmail, useSdkHarness } from '../../../test/identity-sdk';
import { identityUsers } from '../../db/schema/identity';

// The real firebase/auth SDK against the identity service: sessions and credentials (password
// changes, recent sign-in, lock-out, disabled accounts).

describe('identity service with the real firebase/auth SDK', () => {
  const h = useSdkHarness();

  describe('sessions and credentials', () => {
    it('changes the password after re-authenticating; other devices are signed out', async () => {
      const email = uniqueEmail('Cambio');
      const laptop = h.newAuth();
      const { user } = await createUserWithEmailAndPassword(laptop, email, PASSWORD);
      const phone = h.newAuth();
      // No pause: revocation holds even within the second the phone signed in.
      await signInWithEmailAndPassword(phone, email, PASSWORD);

      // A wrong current password does not sign anyone out.
      expect(
        await authError(
          reauthenticateWithCredential(user, EmailAuthProvider.credential(email, 'Sbagliata!1')),
        ),
      ).toBe('auth/invalid-credential');
      expect(laptop.currentUser).not.toBeNull();

      await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, PASSWORD));
      await updatePassword(user, NEW_PASSWORD);
      // This device got new tokens and keeps working.
      await reload(user);
      expect(laptop.currentUser?.uid).toBe(user.uid);
      expect((await getIdTokenResult(user, true)).claims.sub).toBe(user.uid);

      // The phone's ID token is revoked, and so is its refresh token.
      expect(await authError(reload(phone.currentUser!))).toBe('auth/user-token-expired');
      expect(phone.currentUser).toBeNull();
      expect(await authError(signInWithEmailAndPassword(h.newAuth(), email, PASSWORD))).toBe(
        'auth/invalid-credential',
      );
      await signInWithEmailAndPassword(h.newAuth(), email, NEW_PASSWORD);
    });

    it('revokes the refresh tokens of other devices on a password change', async () => {
      const email = uniqueEmail();
      const laptop = h.newAuth();
      const { user } = await createUserWithEmailAndPassword(laptop, email, PASSWORD);
      const phone = h.newAuth();
      // No pause: revocation holds even within the second the phone signed in.
      await signInWithEmailAndPassword(phone, email, PASSWORD);
      await updatePassword(user, NEW_PASSWORD);
      // A forced refresh on the phone uses its (revoked) refresh token.
      expect(await authError(phone.currentUser!.getIdToken(true))).toBe('auth/user-token-expired');
      expect(phone.currentUser).toBeNull();
    });

    it('requires a recent sign-in to change the password or delete the account', async () => {
      const email = uniqueEmail('Recente');
      const signedIn = h.newAuth();
      const { user } = await createUserWithEmailAndPassword(signedIn, email, PASSWORD);
      h.clock.advance(6 * 60_000);
      try {
        await user.getIdToken(true);
        expect(await authError(updatePassword(user, NEW_PASSWORD))).toBe(
          'auth/requires-recent-login',
        );
        expect(await authError(deleteUser(user))).toBe('auth/requires-recent-login');
        // Still signed in; after re-authenticating both work.
        expect(signedIn.currentUser).not.toBeNull();
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, PASSWORD));
        await updatePassword(user, NEW_PASSWORD);
      } finally {
        h.clock.advance(-6 * 60_000);
      }
    });

    it('makes an address wait after 5 failed sign-ins, the right password too, until the wait is over', async () => {
      const email = uniqueEmail('Blocco');
      await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(
          await authError(signInWithEmailAndPassword(h.newAuth(), email, `Errata!${attempt}`)),
        ).toBe('auth/invalid-credential');
      }
      // Now even the right password is refused, with Google's lock-out text.
      const locked = await signInWithEmailAndPassword(h.newAuth(), email, PASSWORD).catch(
        (error: Error & { code: string }) => error,
      );
      expect((locked as { code: string }).code).toBe('auth/too-many-requests');
      expect((locked as Error).message).toContain('temporarily disabled');
      h.clock.advance(30_000);
      try {
        await signInWithEmailAndPassword(h.newAuth(), email, PASSWORD);
      } finally {
        h.clock.advance(-30_000);
      }
    });

    it('lifts the lock-out when the password is reset', async () => {
      const email = uniqueEmail();
      await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
      for (let attempt = 0; attempt < 5; attempt++) {
        await authError(signInWithEmailAndPassword(h.newAuth(), email, `Errata!${attempt}`));
      }
      expect(await authError(signInWithEmailAndPassword(h.newAuth(), email, PASSWORD))).toBe(
        'auth/too-many-requests',
      );
      await sendPasswordResetEmail(h.auth, email);
      await confirmPasswordReset(h.auth, await h.latestCode(email, 'PASSWORD_RESET'), NEW_PASSWORD);
      await signInWithEmailAndPassword(h.newAuth(), email, NEW_PASSWORD);
    });

    it('signs a disabled account out and refuses its sign-in', async () => {
      const email = uniqueEmail('Disattivo');
      const signedIn = h.newAuth();
      const { user } = await createUserWithEmailAndPassword(signedIn, email, PASSWORD);
      await h.app.ctx.db
        .update(identityUsers)
        .set({ disabled: true })
        .where(eq(identityUsers.uid, user.uid));
      expect(await authError(signInWithEmailAndPassword(h.newAuth(), email, PASSWORD))).toBe(
        'auth/user-disabled',
      );
      expect(await authError(reload(user))).toBe('auth/user-disabled');
      expect(signedIn.currentUser).toBeNull();
    });
  });
});
