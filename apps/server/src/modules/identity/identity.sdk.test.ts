import { eq } from 'drizzle-orm';
import {
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  getIdTokenResult,
  linkWithCredential,
  reload,
  signInAnonymously,
  signInWithEmailAndPassword,
  updateProfile,
  validatePassword,
} from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { authError, PASSWORD, sessionWith } from '../../../test/identity-fixtures';
import { uniqueEmail, useSdkHarness } from '../../../test/identity-sdk';
import { users } from '../../db/schema/users';

// The real firebase/auth SDK against the identity service: accounts, sign-in, profile and
// tokens, deletion (codes: identity.sdk-codes.test.ts, sessions: identity.sdk-sessions.test.ts).

describe('identity service with the real firebase/auth SDK', () => {
  const h = useSdkHarness();

  const profileOf = async (uid: string) => {
    const [row] = await h.app.ctx.db
      .select({ uid: users.uid, email: users.email })
      .from(users)
      .where(eq(users.uid, uid));
    return row;
  };

  it('creates an account with email and password, with its product profile', async () => {
    const email = uniqueEmail('Crea');
    const { user } = await createUserWithEmailAndPassword(h.auth, email, PASSWORD);
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
    expect(await authError(createUserWithEmailAndPassword(h.auth, email, PASSWORD))).toBe(
      'auth/email-already-in-use',
    );
  });

  it('refuses a password outside the policy, naming what is missing', async () => {
    const error = await createUserWithEmailAndPassword(h.auth, uniqueEmail(), 'semplice').catch(
      (e: Error & { code: string }) => e,
    );
    expect((error as { code: string }).code).toBe('auth/password-does-not-meet-requirements');
    expect((error as Error).message).toContain('Password must contain an upper case character');
  });

  it('publishes the product password policy to validatePassword', async () => {
    const weak = await validatePassword(h.auth, 'abcdefgh');
    expect(weak).toMatchObject({
      isValid: false,
      meetsMinPasswordLength: true,
      containsUppercaseLetter: false,
      containsNumericCharacter: false,
      containsNonAlphanumericCharacter: false,
    });
    expect((await validatePassword(h.auth, 'Abc!2345')).isValid).toBe(true);
    expect((await validatePassword(h.auth, 'Ab!2345')).meetsMinPasswordLength).toBe(false);
    expect((await validatePassword(h.auth, 'Abcd~2345')).containsNonAlphanumericCharacter).toBe(
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
    const res = await sessionWith(h.app, refreshed.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().uid).toBe(user.uid);
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
});
