import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../../../test/helpers';
import {
  accountsCall,
  errorOf,
  NEW_PASSWORD,
  PASSWORD,
  uniqueEmail,
  useWireApp,
} from '../../../test/identity-fixtures';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import type { ManualClock } from '../../lib/clock';

// Password hashing and password changes under load: bounded hashing, 45-way floods of one
// account's changes, links, reset code and claim link, the per-account limit, address sprays.

describe('identity endpoints on the wire', () => {
  const { call, refresh, signUp } = useWireApp();

  describe('accounts', () => {
    /** A test on an app of its own, given a minute: its load must not slow the file's others. */
    const itOnOwnApp = (name: string, test: (app: TestApp) => Promise<void>) =>
      it(name, () => withTestApp({}, test), 60_000);

    itOnOwnApp(
      'bounds password hashing: a flood of sign-ins is turned away, other calls still answer',
      async (flood) => {
        const signIns = Array.from({ length: 100 }, (_, i) =>
          accountsCall(flood, 'signInWithPassword', {
            email: `piena${i}@example.it`,
            password: 'Tentativo!1',
          }),
        );
        const health = await flood.inject({ method: 'GET', url: '/healthz' });
        expect(health.statusCode).toBe(200);
        const messages = (await Promise.all(signIns)).map(errorOf);
        const busy = messages.filter((m) => m.startsWith('TOO_MANY_ATTEMPTS_TRY_LATER'));
        expect(busy.length).toBeGreaterThan(0);
        expect(messages.filter((m) => m === 'INVALID_LOGIN_CREDENTIALS').length).toBeGreaterThan(0);
      },
    );

    itOnOwnApp('keeps room for others while one address floods the sign-in', async (flood) => {
      const account = { email: 'sotto.assedio@example.it', password: 'Assedio!2345' };
      const signUp = await accountsCall(flood, 'signUp', { ...account, returnSecureToken: true });
      expect(signUp.statusCode).toBe(200);
      const signIn = (remoteAddress: string) =>
        accountsCall(
          flood,
          'signInWithPassword',
          { ...account, returnSecureToken: true },
          { remoteAddress },
        );
      // 50 clients at one address, each sending its next sign-in as soon as one is answered:
      // the hashing queue stays full.
      let flooding = true;
      const flooded: number[] = [];
      const clients = Array.from({ length: 50 }, async () => {
        while (flooding) flooded.push((await signIn('203.0.113.7')).statusCode);
      });
      await expect
        .poll(() => flooded.filter((status) => status === 400).length)
        .toBeGreaterThan(50);
      // Three people elsewhere sign in meanwhile: each takes one of the flood's places.
      const others = await Promise.all(
        ['198.51.100.20', '198.51.100.21', '198.51.100.22'].map(signIn),
      );
      flooding = false;
      await Promise.all(clients);
      expect(others.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      expect(flooded.filter((status) => status === 200).length).toBeGreaterThan(0);
    });

    /**
     * 45 calls of `flood` at once (one account's password-setting calls, from one address); once
     * the first answers are back, three sign-ins of another account from three other addresses.
     * Those succeed; the flood gets one change through and 4xx answers in the envelope.
     */
    async function floodAndSignInElsewhere(
      target: TestApp,
      flood: () => Promise<LightMyRequestResponse>,
    ) {
      const other = { email: uniqueEmail('Altrove'), password: PASSWORD, returnSecureToken: true };
      const created = await accountsCall(target, 'signUp', other, {
        remoteAddress: '198.51.100.30',
      });
      expect(created.statusCode).toBe(200);
      let answered = 0;
      const flooded = Array.from({ length: 45 }, () =>
        flood().then((res) => {
          answered += 1;
          return res;
        }),
      );
      await expect.poll(() => answered).toBeGreaterThan(0);
      const others = await Promise.all(
        ['198.51.100.20', '198.51.100.21', '198.51.100.22'].map((remoteAddress) =>
          accountsCall(target, 'signInWithPassword', other, { remoteAddress }),
        ),
      );
      const answers = await Promise.all(flooded);
      expect(others.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      for (const res of answers) {
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode !== 200) {
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.json().error.message, res.body).toEqual(expect.any(String));
        }
      }
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
      return answers;
    }

    const FLOODER = '203.0.113.8';

    itOnOwnApp(
      'a 45-way flood of one account’s password changes leaves room for other sign-ins',
      async (flood) => {
        const created = (
          await accountsCall(
            flood,
            'signUp',
            { email: uniqueEmail('Cambi'), password: PASSWORD, returnSecureToken: true },
            { remoteAddress: FLOODER },
          )
        ).json();
        const answers = await floodAndSignInElsewhere(flood, () =>
          accountsCall(
            flood,
            'update',
            { idToken: created.idToken, password: NEW_PASSWORD, returnSecureToken: true },
            { remoteAddress: FLOODER },
          ),
        );
        const refused = answers.filter(
          (res) => res.statusCode !== 200 && /^TOO_MANY_ATTEMPTS_TRY_LATER/.test(errorOf(res)),
        );
        expect(refused.length).toBeGreaterThanOrEqual(40);
        for (const res of refused) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      },
    );

    itOnOwnApp(
      'a 45-way flood of one anonymous account’s links leaves room for other sign-ins',
      async (flood) => {
        const anonymous = (
          await accountsCall(
            flood,
            'signUp',
            { returnSecureToken: true },
            { remoteAddress: FLOODER },
          )
        ).json();
        const email = uniqueEmail('Collega');
        await floodAndSignInElsewhere(flood, () =>
          accountsCall(
            flood,
            'signUp',
            { idToken: anonymous.idToken, email, password: PASSWORD },
            { remoteAddress: FLOODER },
          ),
        );
      },
    );

    itOnOwnApp('a 45-way flood of one reset code leaves room for other sign-ins', async (flood) => {
      const email = uniqueEmail('Reimposta');
      await accountsCall(flood, 'signUp', { email, password: PASSWORD });
      await accountsCall(flood, 'sendOobCode', { requestType: 'PASSWORD_RESET', email });
      const codes = await flood.inject({
        method: 'GET',
        url: '/emulator/v1/projects/equilibrio-local/oobCodes',
      });
      const { oobCode } = codes.json().oobCodes.at(-1);
      await floodAndSignInElsewhere(flood, () =>
        accountsCall(
          flood,
          'resetPassword',
          { oobCode, newPassword: NEW_PASSWORD },
          { remoteAddress: FLOODER },
        ),
      );
    });

    itOnOwnApp(
      'a 45-way flood of one account-claim link leaves room for other sign-ins',
      async (flood) => {
        const visitor = (await accountsCall(flood, 'signUp', { returnSecureToken: true })).json();
        const email = uniqueEmail('Reclamo');
        await flood.ctx.db.update(users).set({ email }).where(eq(users.uid, visitor.localId));
        (flood.ctx.clock as ManualClock).advance(31 * 60_000);
        await flood.jobs.runAll();
        const [mail] = await flood.ctx.db
          .select({ text: mailOutbox.text })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, email));
        const oobCode = new URL(mail!.text!.match(/https?:\/\/\S+/)![0]).searchParams.get(
          'oobCode',
        );
        await floodAndSignInElsewhere(flood, () =>
          flood.inject({
            method: 'POST',
            url: '/api/v1/user-controller/claim-account',
            payload: { oobCode, password: PASSWORD },
            remoteAddress: FLOODER,
          }),
        );
      },
    );

    itOnOwnApp(
      'limits password changes per account: 5 in 15 minutes, then TOO_MANY_ATTEMPTS_TRY_LATER',
      async (limited) => {
        const email = uniqueEmail('Limite');
        const inject = (path: string, payload: object) => accountsCall(limited, path, payload);
        let idToken = (await inject('signUp', { email, password: PASSWORD })).json().idToken;
        for (let change = 0; change < 5; change++) {
          const res = await inject('update', { idToken, password: `${NEW_PASSWORD}${change}` });
          expect(res.statusCode, res.body).toBe(200);
          idToken = res.json().idToken;
        }
        const refused = await inject('update', { idToken, password: 'Ancora#Una1' });
        expect(refused.statusCode).toBe(400);
        expect(errorOf(refused)).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER : /);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // Nothing changed: the last password set still signs in, the refused one does not.
        expect(
          (await inject('signInWithPassword', { email, password: 'Ancora#Una1' })).statusCode,
        ).toBe(400);
        const signedIn = await inject('signInWithPassword', {
          email,
          password: `${NEW_PASSWORD}4`,
        });
        expect(signedIn.statusCode).toBe(200);
        (limited.ctx.clock as ManualClock).advance(15 * 60_000 + 1000);
        const fresh = await inject('signInWithPassword', { email, password: `${NEW_PASSWORD}4` });
        const later = await inject('update', {
          idToken: fresh.json().idToken,
          password: 'Ancora#Una1',
        });
        expect(later.statusCode, later.body).toBe(200);
      },
    );

    it('runs two password changes of one account one after the other: one wins, the other is refused', async () => {
      const created = await signUp(uniqueEmail('Insieme'));
      const [first, second] = await Promise.all(
        ['Prima#Scelta1', 'Seconda#Scelta2'].map((password) =>
          call('update', { idToken: created.idToken, password, returnSecureToken: true }),
        ),
      );
      expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 400]);
      const [won, lost] =
        first!.statusCode === 200
          ? ['Prima#Scelta1', 'Seconda#Scelta2']
          : ['Seconda#Scelta2', 'Prima#Scelta1'];
      expect(errorOf(first!.statusCode === 200 ? second! : first!)).toBe('TOKEN_EXPIRED');
      const winner = first!.statusCode === 200 ? first! : second!;
      // The tokens answered to the winner stay valid; its password is the account's.
      expect((await refresh(winner.json().refreshToken)).statusCode).toBe(200);
      expect(
        (await call('signInWithPassword', { email: created.email, password: won })).statusCode,
      ).toBe(200);
      expect(
        errorOf(await call('signInWithPassword', { email: created.email, password: lost })),
      ).toBe('INVALID_LOGIN_CREDENTIALS');
    });

    itOnOwnApp('locks out an address that sprays many accounts', async (spray) => {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < 50; i++) {
        const res = await accountsCall(
          spray,
          'signInWithPassword',
          { email: `vittima${i}@example.it`, password: 'Tentativo!1' },
          { headers },
        );
        expect(errorOf(res)).toBe('INVALID_LOGIN_CREDENTIALS');
      }
      const blocked = await accountsCall(spray, 'signInWithPassword', {
        email: 'altra@example.it',
        password: 'Tentativo!1',
      });
      expect(errorOf(blocked)).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER : /);
    });
  });
});
