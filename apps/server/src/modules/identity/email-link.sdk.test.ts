import { eq } from 'drizzle-orm';
import {
  type Auth,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  getAdditionalUserInfo,
  getIdTokenResult,
  isSignInWithEmailLink,
  linkWithCredential,
  reauthenticateWithCredential,
  sendSignInLinkToEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signInWithEmailLink,
} from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { authError, PASSWORD, sessionWith } from '../../../test/identity-fixtures';
import { uniqueEmail, useSdkHarness } from '../../../test/identity-sdk';
import { identityUsers } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { setAccountDisabled } from './identity.service';

// Sign-in by email link with the real firebase/auth SDK: sendSignInLinkToEmail,
// isSignInWithEmailLink / signInWithEmailLink on the same and on another device, new accounts,
// the link to an anonymous account, re-authentication; wrong, used and expired links; disabled
// accounts and revoked sessions.

describe('sign-in by email link with the real firebase/auth SDK', () => {
  const h = useSdkHarness();
  const settings = () => ({ url: `${h.baseUrl}/dashboard/home`, handleCodeInApp: true });

  /** Sends the link as the login page does and answers it as the email carries it. */
  const sendLink = async (email: string, auth: Auth = h.auth) => {
    await sendSignInLinkToEmail(auth, email, settings());
    const codes = (await h.oobCodes()).filter(
      (c) => c.email === email.toLowerCase() && c.requestType === 'EMAIL_SIGNIN',
    );
    const link = codes.at(-1)?.oobLink;
    if (!link) throw new Error(`no sign-in link for ${email}`);
    return link;
  };
  const accountOf = async (uid: string) => {
    const [row] = await h.app.ctx.db
      .select({
        email: identityUsers.email,
        emailVerified: identityUsers.emailVerified,
        passwordHash: identityUsers.passwordHash,
        profileEmail: users.email,
      })
      .from(identityUsers)
      .innerJoin(users, eq(users.uid, identityUsers.uid))
      .where(eq(identityUsers.uid, uid));
    return row;
  };
  const session = (idToken: string) => sessionWith(h.app, idToken);

  it('signs an existing account in on the same device, with the Italian email and our page', async () => {
    const email = uniqueEmail('Link');
    const { user: created } = await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    // A family whose address is verified (an unverified one: the last test).
    await h.app.ctx.db
      .update(identityUsers)
      .set({ emailVerified: true })
      .where(eq(identityUsers.uid, created.uid));
    const link = await sendLink(email);

    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${h.app.ctx.config.publicUrl}/email-handler`);
    expect(url.searchParams.get('mode')).toBe('signIn');
    expect(url.searchParams.get('apiKey')).toBe('test-api-key');
    expect(url.searchParams.get('continueUrl')).toBe(`${h.baseUrl}/dashboard/home`);
    expect(url.searchParams.get('lang')).toBe('it');
    const [mail] = await h.app.ctx.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text, template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email.toLowerCase()));
    expect(mail).toMatchObject({
      template: 'email-sign-in',
      subject: 'Il tuo link per accedere a Equilibrio',
    });
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('valido per 1 ora');

    expect(isSignInWithEmailLink(h.auth, link)).toBe(true);
    const signedIn = await signInWithEmailLink(h.auth, email, link);
    expect(signedIn.user.uid).toBe(created.uid);
    expect(signedIn.user.emailVerified).toBe(true);
    expect(signedIn.user.isAnonymous).toBe(false);
    expect(getAdditionalUserInfo(signedIn)?.isNewUser).toBe(false);
    expect((await getIdTokenResult(signedIn.user)).signInProvider).toBe('password');
    // The password still works.
    await signInWithEmailAndPassword(h.newAuth(), email, PASSWORD);

    // Single use.
    expect(await authError(signInWithEmailLink(h.newAuth(), email, link))).toBe(
      'auth/invalid-action-code',
    );
  });

  it('creates a verified account for an unknown address, on another device (the email typed again)', async () => {
    const email = uniqueEmail('Nuova');
    const link = await sendLink(email);
    // Another device: a new SDK instance with nothing stored; the address typed in a different case.
    const device = h.newAuth();
    const signedIn = await signInWithEmailLink(device, email.toUpperCase(), link);
    expect(getAdditionalUserInfo(signedIn)?.isNewUser).toBe(true);
    expect(signedIn.user).toMatchObject({
      email: email.toLowerCase(),
      emailVerified: true,
      isAnonymous: false,
    });
    expect(signedIn.user.providerData[0]).toMatchObject({ providerId: 'password' });
    expect(await accountOf(signedIn.user.uid)).toEqual({
      email: email.toLowerCase(),
      emailVerified: true,
      passwordHash: null,
      profileEmail: email.toLowerCase(),
    });
    // The API counts it a full account, not an anonymous visitor.
    const me = await session(await signedIn.user.getIdToken());
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ uid: signedIn.user.uid, isAnonymous: false });

    // A second link signs in to the same account.
    const again = await signInWithEmailLink(h.newAuth(), email, await sendLink(email));
    expect(again.user.uid).toBe(signedIn.user.uid);
    expect(getAdditionalUserInfo(again)?.isNewUser).toBe(false);
  });

  it('refuses a link with another address, a made-up code and an expired link', async () => {
    const email = uniqueEmail('Errori');
    const link = await sendLink(email);
    expect(await authError(signInWithEmailLink(h.newAuth(), uniqueEmail('altra'), link))).toBe(
      'auth/invalid-email',
    );
    expect(await authError(signInWithEmailLink(h.newAuth(), 'non-una-email', link))).toBe(
      'auth/invalid-email',
    );
    const madeUp = new URL(link);
    madeUp.searchParams.set('oobCode', 'non-un-codice');
    expect(await authError(signInWithEmailLink(h.newAuth(), email, madeUp.toString()))).toBe(
      'auth/invalid-action-code',
    );
    // A wrong address did not use the link up, but time does.
    h.clock.advance(61 * 60_000);
    try {
      expect(await authError(signInWithEmailLink(h.newAuth(), email, link))).toBe(
        'auth/expired-action-code',
      );
    } finally {
      h.clock.advance(-61 * 60_000);
    }
    await signInWithEmailLink(h.newAuth(), email, link);
  });

  it('answers the same for every address and refuses bad requests as Google does', async () => {
    const unknown = uniqueEmail('sconosciuto');
    await sendSignInLinkToEmail(h.auth, unknown, settings());
    expect(await authError(sendSignInLinkToEmail(h.auth, 'non-una-email', settings()))).toBe(
      'auth/invalid-email',
    );
    expect(
      await authError(
        sendSignInLinkToEmail(h.auth, unknown, {
          url: 'https://altrove.example/',
          handleCodeInApp: true,
        }),
      ),
    ).toBe('auth/unauthorized-continue-uri');
  });

  it('links the address to the signed-in anonymous visitor, keeping the uid', async () => {
    const device = h.newAuth();
    const { user } = await signInAnonymously(device);
    const email = uniqueEmail('Anonimo');
    const link = await sendLink(email, device);
    const linked = await linkWithCredential(
      user,
      EmailAuthProvider.credentialWithLink(email, link),
    );
    expect(linked.user.uid).toBe(user.uid);
    expect(linked.user).toMatchObject({
      isAnonymous: false,
      email: email.toLowerCase(),
      emailVerified: true,
    });
    expect((await getIdTokenResult(linked.user)).signInProvider).toBe('password');
    expect(await accountOf(user.uid)).toMatchObject({ profileEmail: email.toLowerCase() });
    expect((await session(await linked.user.getIdToken())).json().isAnonymous).toBe(false);
    // Then the address signs in to the same account anywhere.
    const elsewhere = await signInWithEmailLink(h.newAuth(), email, await sendLink(email));
    expect(elsewhere.user.uid).toBe(user.uid);
  });

  it('refuses to link an address that has its own account, leaving the link usable', async () => {
    const taken = uniqueEmail('Occupata');
    await createUserWithEmailAndPassword(h.newAuth(), taken, PASSWORD);
    const link = await sendLink(taken);
    const { user } = await signInAnonymously(h.newAuth());
    expect(
      await authError(linkWithCredential(user, EmailAuthProvider.credentialWithLink(taken, link))),
    ).toBe('auth/email-already-in-use');
    expect(user.isAnonymous).toBe(true);
    await signInWithEmailLink(h.newAuth(), taken, link);
  });

  it('re-authenticates with an email link (a recent sign-in), and only as the same user', async () => {
    const email = uniqueEmail('Riaccesso');
    const device = h.newAuth();
    const { user } = await createUserWithEmailAndPassword(device, email, PASSWORD);
    const before = (await getIdTokenResult(user)).claims.auth_time;
    h.clock.advance(10 * 60_000);
    try {
      const link = await sendLink(email);
      const again = await reauthenticateWithCredential(
        user,
        EmailAuthProvider.credentialWithLink(email, link),
      );
      expect(again.user.uid).toBe(user.uid);
      const after = (await getIdTokenResult(user, true)).claims.auth_time;
      expect(Number(after)).toBeGreaterThan(Number(before));

      const other = uniqueEmail('Altro');
      await createUserWithEmailAndPassword(h.newAuth(), other, PASSWORD);
      expect(
        await authError(
          reauthenticateWithCredential(
            user,
            EmailAuthProvider.credentialWithLink(other, await sendLink(other)),
          ),
        ),
      ).toBe('auth/user-mismatch');
    } finally {
      h.clock.advance(-10 * 60_000);
    }
  });

  it('sends nothing to a disabled account and refuses its links; a revoked session cannot link', async () => {
    const email = uniqueEmail('Disattivata');
    const { user } = await createUserWithEmailAndPassword(h.newAuth(), email, PASSWORD);
    const link = await sendLink(email);
    await setAccountDisabled(h.app.ctx, user.uid, { disabled: true, reason: null, actorUid: null });
    const before = (await h.oobCodes()).length;
    await sendSignInLinkToEmail(h.auth, email, settings());
    expect((await h.oobCodes()).length).toBe(before);
    expect(await authError(signInWithEmailLink(h.newAuth(), email, link))).toBe(
      'auth/user-disabled',
    );
    await setAccountDisabled(h.app.ctx, user.uid, {
      disabled: false,
      reason: null,
      actorUid: null,
    });
    await signInWithEmailLink(h.newAuth(), email, link);

    // An anonymous visitor whose sessions were revoked (e.g. disabled, then enabled) cannot link.
    const { user: visitor } = await signInAnonymously(h.newAuth());
    await setAccountDisabled(h.app.ctx, visitor.uid, {
      disabled: true,
      reason: null,
      actorUid: null,
    });
    await setAccountDisabled(h.app.ctx, visitor.uid, {
      disabled: false,
      reason: null,
      actorUid: null,
    });
    const address = uniqueEmail('Revocata');
    const visitorLink = await sendLink(address);
    expect(
      await authError(
        linkWithCredential(visitor, EmailAuthProvider.credentialWithLink(address, visitorLink)),
      ),
    ).toBe('auth/user-token-expired');
  });

  it('shuts out whoever set a password on an address they never proved', async () => {
    // Someone signs up with the family's address before the family does.
    const email = uniqueEmail('Prenotata');
    const squatter = h.newAuth();
    const { user: squatted } = await createUserWithEmailAndPassword(squatter, email, PASSWORD);
    const family = await signInWithEmailLink(h.newAuth(), email, await sendLink(email));
    expect(family.user.uid).toBe(squatted.uid);
    expect(await authError(signInWithEmailAndPassword(h.newAuth(), email, PASSWORD))).toBe(
      'auth/invalid-credential',
    );
    expect(await authError(squatted.getIdToken(true))).toBe('auth/user-token-expired');
    expect((await accountOf(squatted.uid))?.passwordHash).toBeNull();
  });

  it('limits the emails of one address like the reset emails, for unknown addresses too', async () => {
    const email = uniqueEmail('Limite');
    for (let i = 0; i < 5; i++) await sendSignInLinkToEmail(h.auth, email, settings());
    expect(await authError(sendSignInLinkToEmail(h.auth, email, settings()))).toBe(
      'auth/too-many-requests',
    );
  });
});
