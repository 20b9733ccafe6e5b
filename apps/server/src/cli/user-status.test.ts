import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../test/global-setup';
import { createTestApp, createTestUser, testConfig } from '../../test/helpers';
import { sessionWith } from '../../test/identity-fixtures';
import { runOperatorCommand } from '../../test/operator-command';
import type { App } from '../app';
import { accountEvents } from '../db/schema/identity';
import { withCliApp } from './cli-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-user-status-'));

/** `npm run user:disable -- …` / `user:enable -- …` as an operator runs it. */
const run = (script: 'user:disable' | 'user:enable', args: string[], env: Record<string, string>) =>
  runOperatorCommand(script, args, { env });
const onDataDir = (script: 'user:disable' | 'user:enable', args: string[]) =>
  run(script, args, { DATA_DIR: dataDir });

/** The server on the CLI's data folder, for one step (PGlite: one process at a time). */
const withServer = <T>(step: (app: App) => Promise<T>) =>
  withCliApp(testConfig({ DATA_DIR: dataDir }), step);

const IT = '/identitytoolkit.googleapis.com/v1/accounts';
const EMAIL = 'giulia.rossi@example.it';
const PASSWORD = 'Cliente!2345';

const signIn = (app: App) =>
  app.inject({
    method: 'POST',
    url: `${IT}:signInWithPassword?key=k`,
    payload: { email: EMAIL, password: PASSWORD, returnSecureToken: true },
  });
const refresh = (app: App, refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/securetoken.googleapis.com/v1/token?key=k',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
  });
const historyOf = (app: App, uid: string) =>
  app.ctx.db
    .select({
      action: accountEvents.action,
      reason: accountEvents.reason,
      actorUid: accountEvents.actorUid,
    })
    .from(accountEvents)
    .where(eq(accountEvents.uid, uid))
    .orderBy(accountEvents.id);

describe('npm run user:disable / user:enable', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // The commands run on PGlite (DATA_DIR) in their own processes whatever the pass: the PGlite
  // pass covers this; the PostgreSQL pass runs only the test below.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'disables an account: its sign-in and its tokens are refused; enabling lets it sign in again',
    async () => {
      const customer = await withServer(async (app) => {
        const signUp = await app.inject({
          method: 'POST',
          url: `${IT}:signUp?key=k`,
          payload: { email: EMAIL, password: PASSWORD, returnSecureToken: true },
        });
        expect(signUp.statusCode).toBe(200);
        const tokens = signUp.json() as { localId: string; idToken: string; refreshToken: string };
        expect((await sessionWith(app, tokens.idToken)).statusCode).toBe(200);

        // While a server owns the embedded database the command cannot run, and says why.
        const busy = onDataDir('user:disable', ['--email', EMAIL]);
        expect(busy.status).toBe(1);
        expect(busy.output).toContain('is in use by another Equilibrio process');
        expect(busy.output).toContain('un solo processo alla volta');
        return tokens;
      });

      const tooShort = onDataDir('user:disable', ['--email', EMAIL, '--reason', 'no']);
      expect(tooShort.status).toBe(1);
      expect(tooShort.output).toContain('Il motivo deve contenere almeno 5 caratteri');
      const unknown = onDataDir('user:disable', ['--email', 'nessuno@example.it']);
      expect(unknown.status).toBe(1);
      expect(unknown.output).toContain('Nessun account con questa email.');

      const disabled = onDataDir('user:disable', [
        '--email',
        'Giulia.Rossi@Example.it',
        '--reason',
        'Segnalazione di uso improprio',
      ]);
      expect(disabled.output).toContain(`Account disattivato: ${EMAIL}`);
      expect(disabled.status).toBe(0);

      await withServer(async (app) => {
        expect((await sessionWith(app, customer.idToken)).statusCode).toBe(401);
        expect((await signIn(app)).json().error.message).toBe('USER_DISABLED');
        expect((await refresh(app, customer.refreshToken)).json().error.message).toBe(
          'USER_DISABLED',
        );
        expect(await historyOf(app, customer.localId)).toEqual([
          { action: 'disabled', reason: 'Segnalazione di uso improprio', actorUid: null },
        ]);
      });

      const again = onDataDir('user:disable', ['--email', EMAIL]);
      expect(again.status).toBe(0);
      expect(again.output).toContain('è già disattivato: nessuna modifica');

      const enabled = onDataDir('user:enable', ['--uid', customer.localId]);
      expect(enabled.output).toContain(`Account riattivato: ${EMAIL}`);
      expect(enabled.status).toBe(0);

      await withServer(async (app) => {
        const signedIn = await signIn(app);
        expect(signedIn.statusCode).toBe(200);
        expect((await sessionWith(app, signedIn.json().idToken)).statusCode).toBe(200);
        // Re-enabling does not bring back the tokens issued before the account was disabled.
        expect((await sessionWith(app, customer.idToken)).statusCode).toBe(401);
        expect(await historyOf(app, customer.localId)).toEqual([
          { action: 'disabled', reason: 'Segnalazione di uso improprio', actorUid: null },
          { action: 'enabled', reason: null, actorUid: null },
        ]);
      });
    },
    120_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, shuts the account out of a running server at once (no restart)',
    async () => {
      const app = await createTestApp();
      try {
        const customer = await createTestUser(app);
        const call = () =>
          app.inject({ method: 'GET', url: '/api/v1/session', headers: customer.headers });
        // Read twice: the second answer comes from the server's account status cache.
        expect((await call()).statusCode).toBe(200);
        expect((await call()).statusCode).toBe(200);
        const { rows } = (await app.ctx.db.execute(
          sql`select current_database() as name`,
        )) as unknown as { rows: { name: string }[] };
        const url = withDatabase(process.env.TEST_DATABASE_URL!, rows[0]!.name);
        const disabled = run('user:disable', ['--email', customer.email], {
          DATABASE_URL: url,
          DATA_DIR: dataDir,
        });
        expect(disabled.output).toContain('Account disattivato');
        expect(disabled.status).toBe(0);
        // The other process's change reaches this one through NOTIFY account_changed.
        await expect.poll(async () => (await call()).statusCode, { timeout: 5000 }).toBe(401);
      } finally {
        await app.close();
      }
    },
    60_000,
  );
});
