// The benchmarks' own tools (autocannon, Lighthouse) are not installed by `npm ci`: CI and a
// plain `npm install` never need them. The first `npm run bench:*` installs them here, from
// this folder's package-lock.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const installed = ['autocannon', 'lighthouse'].every((name) =>
  fs.existsSync(path.join(dir, 'node_modules', name, 'package.json')),
);
if (!installed) {
  console.log('Installing the benchmark tools (autocannon, Lighthouse) in scripts/bench…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
