import { eq } from 'drizzle-orm';
import {
  applyActionCode,
  checkActionCode,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  fetchSignInMethodsForEmail,
  linkWithCredential,
  reauthenticateWithCredential,
  reload,
  signInAnonymously,
  signInWithEmailAndPassword,
  updatePassword,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { authError, NEW_PASSWORD, PASSWORD } from '../../../test/identity-fixtures';
import { uniqueEmail, useSdkHarness } from '../../../test/identity-sdk';
import { identityUsers } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { setAccountDisabled } from './identity.service';

// The real firebase/auth SDK against the identity service: change of email with verification and
// its undo, fetchSignInMethodsForEmail, and the anonymous account's upgrade paths — as Google's
// service behaves with email-enumeration protection on.

describe('change of email with the real firebase/auth SDK', () => {
  const h = useSdkHarness();

  const profileEmail = async (uid: string) =>
    (await h.app.ctx.db.select({ email: users.email }).from(users).where(eq(users.uid, uid)))[0]
      ?.email;
  const mailsTo = async (email: string) =>
    h.app.ctx.db
      .select({ template: mailOutbox.template, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email.toLowerCase()));

  /** The account `uid` signs in at `to` only, not at `from` (verified, its profile following). */
  const expectSignsInAt = async (uid: string, to: string, from: string) => {
    expect(await authError(signInWithEmailAndPassword(h.newAuth(), from, PASSWORD))).toBe(
      'auth/invalid-credential',
    );
    const signedIn = await signInWithEmailAndPassword(h.newAuth(), to, PASSWORD);
    expect(signedIn.user.uid).toBe(uid);
    expect(signedIn.user.emailVerified).toBe(true);
    expect(await profileEmail(uid)).toBe(to);
    return signedIn.user;
  };

  /** Checks what the emailed `code` does, applies it, and sees that it works only once. */
  const applyOnce = async (code: string, operation: string, data: object) => {
    const info = await checkActionCode(h.auth, code);
    expect(info.operation).toBe(operation);
    expect(info.data).toMatchObject(data);
    await applyActionCode(h.newAuth(), code);
    expect(await authError(applyActionCode(h.auth, code))).toBe('auth/invalid-action-code');
  };

  it('changes the email through the link, revokes the sessions and lets the old address undo it', async () => {
    const oldEmail = uniqueEmail('Vecchia').toLowerCase();
    const newEmail = uniqueEmail('Nuova').toLowerCase();
    const { user } = await createUserWithEmailAndPassword(h.newAuth(), oldEmail, PASSWORD);
    const elsewhere = await signInWithEmailAndPassword(h.newAuth(), oldEmail, PASSWORD);

    await verifyBeforeUpdateEmail(user, newEmail);
    // Nothing changes until the new address confirms.
    expect((await signInWithEmailAndPassword(h.newAuth(), oldEmail, PASSWORD)).user.uid).toBe(
      user.uid,
    );
    const code = await h.latestCode(newEmail, 'VERIFY_AND_CHANGE_EMAIL');
    const [sent] = await mailsTo(newEmail);
    expect(sent?.template).toBe('verify-new-email');
    expect(sent?.text).toContain('mode=verifyAndChangeEmail');

    await applyOnce(code, 'VERIFY_AND_CHANGE_EMAIL', { email: newEmail, previousEmail: oldEmail });

    // Every session started before is over, on this device and elsewhere.
    expect(await authError(reload(user))).toBe('auth/user-token-expired');
    expect(await authError(reload(elsewhere.user))).toBe('auth/user-token-expired');
    const after = await expectSignsInAt(user.uid, newEmail, oldEmail);
    expect(after.email).toBe(newEmail);

    // The old address is told, with a way back.
    const notice = (await mailsTo(oldEmail)).find((mail) => mail.template === 'email-changed');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).toContain('mode=recoverEmail');
    const undo = await h.latestCode(oldEmail, 'RECOVER_EMAIL');
    await applyOnce(undo, 'RECOVER_EMAIL', { email: oldEmail, previousEmail: newEmail });
    expect(await authError(reload(after))).toBe('auth/user-token-expired');
    await expectSignsInAt(user.uid, oldEmail, newEmail);
  });

  it('needs a recent sign-in, as Google does', async () => {
    const email = uniqueEmail('Recente');
    const { user } = await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    h.clock.advance(6 * 60_000);
    try {
      expect(await authError(verifyBeforeUpdateEmail(user, uniqueEmail()))).toBe(
        'auth/requires-recent-login',
      );
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, PASSWORD));
      const newEmail = uniqueEmail('DopoRiaccesso');
      await verifyBeforeUpdateEmail(user, newEmail);
      expect(await h.latestCode(newEmail, 'VERIFY_AND_CHANGE_EMAIL')).toBeTruthy();
    } finally {
      h.clock.advance(-6 * 60_000);
    }
  });

  it('answers a change to a registered address like any other, sending nothing', async () => {
    const taken = uniqueEmail('Occupata');
    await createUserWithEmailAndPassword(h.newAuth(), taken, PASSWORD);
    const { user } = await createUserWithEmailAndPassword(h.newAuth(), uniqueEmail(), PASSWORD);
    const before = (await mailsTo(taken)).length;
    await verifyBeforeUpdateEmail(user, taken);
    expect(await mailsTo(taken)).toHaveLength(before);
    expect(
      (await h.oobCodes()).some(
        (code) =>
          code.requestType === 'VERIFY_AND_CHANGE_EMAIL' && code.email === taken.toLowerCase(),
      ),
    ).toBe(false);
    expect(await authError(verifyBeforeUpdateEmail(user, 'non-una-email'))).toBe(
      'auth/invalid-email',
    );
  });

  it('refuses expired codes, codes of an address that changed since, and disabled accounts', async () => {
    const email = uniqueEmail('Scade');
    const { user } = await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    const first = uniqueEmail('Prima');
    const second = uniqueEmail('Seconda');
    await verifyBeforeUpdateEmail(user, first);
    await verifyBeforeUpdateEmail(user, second);
    const firstCode = await h.latestCode(first, 'VERIFY_AND_CHANGE_EMAIL');
    const secondCode = await h.latestCode(second, 'VERIFY_AND_CHANGE_EMAIL');

    h.clock.advance(3 * 24 * 3_600_000 + 60_000);
    try {
      expect(await authError(applyActionCode(h.auth, firstCode))).toBe('auth/expired-action-code');
    } finally {
      h.clock.advance(-(3 * 24 * 3_600_000 + 60_000));
    }

    await setAccountDisabled(h.app.ctx, user.uid, { disabled: true, reason: null, actorUid: null });
    expect(await authError(applyActionCode(h.auth, firstCode))).toBe('auth/user-disabled');
    await setAccountDisabled(h.app.ctx, user.uid, {
      disabled: false,
      reason: null,
      actorUid: null,
    });

    await applyActionCode(h.auth, secondCode);
    // The account's email is no longer the one the first code was for.
    expect(await authError(applyActionCode(h.auth, firstCode))).toBe('auth/invalid-action-code');
    expect(await authError(checkActionCode(h.auth, 'non-un-codice'))).toBe(
      'auth/invalid-action-code',
    );
  });

  it('names no sign-in method for any address (fetchSignInMethodsForEmail)', async () => {
    const email = uniqueEmail('Registrata');
    await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    expect(await fetchSignInMethodsForEmail(h.auth, email)).toEqual([]);
    expect(await fetchSignInMethodsForEmail(h.auth, uniqueEmail('Sconosciuta'))).toEqual([]);
    expect(await authError(fetchSignInMethodsForEmail(h.auth, 'non-una-email'))).toBe(
      'auth/invalid-email',
    );
  });
});

describe('anonymous upgrade paths with the real firebase/auth SDK', () => {
  const h = useSdkHarness();

  it('links an email and password to an anonymous account (linkWithCredential)', async () => {
    const { user } = await signInAnonymously(h.newAuth());
    expect(user.isAnonymous).toBe(true);
    const email = uniqueEmail('Collegata');
    const linked = await linkWithCredential(user, EmailAuthProvider.credential(email, PASSWORD));
    expect(linked.user.uid).toBe(user.uid);
    expect(linked.user.isAnonymous).toBe(false);
    expect(linked.user.providerData.map((p) => p.providerId)).toEqual(['password']);
    const again = await signInWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    expect(again.user.uid).toBe(user.uid);
    // A registered address cannot be linked to another anonymous account.
    const { user: other } = await signInAnonymously(h.newAuth());
    expect(
      await authError(linkWithCredential(other, EmailAuthProvider.credential(email, PASSWORD))),
    ).toBe('auth/email-already-in-use');
  });

  it('refuses a change of email and a password to an anonymous account without an email', async () => {
    const { user } = await signInAnonymously(h.newAuth());
    expect(await authError(verifyBeforeUpdateEmail(user, uniqueEmail()))).toBe(
      'auth/missing-email',
    );
    expect(await authError(updatePassword(user, NEW_PASSWORD))).toBe('auth/missing-email');
  });

  it('upgrades an anonymous account that has an email with updatePassword', async () => {
    const { user } = await signInAnonymously(h.newAuth());
    const email = uniqueEmail('ConEmail').toLowerCase();
    // An anonymous account with a verified email and no password, as a sign-in by email link
    // linked to it leaves it.
    await h.app.ctx.db
      .update(identityUsers)
      .set({ email, emailVerified: true })
      .where(eq(identityUsers.uid, user.uid));
    await reload(user);
    expect(user.email).toBe(email);
    expect(user.isAnonymous).toBe(true);

    await updatePassword(user, NEW_PASSWORD);
    await reload(user);
    expect(user.isAnonymous).toBe(false);
    expect(user.providerData.map((p) => p.providerId)).toEqual(['password']);
    const signedIn = await signInWithEmailAndPassword(h.newAuth(), email, NEW_PASSWORD);
    expect(signedIn.user.uid).toBe(user.uid);
    expect(signedIn.user.emailVerified).toBe(true);
  });
});
