// npm test: type check, lint, unit + component + API tests (PGlite; and PostgreSQL when
// TEST_DATABASE_URL is set), then the Playwright journeys in Chromium.
// `npm test -- unit e2e` runs only the named steps.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { databaseTestFiles } from './database-tests.mjs';
import { findChrome, installHint } from './find-chrome.mjs';
import { checkNode, ensureWebBuild, root, runBuffered } from './lib.mjs';
import { typecheck } from './typecheck.mjs';

checkNode();
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
};

const steps = {
  typecheck: () => typecheck(),
  lint: async () =>
    (await runBuffered(bin('biome'), ['ci', '.'])) &&
    (await runBuffered(process.execPath, ['scripts/check-boundaries.mjs'])) &&
    // Dead code kept out: unused files, exports and dependencies, unlisted dependencies.
    (await runBuffered(bin('knip'), [])),
  unit: () => run(bin('vitest'), ['run']),
  postgres: () => {
    if (!process.env.TEST_DATABASE_URL) {
      console.log('TEST_DATABASE_URL not set: API tests on PostgreSQL skipped.');
      return true;
    }
    // Tests that start the server or a command in a process of its own run it on PGlite whatever
    // the pass: the PGlite pass covers them. So it does the tests that use no database.
    const ownProcess = [
      'apps/server/test/startup.test.ts',
      'apps/server/src/cli/user-create.test.ts',
    ];
    const files = databaseTestFiles().filter((file) => !ownProcess.includes(file));
    return run(bin('vitest'), ['run', '--project', 'server', ...files]);
  },
  e2e: () => {
    const chrome = findChrome();
    if (!chrome) {
      console.error(installHint);
      return false;
    }
    ensureWebBuild();
    // The configuration picks the browser of each journey (find-chrome.mjs) unless CHROME_PATH says.
    return run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
  },
};

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !(name in steps));
if (unknown.length) {
  console.error(
    `Unknown test step(s): ${unknown.join(', ')}. Steps: ${Object.keys(steps).join(', ')}`,
  );
  process.exit(2);
}
const selected = wanted.length ? wanted : Object.keys(steps);
/**
 * Steps that run side by side: the type check and the lint read the sources only, and neither
 * keeps both cores busy for its whole length (tsc's largest project ends alone, Biome is quick).
 */
const together = [['typecheck', 'lint']];
const batches = [];
for (const name of selected) {
  const group = together.find((names) => names.includes(name));
  const previous = batches.at(-1);
  if (group && previous?.group === group) previous.names.push(name);
  else batches.push({ group, names: [name] });
}
const started = Date.now();
for (const { names } of batches) {
  const results = await Promise.all(names.map(runStep));
  if (results.includes(false)) process.exit(1);
}
console.log(`\nAll test steps passed in ${Math.round((Date.now() - started) / 1000)} s.`);

async function runStep(name) {
  const stepStart = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const { TEST_DATABASE_URL, ...withoutPg } = process.env;
  // The PGlite pass must not pick up TEST_DATABASE_URL; only the postgres step uses it.
  const ok = await (name === 'unit' ? runWithEnv(withoutPg, steps[name]) : steps[name]());
  console.log(
    `━━ ${name}: ${ok ? 'ok' : 'FAILED'} (${Math.round((Date.now() - stepStart) / 1000)} s)`,
  );
  return ok;
}

function runWithEnv(env, fn) {
  const saved = process.env;
  process.env = env;
  try {
    return fn();
  } finally {
    process.env = saved;
  }
}
