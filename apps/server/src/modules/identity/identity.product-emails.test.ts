import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser, withTestApp } from '../../../test/helpers';
import { NEW_PASSWORD, PASSWORD, uniqueEmail, useWireApp } from '../../../test/identity-fixtures';
import { identityOobCodes } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';

// The emails the product API sends for the login page and the dashboard banner, and the emailed
// codes in production.

/** Numbers the client addresses of the per-address limit test (each call its own). */
let counter = 1;

describe('identity endpoints on the wire', () => {
  const { app, call, signUp } = useWireApp();

  describe('emails of the product API', () => {
    const outboxFor = (email: string) =>
      app.ctx.db
        .select({
          template: mailOutbox.template,
          text: mailOutbox.text,
          subject: mailOutbox.subject,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email.toLowerCase()));

    it('sends the reset email, answering the same for unknown addresses', async () => {
      const { email } = await signUp(uniqueEmail('Dimenticata'));
      const unknown = uniqueEmail('nessuno');
      const known = await app.inject({
        method: 'GET',
        url: `/api/v1/user-controller/send-reset-password-email?email=${encodeURIComponent(email)}`,
      });
      const other = await app.inject({
        method: 'GET',
        url: `/api/v1/user-controller/send-reset-password-email?email=${encodeURIComponent(unknown)}`,
      });
      expect(known.statusCode).toBe(202);
      expect(other.statusCode).toBe(202);
      expect(other.body).toBe(known.body);
      expect(await outboxFor(unknown)).toEqual([]);
      const [mail] = await outboxFor(email);
      expect(mail).toMatchObject({
        template: 'reset-password',
        subject: 'Reimposta la password di Equilibrio',
      });
      const link = new URL(mail!.text!.match(/https?:\/\/\S+/)![0]);
      expect(link.origin + link.pathname).toBe('http://localhost:8080/email-handler');
      expect(Object.fromEntries(link.searchParams)).toMatchObject({
        mode: 'resetPassword',
        lang: 'it',
        oobCode: expect.any(String),
        apiKey: expect.any(String),
        continueUrl: expect.stringContaining('http://localhost:8080/'),
      });
      // The emailed code is the one the SDK confirms.
      const reset = await call('resetPassword', {
        oobCode: link.searchParams.get('oobCode'),
        newPassword: NEW_PASSWORD,
      });
      expect(reset.json()).toEqual({
        kind: 'identitytoolkit#ResetPasswordResponse',
        requestType: 'PASSWORD_RESET',
        email,
      });
    });

    it('leads the reset link back to the dashboard page the login was opened for', async () => {
      /** The continue address of the reset link emailed after asking with `next`. */
      const continueAfter = async (next: string | string[]) => {
        const { email } = await signUp(uniqueEmail('Ritorno'));
        const query = new URLSearchParams({ email });
        for (const value of [next].flat()) query.append('next', value);
        const res = await app.inject({
          method: 'GET',
          url: `/api/v1/user-controller/send-reset-password-email?${query}`,
        });
        expect(res.statusCode).toBe(202);
        const [mail] = await outboxFor(email);
        return new URL(mail!.text!.match(/https?:\/\/\S+/)![0]).searchParams.get('continueUrl');
      };
      expect(await continueAfter('/dashboard/request-detail/13')).toBe(
        'http://localhost:8080/dashboard/request-detail/13',
      );
      expect(await continueAfter('/dashboard/request-detail/11#messaggi')).toBe(
        'http://localhost:8080/dashboard/request-detail/11#messaggi',
      );
      // Another site, or a page outside the dashboard: not followed, and not an error either.
      for (const unsafe of [
        'https://altrove.example/dashboard/home',
        '//altrove.example/dashboard/home',
        '/\\altrove.example/dashboard/home',
        '/login',
        '/dashboard-finta',
        '/dashboard/../backoffice/requests',
        ['/dashboard/request-list', '/dashboard/home'],
      ])
        expect(await continueAfter(unsafe)).toBe('http://localhost:8080/dashboard/home');
    });

    it('greets the account by its first name in the reset email', async () => {
      const { email, idToken } = await signUp(uniqueEmail('Nominata'));
      const named = await call('update', { idToken, displayName: 'Giulia Bianchi' });
      expect(named.statusCode).toBe(200);
      await app.inject({
        method: 'GET',
        url: `/api/v1/user-controller/send-reset-password-email?email=${encodeURIComponent(email)}`,
      });
      const [mail] = await outboxFor(email);
      expect(mail?.text).toMatch(/^Ciao Giulia,/m);
    });

    it('sends the verification email to an unverified account only, same answer otherwise', async () => {
      const { email } = await signUp(uniqueEmail('Verifica'));
      const verified = await createTestUser(app, { emailVerified: true });
      const answers = [];
      for (const address of [email, verified.email, uniqueEmail('nessuno')]) {
        answers.push(
          await app.inject({
            method: 'GET',
            url: `/api/v1/user-controller/send-verification-email?email=${encodeURIComponent(address)}`,
          }),
        );
      }
      expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202]);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect((await outboxFor(email)).map((m) => m.template)).toEqual(['verify-email']);
      expect(await outboxFor(verified.email)).toEqual([]);
    });

    it('refuses an address that is not one, with the spec’s message', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/user-controller/send-reset-password-email?email=nope',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields['querystring.email']).toBe(
        'Impossibile inviare mail di reset password senza fornire un indirizzo email valido.',
      );
    });

    it('rate-limits requests per address, known or not', async () => {
      for (const address of [(await signUp()).email, uniqueEmail('nessuno')]) {
        const url = `/api/v1/user-controller/send-reset-password-email?email=${encodeURIComponent(address)}`;
        const statuses = [];
        for (let i = 0; i < 6; i++)
          statuses.push(
            (
              await app.inject({
                method: 'GET',
                url,
                headers: { 'x-forwarded-for': `198.51.100.${counter++}` },
              })
            ).statusCode,
          );
        expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      }
    });

    it('rate-limits requests per client address', () =>
      withTestApp({}, async (limited) => {
        const statuses = [];
        for (let i = 0; i < 31; i++) {
          const res = await limited.inject({
            method: 'GET',
            url: `/api/v1/user-controller/send-verification-email?email=persona${i}@example.it`,
          });
          statuses.push(res.statusCode);
        }
        expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
        expect(statuses[30]).toBe(429);
        expect(
          (
            await limited.inject({
              method: 'GET',
              url: '/api/v1/user-controller/send-verification-email?email=ancora@example.it',
            })
          ).json().error.code,
        ).toBe('RATE_LIMITED');
      }));
  });
});

describe('identity service in production', () => {
  const { app, call } = useWireApp({ NODE_ENV: 'production', MAIL_DISABLED: 'true' });

  it('keeps no emailed code in clear and has no code listing', async () => {
    const email = uniqueEmail('Produzione');
    const res = await call('signUp', { email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    await call('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: res.json().idToken });
    const codes = await app.ctx.db
      .select({ devLink: identityOobCodes.devLink, hash: identityOobCodes.codeHash })
      .from(identityOobCodes);
    expect(codes).toHaveLength(1);
    expect(codes[0]!.devLink).toBeNull();
    const listing = await app.inject({
      method: 'GET',
      url: '/emulator/v1/projects/equilibrio-local/oobCodes',
    });
    expect(listing.statusCode).toBe(404);
  });
});
