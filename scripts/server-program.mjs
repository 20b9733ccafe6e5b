// The operators' commands (npm run db:migrate, db:seed, user:create, user:disable, user:enable):
// `node scripts/server-program.mjs <program> [arguments…]` runs the compiled server's program
// (apps/server/dist/<program>.js) with the arguments, as `npm start` runs dist/main.js. In a
// checkout the server is compiled first when its sources changed; in the Docker image, which has
// the compiled server and this file but neither the sources nor the build tools, what was
// shipped runs. No TypeScript compiler at run time either way.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverPrograms } from './server-programs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [name, ...args] = process.argv.slice(2);
if (!serverPrograms.includes(name)) {
  console.error(
    `Programma sconosciuto: ${name ?? '(nessuno)'}. Programmi: ${serverPrograms.join(', ')}.`,
  );
  process.exit(2);
}
const program = path.join(root, 'apps/server/dist', `${name}.js`);
if (fs.existsSync(path.join(import.meta.dirname, 'server-build.mjs'))) {
  const { ensureServerBuild } = await import('./server-build.mjs');
  ensureServerBuild();
}

// The program reads its arguments from process.argv, as if it had been started itself.
process.argv = [process.argv[0], program, ...args];
await import(pathToFileURL(program).href);
