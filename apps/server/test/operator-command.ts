import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts as Record<string, string>;

/**
 * `npm run <script> -- <args>` as an operator runs it: the root package.json's command line, in a
 * process of its own, with only PATH and `env` set (the compiled server's program, built by the
 * server tests' global set-up). Its exit status and everything it printed.
 */
export function runOperatorCommand(
  script: string,
  args: string[],
  { env, input }: { env: Record<string, string>; input?: string },
) {
  const [command, ...scriptArgs] = scripts[script]!.split(' ');
  expect(command).toBe('node');
  const result = spawnSync(process.execPath, [...scriptArgs, ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
