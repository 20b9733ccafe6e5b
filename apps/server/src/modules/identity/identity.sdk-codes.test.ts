import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  getIdTokenResult,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { authError, NEW_PASSWORD, PASSWORD } from '../../../test/identity-fixtures';
import { uniqueEmail, useSdkHarness } from '../../../test/identity-sdk';

// The real firebase/auth SDK against the identity service: the emailed codes (password reset,
// email verification).

describe('identity service with the real firebase/auth SDK', () => {
  const h = useSdkHarness();

  it('resets a forgotten password through the emailed code', async () => {
    const email = uniqueEmail('Reset');
    const { user } = await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    await sendPasswordResetEmail(h.auth, email);
    const code = await h.latestCode(email, 'PASSWORD_RESET');

    expect(await verifyPasswordResetCode(h.auth, code)).toBe(email.toLowerCase());
    // Checking does not use the code up; a weak password does not either.
    expect((await checkActionCode(h.auth, code)).operation).toBe('PASSWORD_RESET');
    expect(await authError(confirmPasswordReset(h.auth, code, 'debole'))).toBe(
      'auth/password-does-not-meet-requirements',
    );
    await confirmPasswordReset(h.auth, code, NEW_PASSWORD);

    expect(await authError(confirmPasswordReset(h.auth, code, NEW_PASSWORD))).toBe(
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
    await sendPasswordResetEmail(h.auth, email);
    expect((await h.oobCodes()).some((code) => code.email === email)).toBe(false);
  });

  it('expires reset codes after an hour', async () => {
    const email = uniqueEmail();
    await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    await sendPasswordResetEmail(h.auth, email);
    const code = await h.latestCode(email, 'PASSWORD_RESET');
    h.clock.advance(61 * 60_000);
    try {
      expect(await authError(verifyPasswordResetCode(h.auth, code))).toBe(
        'auth/expired-action-code',
      );
      expect(await authError(confirmPasswordReset(h.auth, code, NEW_PASSWORD))).toBe(
        'auth/expired-action-code',
      );
    } finally {
      h.clock.advance(-61 * 60_000);
    }
  });

  it('refuses a made-up code', async () => {
    expect(await authError(verifyPasswordResetCode(h.auth, 'non-un-codice'))).toBe(
      'auth/invalid-action-code',
    );
    expect(await authError(applyActionCode(h.auth, 'non-un-codice'))).toBe(
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
    expect(await authError(applyActionCode(h.auth, codes[0]!.oobCode))).toBe(
      'auth/invalid-action-code',
    );
  });
});
