import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { accountsCall, errorOf, IT, PASSWORD, uniqueEmail } from '../../../test/identity-fixtures';
import { mailOutbox } from '../../db/schema/mail';
import type { ManualClock } from '../../lib/clock';
import { provisionAccount } from './identity.service';

// The sign-in lock-out, counted in memory and, with TEST_REDIS_URL, in Redis; and the API key.

describe('identity API key', () => {
  const app = useTestApp({ env: { IDENTITY_API_KEY: 'la-chiave-giusta' } });

  it('accepts only the configured key', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: `${IT}/v1/accounts:signUp?key=altra`,
      payload: {},
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('API key not valid. Please pass a valid API key.');
    const right = await app.inject({
      method: 'POST',
      url: `${IT}/v1/accounts:signUp?key=la-chiave-giusta`,
      payload: {},
    });
    expect(right.statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const counterStores = [
  { store: 'in memory', env: {} as Record<string, string> },
  ...(redisUrl
    ? [
        {
          store: 'in Redis',
          env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `eq-test-${randomUUID().slice(0, 8)}:` },
        },
      ]
    : []),
];

describe.each(counterStores)('sign-in lock-out, counted $store', ({ store, env }) => {
  const app = useTestApp({ env });
  const clock = () => app.ctx.clock as ManualClock;

  let addressCounter = 0;
  /** An address no other test uses. */
  const newAddress = () => `192.0.2.${++addressCounter}`;
  const call = (path: string, payload: object, remoteAddress = '198.51.100.99') =>
    accountsCall(app, path, payload, { remoteAddress });
  const signIn = (email: string, password: string, remoteAddress: string) =>
    call('signInWithPassword', { email, password, returnSecureToken: true }, remoteAddress);
  async function account(label: string) {
    const email = uniqueEmail(label);
    expect((await call('signUp', { email, password: PASSWORD })).statusCode).toBe(200);
    return email;
  }
  const expectLocked = (res: Awaited<ReturnType<typeof signIn>>) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 400,
        message: expect.stringMatching(/^TOO_MANY_ATTEMPTS_TRY_LATER : /),
        errors: [expect.objectContaining({ domain: 'global', reason: 'invalid' })],
      },
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };
  const mailsTo = (email: string) =>
    app.ctx.db
      .select({ template: mailOutbox.template, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));

  it('reserves each attempt before checking it: 30 wrong passwords and the right one sent together do not sign in', async () => {
    const email = await account('Parallelo');
    const from = newAddress();
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => signIn(email, `Sbagliata!${i}`, from)),
      signIn(email, PASSWORD, from),
    ]);
    const right = answers.at(-1)!;
    expectLocked(right);
    // Refused by the lock-out itself (not by a busy hashing queue).
    expect(errorOf(right)).toContain('temporarily disabled');
    const checked = answers.filter((res) => errorOf(res) === 'INVALID_LOGIN_CREDENTIALS');
    // Only the attempts an address gets before it has to wait are checked at all.
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const res of answers) if (!checked.includes(res)) expectLocked(res);
  }, 60_000);

  it('holds across addresses: 30 wrong passwords from 30 addresses and the right one, together, do not sign in', async () => {
    const email = await account('Sparso');
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => signIn(email, `Sbagliata!${i}`, newAddress())),
      signIn(email, PASSWORD, newAddress()),
    ]);
    // Refused: by the account's lock-out, or by the hashing queue (one account holds at most its
    // share of it) when attempts it turned away, never checked, gave their places back.
    expectLocked(answers.at(-1)!);
    for (const res of answers.slice(0, -1)) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatch(/^(INVALID_LOGIN_CREDENTIALS|TOO_MANY_ATTEMPTS_TRY_LATER : )/);
    }
  }, 60_000);

  it.skipIf(store !== 'in memory')(
    'a stranger failing on a tutor’s email does not lock the tutor out of the back office',
    async () => {
      const email = uniqueEmail('Tutor');
      await provisionAccount(app.ctx, app.ctx.db, {
        email,
        password: PASSWORD,
        role: 'tutor',
        emailVerified: true,
      });
      const stranger = newAddress();
      const office = newAddress();
      for (let attempt = 0; attempt < 5; attempt++)
        expect(errorOf(await signIn(email, `Indovino!${attempt}`, stranger))).toBe(
          'INVALID_LOGIN_CREDENTIALS',
        );
      // The stranger now waits between attempts…
      const waiting = await signIn(email, 'Indovino!5', stranger);
      expectLocked(waiting);
      expect(waiting.headers['retry-after']).toBe('30');
      // …while the tutor signs in from the office, as a tutor, again and again.
      for (let day = 0; day < 3; day++) {
        const tutor = await signIn(email, PASSWORD, office);
        expect(tutor.statusCode, tutor.body).toBe(200);
        const claims = JSON.parse(
          Buffer.from(tutor.json().idToken.split('.')[1], 'base64url').toString(),
        );
        expect(claims.role).toBe('tutor');
      }
      // The tutor's success does not lift the stranger's wait.
      expectLocked(await signIn(email, PASSWORD, stranger));
      expect(await mailsTo(email)).toEqual([]);
    },
  );

  it.skipIf(store !== 'in memory')(
    'makes one address wait longer after each failure beyond 5, then locks it out of the account until the window ends',
    async () => {
      const email = await account('Attesa');
      const from = newAddress();
      const started = clock().now().getTime();
      for (let attempt = 0; attempt < 5; attempt++)
        expect(errorOf(await signIn(email, `Errata!${attempt}`, from))).toBe(
          'INVALID_LOGIN_CREDENTIALS',
        );
      for (const wait of [30, 60, 120, 240]) {
        const early = await signIn(email, PASSWORD, from);
        expectLocked(early);
        expect(early.headers['retry-after']).toBe(String(wait));
        clock().advance((wait - 1) * 1000);
        expect(errorOf(await signIn(email, PASSWORD, from))).toMatch(/^TOO_MANY_ATTEMPTS/);
        clock().advance(1000);
        expect(errorOf(await signIn(email, `Errata!${wait}`, from))).toBe(
          'INVALID_LOGIN_CREDENTIALS',
        );
      }
      // 9 failures: the next wait would outlast the 15-minute window.
      const elapsed = clock().now().getTime() - started;
      const last = await signIn(email, PASSWORD, from);
      expectLocked(last);
      expect(Number(last.headers['retry-after'])).toBe(Math.ceil((15 * 60_000 - elapsed) / 1000));
      // The owner elsewhere is not affected; once the window is over the address starts afresh.
      expect((await signIn(email, PASSWORD, newAddress())).statusCode).toBe(200);
      clock().advance(15 * 60_000 - elapsed);
      expect((await signIn(email, PASSWORD, from)).statusCode).toBe(200);
      // A success clears the address's failures: it gets its 5 free attempts again.
      for (let attempt = 0; attempt < 5; attempt++)
        expect(errorOf(await signIn(email, `Errata!${attempt}`, from))).toBe(
          'INVALID_LOGIN_CREDENTIALS',
        );
    },
  );

  it.skipIf(store !== 'in memory')(
    'locks the account for everyone after 30 failures from anywhere and emails the owner once',
    async () => {
      const email = await account('Assediato');
      for (let attempt = 0; attempt < 29; attempt++)
        expect(errorOf(await signIn(email, `Errata!${attempt}`, newAddress()))).toBe(
          'INVALID_LOGIN_CREDENTIALS',
        );
      expect(await mailsTo(email)).toEqual([]);
      expect(errorOf(await signIn(email, 'Errata!29', newAddress()))).toBe(
        'INVALID_LOGIN_CREDENTIALS',
      );
      const owner = await signIn(email, PASSWORD, newAddress());
      expectLocked(owner);
      expect(errorOf(owner)).toContain('temporarily disabled');
      for (let attempt = 0; attempt < 5; attempt++)
        expectLocked(await signIn(email, `Errata!${attempt}`, newAddress()));
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        template: 'sign-in-locked',
        subject: 'Tentativi di accesso al tuo account Equilibrio',
      });
      expect(mails[0]!.text).toContain('tentativi di accesso non riusciti');
      expect(mails[0]!.text).toContain('reimposta');
      expect(mails[0]!.text).toContain('http://localhost:8080/login');
      clock().advance(15 * 60_000);
      expect((await signIn(email, PASSWORD, newAddress())).statusCode).toBe(200);
    },
  );
});
