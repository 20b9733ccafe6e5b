import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers';
import { sessionWith } from '../../test/identity-fixtures';
import { runOperatorCommand } from '../../test/operator-command';
import { buildApp } from '../app';
import { openDatabase } from '../db/open';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-user-create-'));

/** `npm run user:create -- …` as an operator runs it. */
const userCreate = (args: string[], input?: string) =>
  runOperatorCommand('user:create', args, { env: { DATA_DIR: dataDir }, input });

describe('npm run user:create', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates a staff account that signs in with the tutor role', async () => {
    const created = userCreate(
      ['--email', 'Anna.Neri@Example.it', '--role', 'tutor', '--name', 'Anna', '--surname', 'Neri'],
      'Tutor!2345\n',
    );
    expect(created.output).toContain('Account creato: anna.neri@example.it (ruolo tutor');
    expect(created.status).toBe(0);

    const again = userCreate(['--email', 'anna.neri@example.it', '--password', 'Tutor!2345']);
    expect(again.status).toBe(1);
    expect(again.output).toContain('Esiste già un account con questa email.');
    const weak = userCreate(['--email', 'altro@example.it', '--password', 'debole']);
    expect(weak.status).toBe(1);
    expect(weak.output).toContain('La password deve essere di minimo 8 caratteri');

    const database = await openDatabase(testConfig({ DATA_DIR: dataDir }));
    const app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir }),
      database,
      logger: false,
      runJobs: false,
    });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k',
        payload: { email: 'anna.neri@example.it', password: 'Tutor!2345' },
      });
      expect(signIn.statusCode).toBe(200);
      const session = await sessionWith(app, signIn.json().idToken);
      expect(session.json()).toMatchObject({ role: 'tutor', emailVerified: true });
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
