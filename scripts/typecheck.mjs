// npm run typecheck (and the typecheck step of npm test): `tsc --noEmit` over every TypeScript
// project of the repository, run side by side (they are independent), each one's output printed
// whole when it ends. Exits 1 when any project has errors.
import path from 'node:path';
import { root, runBuffered } from './lib.mjs';

export const projects = ['packages/contract', 'apps/server', 'apps/web', 'e2e'];

export function typecheck() {
  const tsc = path.join(root, 'node_modules/.bin/tsc');
  return Promise.all(
    projects.map((project) =>
      runBuffered(tsc, ['-p', project, '--noEmit']).then((ok) => {
        console.log(`tsc ${project}: ${ok ? 'ok' : 'errors'}`);
        return ok;
      }),
    ),
  ).then((results) => results.every(Boolean));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await typecheck()) ? 0 : 1);
}
