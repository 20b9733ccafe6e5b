// Content hashes of build inputs: the stamps that say when a build must be made again.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Content hash of `inputs` (files and folders under the repository, tests left out) and `extra`. */
export function contentHash(inputs, extra) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const full = path.join(root, input);
    const files = fs.existsSync(full) && fs.statSync(full).isDirectory() ? [...walk(full)] : [full];
    for (const file of files) {
      if (!fs.existsSync(file) || /\.test\.tsx?$/.test(file)) continue;
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  for (const line of extra) hash.update(`\n${line}`);
  return hash.digest('hex');
}
