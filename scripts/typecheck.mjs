// npm run typecheck (and the typecheck step of npm test): `tsc --noEmit` over every TypeScript
// project of the repository, run side by side (they are independent), each one's output printed
// whole when it ends. Exits 1 when any project has errors.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

export const projects = ['packages/contract', 'apps/server', 'apps/web', 'e2e'];

export function typecheck() {
  const tsc = path.join(root, 'node_modules/.bin/tsc');
  return Promise.all(
    projects.map(
      (project) =>
        new Promise((resolve) => {
          const child = spawn(tsc, ['-p', project, '--noEmit'], { cwd: root });
          let output = '';
          child.stdout.on('data', (chunk) => {
            output += chunk;
          });
          child.stderr.on('data', (chunk) => {
            output += chunk;
          });
          child.on('close', (code) => {
            if (output) process.stdout.write(output);
            console.log(`tsc ${project}: ${code === 0 ? 'ok' : 'errors'}`);
            resolve(code === 0);
          });
        }),
    ),
  ).then((results) => results.every(Boolean));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await typecheck()) ? 0 : 1);
}
