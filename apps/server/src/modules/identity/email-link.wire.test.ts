import { describe, expect, it } from 'vitest';
import { errorOf, PASSWORD, uniqueEmail, useWireApp } from '../../../test/identity-fixtures';

// Sign-in by email link on the wire, against Google's protocol: the error codes the SDK maps
// (Identity Toolkit `accounts:sendOobCode` EMAIL_SIGNIN and `accounts:signInWithEmailLink`) and
// the answers' shapes, as production answers with email-enumeration protection on.

const CONTINUE = 'http://localhost:5173/dashboard/home';

describe('sign-in by email link on the wire', () => {
  const { app, call, signUp } = useWireApp();

  const pendingLink = async (email: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/emulator/v1/projects/equilibrio-local/oobCodes',
    });
    const codes = (
      res.json() as { oobCodes: { email: string; requestType: string; oobCode: string }[] }
    ).oobCodes;
    return codes.filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN').at(-1)!
      .oobCode;
  };
  const sendLink = (email: string, extra: object = {}) =>
    call('sendOobCode', {
      requestType: 'EMAIL_SIGNIN',
      email,
      continueUrl: CONTINUE,
      canHandleCodeInApp: true,
      clientType: 'CLIENT_TYPE_WEB',
      ...extra,
    });

  it('answers sendOobCode the same for a registered and an unknown address', async () => {
    const { email } = await signUp();
    const unknown = uniqueEmail('nessuno');
    const known = await sendLink(email);
    const other = await sendLink(unknown);
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    expect(known.json()).toEqual({ kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email });
    expect(other.json()).toEqual({
      kind: 'identitytoolkit#GetOobConfirmationCodeResponse',
      email: unknown,
    });
  });

  it('refuses bad sendOobCode requests with Google’s codes', async () => {
    const email = uniqueEmail();
    expect(errorOf(await sendLink('', {}))).toBe('MISSING_EMAIL');
    expect(errorOf(await sendLink('non-una-email'))).toBe('INVALID_EMAIL');
    expect(errorOf(await sendLink(email, { continueUrl: undefined }))).toBe('MISSING_CONTINUE_URI');
    expect(errorOf(await sendLink(email, { continueUrl: 'non un indirizzo' }))).toBe(
      'INVALID_CONTINUE_URI',
    );
    expect(errorOf(await sendLink(email, { continueUrl: 'https://altrove.example/' }))).toBe(
      'UNAUTHORIZED_DOMAIN : Domain not allowlisted by project',
    );
  });

  it('refuses bad signInWithEmailLink requests with Google’s codes', async () => {
    const email = uniqueEmail('errori');
    await sendLink(email);
    const code = await pendingLink(email);
    expect(errorOf(await call('signInWithEmailLink', { email }))).toBe('MISSING_OOB_CODE');
    expect(errorOf(await call('signInWithEmailLink', { oobCode: code }))).toBe('MISSING_EMAIL');
    expect(errorOf(await call('signInWithEmailLink', { oobCode: code, email: 'x' }))).toBe(
      'INVALID_EMAIL',
    );
    expect(errorOf(await call('signInWithEmailLink', { oobCode: 'inventato', email }))).toBe(
      'INVALID_OOB_CODE',
    );
    expect(
      errorOf(await call('signInWithEmailLink', { oobCode: code, email: uniqueEmail('altra') })),
    ).toBe('INVALID_EMAIL : The email provided does not match the sign-in email address.');
    expect(
      errorOf(await call('signInWithEmailLink', { oobCode: code, email, idToken: 'a.b.c' })),
    ).toBe('INVALID_ID_TOKEN');
    // None of these used the code.
    expect((await call('signInWithEmailLink', { oobCode: code, email })).statusCode).toBe(200);
    expect(errorOf(await call('signInWithEmailLink', { oobCode: code, email }))).toBe(
      'INVALID_OOB_CODE',
    );
  });

  it('signs in once when one link is used twice at the same moment', async () => {
    const email = uniqueEmail('doppio');
    await sendLink(email);
    const oobCode = await pendingLink(email);
    const answers = await Promise.all([
      call('signInWithEmailLink', { oobCode, email }),
      call('signInWithEmailLink', { oobCode, email }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(errorOf(answers.find((a) => a.statusCode === 400)!)).toBe('INVALID_OOB_CODE');
  });

  it('answers with Google’s fields, and describes a link-only account as Google does', async () => {
    const email = uniqueEmail('campi');
    await sendLink(email);
    const res = await call('signInWithEmailLink', { oobCode: await pendingLink(email), email });
    const body = res.json();
    expect(body).toEqual({
      kind: 'identitytoolkit#EmailLinkSigninResponse',
      localId: expect.stringMatching(/^[A-Za-z0-9]{28}$/),
      email,
      isNewUser: true,
      idToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: '3600',
    });
    const claims = JSON.parse(Buffer.from(body.idToken.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      email,
      email_verified: true,
      firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
    });
    const [user] = (await call('lookup', { idToken: body.idToken })).json().users;
    expect(user).toEqual({
      localId: body.localId,
      email,
      emailVerified: true,
      emailLinkSignin: true,
      providerUserInfo: [{ providerId: 'password', email, federatedId: email, rawId: email }],
      validSince: expect.stringMatching(/^\d{10}$/),
      lastLoginAt: expect.stringMatching(/^\d{13}$/),
      createdAt: expect.stringMatching(/^\d{13}$/),
      lastRefreshAt: expect.any(String),
    });
    // A password added later (the SDK's updatePassword) sits beside it.
    const updated = await call('update', { idToken: body.idToken, password: PASSWORD });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ passwordHash: 'UkVEQUNURUQ=', email });
    expect((await call('signInWithPassword', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('does not let an email-link account be linked again to another address', async () => {
    const email = uniqueEmail('collegata');
    await sendLink(email);
    const signedIn = (
      await call('signInWithEmailLink', { oobCode: await pendingLink(email), email })
    ).json();
    const other = uniqueEmail('altra');
    await sendLink(other);
    expect(
      errorOf(
        await call('signInWithEmailLink', {
          oobCode: await pendingLink(other),
          email: other,
          idToken: signedIn.idToken,
        }),
      ),
    ).toBe('PROVIDER_ALREADY_LINKED');
    expect(
      errorOf(
        await call('signUp', { idToken: signedIn.idToken, email: other, password: PASSWORD }),
      ),
    ).toBe('PROVIDER_ALREADY_LINKED');
  });
});
