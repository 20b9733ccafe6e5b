import { eq } from 'drizzle-orm';
import {
  type Auth,
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  getIdTokenResult,
  linkWithCredential,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  updatePassword,
  updateProfile,
  validatePassword,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SdkHarness, startSdkHarness, uniqueEmail } from '../../../test/identity-sdk';
import { identityUsers } from '../../db/schema/identity';
import { users } from '../../db/schema/users';

const PASSWORD = 'Segreta!123';
const NEW_PASSWORD = 'Nuova#Password9';

/** The SDK's error code of a rejected promise. */
async function authError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  throw new Error('expected the call to fail');
}

describe('identity service with the real firebase/auth SDK', () => {
  let h: SdkHarness;
  let auth: Auth;

  beforeAll(async () => {
    h = await startSdkHarness();
    auth = h.newAuth();
  });
  afterAll(async () => {
    await h.close();
  });

  const profileOf = async (uid: string) => {
    const [row] = await h.app.ctx.db
      .select({ uid: users.uid, email: users.email })
      .from(users)
      .where(eq(users.uid, uid));
    return row;
  };

  it('creates an account with email and password, with its product profile', async () => {
    const email = uniqueEmail('Crea');
    const { user } = await createUserWithEmailAndPassword(auth, email, PASSWORD);
    expect(user.email).toBe(email.toLowerCase());
    expect(user.isAnonymous).toBe(false);
    expect(user.emailVerified).toBe(false);
    expect(user.uid).toMatch(/^[A-Za-z0-9]{28}$/);
    expect(user.providerData[0]).toMatchObject({
      providerId: 'password',
      uid: email.toLowerCase(),
    });
    const token = await getIdTokenResult(user);
    expect(token.signInProvider).toBe('password');
    expect(token.claims.email).toBe(email.toLowerCase());
    expect(await profileOf(user.uid)).toEqual({ uid: user.uid, email: email.toLowerCase() });
  });

  it('refuses an email that already has an account', async () => {
    const email = uniqueEmail();
    await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    expect(await authError(createUserWithEmailAndPassword(auth, email, PASSWORD))).toBe(
      'auth/email-already-in-use',
    );
  });

  it('refuses a password outside the policy, naming what is missing', async () => {
    const error = await createUserWithEmailAndPassword(auth, uniqueEmail(), 'semplice').catch(
      (e: Error & { code: string }) => e,
    );
    expect((error as { code: string }).code).toBe('auth/password-does-not-meet-requirements');
    expect((error as Error).message).toContain('Password must contain an upper case character');
  });

  it('publishes the product password policy to validatePassword', async () => {
    const weak = await validatePassword(auth, 'abcdefgh');
    expect(weak).toMatchObject({
      isValid: false,
      meetsMinPasswordLength: true,
      containsUppercaseLetter: false,
      containsNumericCharacter: false,
      containsNonAlphanumericCharacter: false,
    });
    expect((await validatePassword(auth, 'Abc!2345')).isValid).toBe(true);
    expect((await validatePassword(auth, 'Ab!2345')).meetsMinPasswordLength).toBe(false);
    expect((await validatePassword(auth, 'Abcd~2345')).containsNonAlphanumericCharacter).toBe(
      false,
    );
  });

  it('signs in anonymously, with a profile row and no email', async () => {
    const anonymousAuth = h.newAuth();
    const { user } = await signInAnonymously(anonymousAuth);
    expect(user.isAnonymous).toBe(true);
    expect(user.email).toBeNull();
    expect((await getIdTokenResult(user)).signInProvider).toBe('anonymous');
    expect(await profileOf(user.uid)).toEqual({ uid: user.uid, email: null });
  });

  it('upgrades an anonymous account to email + password keeping the uid', async () => {
    const anonymousAuth = h.newAuth();
    const { user: anonymous } = await signInAnonymously(anonymousAuth);
    const email = uniqueEmail('Collega');
    const { user, operationType } = await linkWithCredential(
      anonymous,
      EmailAuthProvider.credential(email, PASSWORD),
    );
    expect(operationType).toBe('link');
    expect(user.uid).toBe(anonymous.uid);
    expect(user.isAnonymous).toBe(false);
    expect(user.email).toBe(email.toLowerCase());
    expect((await getIdTokenResult(user)).signInProvider).toBe('password');
    expect(await profileOf(user.uid)).toEqual({ uid: user.uid, email: email.toLowerCase() });
    // The same person signs in again later with the password.
    const later = await signInWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    expect(later.user.uid).toBe(anonymous.uid);
  });

  it('refuses to link an email that belongs to another account', async () => {
    const email = uniqueEmail();
    await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    const { user } = await signInAnonymously(h.newAuth());
    expect(
      await authError(linkWithCredential(user, EmailAuthProvider.credential(email, PASSWORD))),
    ).toBe('auth/email-already-in-use');
  });

  it('signs in with email and password (email case and spaces do not matter)', async () => {
    const email = uniqueEmail('Accesso');
    const created = await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    const signIn = h.newAuth();
    const { user } = await signInWithEmailAndPassword(signIn, ` ${email.toUpperCase()} `, PASSWORD);
    expect(user.uid).toBe(created.user.uid);
    expect(signIn.currentUser?.uid).toBe(created.user.uid);
  });

  it('answers a wrong password and an unknown email alike (enumeration protection)', async () => {
    const email = uniqueEmail();
    await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    expect(await authError(signInWithEmailAndPassword(h.newAuth(), email, 'Sbagliata!1'))).toBe(
      'auth/invalid-credential',
    );
    expect(
      await authError(signInWithEmailAndPassword(h.newAuth(), uniqueEmail('nessuno'), PASSWORD)),
    ).toBe('auth/invalid-credential');
  });

  it('reloads the user and updates the profile', async () => {
    const signedIn = h.newAuth();
    const { user } = await createUserWithEmailAndPassword(signedIn, uniqueEmail(), PASSWORD);
    await updateProfile(user, {
      displayName: 'Giulia Bianchi',
      photoURL: 'https://example.it/g.png',
    });
    expect(user.displayName).toBe('Giulia Bianchi');
    await reload(user);
    expect(user.displayName).toBe('Giulia Bianchi');
    expect(user.photoURL).toBe('https://example.it/g.png');
    await updateProfile(user, { displayName: null, photoURL: null });
    await reload(user);
    expect(user.displayName).toBeNull();
    expect(user.photoURL).toBeNull();
  });

  it('refreshes the ID token on demand, with fresh claims', async () => {
    const signedIn = h.newAuth();
    const { user } = await createUserWithEmailAndPassword(signedIn, uniqueEmail(), PASSWORD);
    const first = await getIdTokenResult(user);
    h.clock.advance(2000);
    const refreshed = await getIdTokenResult(user, true);
    expect(refreshed.token).not.toBe(first.token);
    expect(Number(new Date(refreshed.issuedAtTime))).toBeGreaterThan(
      Number(new Date(first.issuedAtTime)),
    );
    // auth_time stays the sign-in time of the session.
    expect(refreshed.authTime).toBe(first.authTime);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { authorization: `Bearer ${refreshed.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().uid).toBe(user.uid);
  });

  it('resets a forgotten password through the emailed code', async () => {
    const email = uniqueEmail('Reset');
    const { user } = await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    await sendPasswordResetEmail(auth, email);
    const code = await h.latestCode(email, 'PASSWORD_RESET');

    expect(await verifyPasswordResetCode(auth, code)).toBe(email.toLowerCase());
    // Checking does not use the code up; a weak password does not either.
    expect((await checkActionCode(auth, code)).operation).toBe('PASSWORD_RESET');
    expect(await authError(confirmPasswordReset(auth, code, 'debole'))).toBe(
      'auth/password-does-not-meet-requirements',
    );
    await confirmPasswordReset(auth, code, NEW_PASSWORD);

    expect(await authError(confirmPasswordReset(auth, code, NEW_PASSWORD))).toBe(
      'auth/invalid-action-code',
    );
    expect(await authError(signInWithEmailAndPassword(h.newAuth(), email, PASSWORD))).toBe(
      'auth/invalid-credential',
    );
    const after = await signInWithEmailAndPassword(h.newAuth(), email, NEW_PASSWORD);
    expect(after.user.uid).toBe(user.uid);
    // The link proved the inbox.
    expect(after.user.emailVerified).toBe(true);
  });

  it('answers a reset request for an unknown email like any other, sending nothing', async () => {
    const email = uniqueEmail('sconosciuto');
    await sendPasswordResetEmail(auth, email);
    expect((await h.oobCodes()).some((code) => code.email === email)).toBe(false);
  });

  it('expires reset codes after an hour', async () => {
    const email = uniqueEmail();
    await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    await sendPasswordResetEmail(auth, email);
    const code = await h.latestCode(email, 'PASSWORD_RESET');
    h.clock.advance(61 * 60_000);
    try {
      expect(await authError(verifyPasswordResetCode(auth, code))).toBe('auth/expired-action-code');
      expect(await authError(confirmPasswordReset(auth, code, NEW_PASSWORD))).toBe(
        'auth/expired-action-code',
      );
    } finally {
      h.clock.advance(-61 * 60_000);
    }
  });

  it('refuses a made-up code', async () => {
    expect(await authError(verifyPasswordResetCode(auth, 'non-un-codice'))).toBe(
      'auth/invalid-action-code',
    );
    expect(await authError(applyActionCode(auth, 'non-un-codice'))).toBe(
      'auth/invalid-action-code',
    );
  });

  it('verifies the email through the emailed link', async () => {
    const email = uniqueEmail('Verifica');
    const signedIn = h.newAuth();
    const { user } = await createUserWithEmailAndPassword(signedIn, email, PASSWORD);
    await sendEmailVerification(user);
    const codes = (await h.oobCodes()).filter((c) => c.email === email.toLowerCase());
    expect(codes).toHaveLength(1);
    const link = new URL(codes[0]!.oobLink);
    expect(link.pathname).toBe('/email-handler');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('lang')).toBe('it');
    expect(link.searchParams.get('apiKey')).toBe('test-api-key');

    await applyActionCode(h.newAuth(), codes[0]!.oobCode);
    expect(user.emailVerified).toBe(false);
    await reload(user);
    expect(user.emailVerified).toBe(true);
    // A refreshed token carries the new claim too.
    expect((await getIdTokenResult(user, true)).claims.email_verified).toBe(true);
    expect(await authError(applyActionCode(auth, codes[0]!.oobCode))).toBe(
      'auth/invalid-action-code',
    );
  });

  it('deletes the account; the old session is then signed out', async () => {
    const email = uniqueEmail('Elimina');
    const signedIn = h.newAuth();
    const { user } = await createUserWithEmailAndPassword(signedIn, email, PASSWORD);
    const otherDevice = h.newAuth();
    await signInWithEmailAndPassword(otherDevice, email, PASSWORD);

    await deleteUser(user);
    expect(signedIn.currentUser).toBeNull();
    expect(await authError(signInWithEmailAndPassword(h.newAuth(), email, PASSWORD))).toBe(
      'auth/invalid-credential',
    );
    expect(await authError(reload(otherDevice.currentUser!))).toBe('auth/user-token-expired');
    expect(otherDevice.currentUser).toBeNull();
  });

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
      await sendPasswordResetEmail(auth, email);
      await confirmPasswordReset(auth, await h.latestCode(email, 'PASSWORD_RESET'), NEW_PASSWORD);
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
