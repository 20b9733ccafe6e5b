import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, useTestApp } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import type { ManualClock } from '../../lib/clock';
import { sendClaimEmails } from './account-claim.service';

const IT = '/identitytoolkit.googleapis.com/v1/accounts';
const CLAIM = '/api/v1/user-controller/claim-account';
const PASSWORD = 'Segreta!123';
const MINUTE = 60_000;

let counter = 0;
const uniqueEmail = () => `visitatore.${Date.now().toString(36)}${++counter}@example.it`;

describe('account claim (the visitor who left before setting a password)', () => {
  const app = useTestApp();
  let clock: ManualClock;

  beforeAll(async () => {
    clock = app.ctx.clock as ManualClock;
  });

  const identity = (path: string, payload: object) =>
    app.inject({ method: 'POST', url: `${IT}:${path}?key=k`, payload });

  /** POST claim-account: sets the claimed account's password with the emailed code. */
  const claim = (oobCode: string, password = PASSWORD) =>
    app.inject({ method: 'POST', url: CLAIM, payload: { oobCode, password } });

  /** An anonymous visitor whose first request left their email on the profile. */
  async function visitor(email = uniqueEmail()) {
    const res = await identity('signUp', { returnSecureToken: true });
    const { localId, idToken, refreshToken } = res.json();
    await app.ctx.db.update(users).set({ email }).where(eq(users.uid, localId));
    return {
      uid: localId as string,
      idToken: idToken as string,
      refreshToken: refreshToken as string,
      email,
    };
  }

  const claimMails = (email: string) =>
    app.ctx.db
      .select({ text: mailOutbox.text, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));

  async function claimCode(email: string) {
    const [mail] = await claimMails(email);
    const link = new URL(mail!.text!.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/email-confirmed');
    return link.searchParams.get('oobCode')!;
  }

  /** Runs the job as the clock says, 31 minutes on; answers how many accounts it looked at. */
  async function runJobLater(minutes = 31) {
    clock.advance(minutes * MINUTE);
    await app.jobs.runAll();
  }

  it('emails one claim link 30 minutes after sign-up, never twice', async () => {
    const v = await visitor();
    clock.advance(10 * MINUTE);
    await app.jobs.runAll();
    expect(await claimMails(v.email)).toEqual([]);
    await runJobLater(21);
    const mails = await claimMails(v.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Una richiesta su Equilibrio con il tuo indirizzo email');
    expect(mails[0]!.text).toContain('http://localhost:8080/email-confirmed?oobCode=');
    await runJobLater(60);
    expect(await claimMails(v.email)).toHaveLength(1);
  });

  it('words the email for an address nobody proved: someone used it to ask for a service', async () => {
    const v = await visitor();
    await runJobLater();
    const [mail] = await app.ctx.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, v.email));
    expect(mail!.subject).toBe('Una richiesta su Equilibrio con il tuo indirizzo email');
    expect(mail!.text).toContain(
      'qualcuno ha usato questo indirizzo email per chiedere un servizio su Equilibrio',
    );
    expect(mail!.text).toContain('Se la richiesta l’hai inviata tu');
    expect(mail!.text).toContain('Se non l’hai inviata tu, ignora questa email');
    // It does not thank the reader for a request they may not have made.
    expect(mail!.text).not.toContain('Grazie per averci scritto');
    expect(mail!.html).toContain('Se non l’hai inviata tu, ignora questa email');
  });

  it('sends each visitor carrying the same address a link; the first password set wins', async () => {
    const email = uniqueEmail();
    const a = await visitor(email);
    const b = await visitor(email);
    await runJobLater();
    const mails = await claimMails(email);
    expect(mails).toHaveLength(2);
    const codes = mails.map((m) => new URL(m.text!.match(/https?:\/\/\S+/)![0]).searchParams);
    const [codeA, codeB] = codes.map((params) => params.get('oobCode')!);
    const owner = async (code: string) => (await claim(code)).statusCode;
    expect(await owner(codeA!)).toBe(200);
    expect(await owner(codeB!)).toBe(409);
    const signIn = await identity('signInWithPassword', {
      email,
      password: PASSWORD,
      returnSecureToken: true,
    });
    expect([a.uid, b.uid]).toContain(signIn.json().localId);
  });

  it('sends at most 3 claim emails to one address a day, however many visitors type it', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) await visitor(email);
    await runJobLater();
    expect(await claimMails(email)).toHaveLength(3);
    // A day later the address can be reached again.
    await visitor(email);
    await runJobLater(24 * 60);
    expect(await claimMails(email)).toHaveLength(4);
  });

  it('tells whose account a link is for, and 404 for anything else', async () => {
    const v = await visitor();
    await runJobLater();
    const code = await claimCode(v.email);
    const res = await app.inject({ method: 'GET', url: `${CLAIM}?oobCode=${code}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: v.email });
    const unknown = await app.inject({ method: 'GET', url: `${CLAIM}?oobCode=inventato` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });

  it('sets the password on the same account; the page then signs in with it', async () => {
    const v = await visitor();
    await runJobLater();
    const code = await claimCode(v.email);

    const weak = await claim(code, 'debole');
    expect(fieldErrorsOf(weak)['body.password']).toBe(
      'La password deve essere di minimo 8 caratteri',
    );

    const res = await claim(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: v.email });

    const signIn = await identity('signInWithPassword', {
      email: v.email,
      password: PASSWORD,
      returnSecureToken: true,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().localId).toBe(v.uid);
    const lookup = await identity('lookup', { idToken: signIn.json().idToken });
    expect(lookup.json().users[0]).toMatchObject({ email: v.email, emailVerified: true });
    const [profile] = await app.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.uid, v.uid));
    expect(profile!.email).toBe(v.email);

    // The anonymous sessions are over, and the link is used up.
    const refresh = await app.inject({
      method: 'POST',
      url: '/securetoken.googleapis.com/v1/token?key=k',
      payload: { grant_type: 'refresh_token', refresh_token: v.refreshToken },
    });
    expect(refresh.json().error.message).toBe('TOKEN_EXPIRED');
    expect((await app.inject({ method: 'GET', url: `${CLAIM}?oobCode=${code}` })).statusCode).toBe(
      404,
    );
    const again = await claim(code);
    expect(again.statusCode).toBe(404);
  });

  it('refuses when the email meanwhile belongs to another account', async () => {
    const v = await visitor();
    await runJobLater();
    const code = await claimCode(v.email);
    await identity('signUp', { email: v.email, password: PASSWORD });
    const res = await claim(code);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Attenzione, esiste già un account registrato con questo indirizzo email',
    );
  });

  it('voids the link once the visitor sets a password in the app', async () => {
    const v = await visitor();
    await runJobLater();
    const code = await claimCode(v.email);
    const link = await identity('signUp', {
      idToken: v.idToken,
      email: v.email,
      password: PASSWORD,
    });
    expect(link.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `${CLAIM}?oobCode=${code}` })).statusCode).toBe(
      404,
    );
  });

  it('expires the link after 7 days', async () => {
    const v = await visitor();
    await runJobLater();
    const code = await claimCode(v.email);
    clock.advance(7 * 24 * 60 * MINUTE + 1000);
    const res = await claim(code);
    expect(res.statusCode).toBe(404);
  });

  it('sends no claim link to an address that has an account (its link brings the request in), nor to visitors without one', async () => {
    const taken = uniqueEmail();
    await identity('signUp', { email: taken, password: PASSWORD });
    await visitor(taken);
    const silent = await identity('signUp', {});
    await runJobLater();
    // No password to set there: the account's owner gets the hand-over link (hand-over.test.ts).
    const mails = await claimMails(taken);
    expect(mails.map((m) => m.subject)).toEqual([
      'La richiesta inviata con il tuo indirizzo email',
    ]);
    expect(mails[0]!.text).not.toContain('/email-confirmed');
    const [profile] = await app.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.uid, silent.json().localId));
    expect(profile!.email).toBeNull();
  });

  it('sends once even when two processes run the job together', async () => {
    const v = await visitor();
    clock.advance(31 * MINUTE);
    await Promise.all([sendClaimEmails(app.ctx), sendClaimEmails(app.ctx)]);
    expect(await claimMails(v.email)).toHaveLength(1);
  });

  it('validates the request', async () => {
    const res = await app.inject({ method: 'POST', url: CLAIM, payload: { password: PASSWORD } });
    expect(fieldErrorsOf(res)).toHaveProperty('body.oobCode');
  });

  it('a sign-in link to the address takes the visitor over at once: the request is theirs', async () => {
    const older = await visitor();
    clock.advance(5 * MINUTE);
    const v = await visitor(older.email);
    const sent = await identity('sendOobCode', {
      requestType: 'EMAIL_SIGNIN',
      email: v.email,
      continueUrl: 'http://localhost:8080/dashboard/home',
      canHandleCodeInApp: true,
    });
    expect(sent.statusCode).toBe(200);
    const codes = (
      await app.inject({ method: 'GET', url: '/emulator/v1/projects/equilibrio-local/oobCodes' })
    ).json().oobCodes as { email: string; requestType: string; oobCode: string }[];
    const code = codes
      .filter((c) => c.email === v.email && c.requestType === 'EMAIL_SIGNIN')
      .at(-1)!;

    const signedIn = await identity('signInWithEmailLink', {
      email: v.email,
      oobCode: code.oobCode,
    });
    expect(signedIn.statusCode).toBe(200);
    // The newest visitor with this address (the one who just left the sign-up), not a new account.
    expect(signedIn.json()).toMatchObject({ localId: v.uid, email: v.email, isNewUser: false });
    // The browser left on the sign-up page is signed out; the inbox's owner is in.
    const refresh = await app.inject({
      method: 'POST',
      url: '/securetoken.googleapis.com/v1/token?key=k',
      payload: { grant_type: 'refresh_token', refresh_token: v.refreshToken },
    });
    expect(refresh.statusCode).toBe(400);
    // No claim email is due any more: the account has its address.
    await runJobLater();
    expect((await claimMails(v.email)).map((m) => m.subject)).not.toContain(
      'Una richiesta su Equilibrio con il tuo indirizzo email',
    );
  });
});
