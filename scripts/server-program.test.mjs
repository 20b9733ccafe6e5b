// The operators' commands (npm run db:migrate, db:seed, user:*) run the compiled server's
// programs through scripts/server-program.mjs, in a checkout and in the Docker image alike.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from './server-build.mjs';
import { serverPrograms } from './server-programs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
const operatorScripts = ['db:migrate', 'db:seed', 'user:create', 'user:disable', 'user:enable'];

/**
 * The image's layout (Dockerfile): the launcher and the compiled server, without the sources'
 * build script beside it; the installed packages are the checkout's.
 */
const image = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-image-'));
beforeAll(() => {
  // Built already when the server tests ran first (their global set-up); else built here.
  ensureServerBuild();
  fs.mkdirSync(path.join(image, 'scripts'));
  for (const file of ['server-program.mjs', 'server-programs.mjs']) {
    fs.copyFileSync(path.join(root, 'scripts', file), path.join(image, 'scripts', file));
  }
  fs.symlinkSync(path.join(root, 'apps'), path.join(image, 'apps'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(image, 'node_modules'));
}, 120_000);
afterAll(() => fs.rmSync(image, { recursive: true, force: true }));

const run = (dir, args) => {
  const result = spawnSync(process.execPath, ['scripts/server-program.mjs', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

describe('the operators’ commands', () => {
  it('each runs a program of the compiled server, with no TypeScript at run time', () => {
    for (const name of operatorScripts) {
      const [command, launcher, program] = scripts[name].split(' ');
      expect([command, launcher], name).toEqual(['node', 'scripts/server-program.mjs']);
      expect(serverPrograms, name).toContain(program);
    }
    // The image ships the launcher beside the compiled server.
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(
      /^COPY scripts\/server-program\.mjs scripts\/server-programs\.mjs scripts\/$/m,
    );
  });

  it('runs in the image, which has the compiled server but not its sources’ build', () => {
    const help = run(image, ['user-create', '--help']);
    expect(help.output).toContain('Uso: npm run user:create -- --email <email>');
    expect(help.status).toBe(0);
    // Only a program of the list: not a chunk of the bundle, not a path out of it.
    for (const name of ['nessuno', '../../scripts/server-program', 'chunk-x']) {
      const unknown = run(image, [name]);
      expect(unknown.output).toContain(`Programma sconosciuto: ${name}.`);
      expect(unknown.status).toBe(2);
    }
  });

  it('in a checkout names the programs when asked for one it does not have', () => {
    const unknown = run(root, ['nessuno']);
    expect(unknown.output).toContain('Programmi: main, migrate-cli, user-create');
    expect(unknown.status).toBe(2);
  });
});
