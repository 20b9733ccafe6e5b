// Import boundaries of the web app (CONVENTIONS.md): a feature never imports another feature.
// Biome's noRestrictedImports covers the layer rules; this covers feature-to-feature imports,
// which need to know which feature a file belongs to.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const featuresDir = path.join(root, 'apps/web/src/features');
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const problems = [];

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

if (fs.existsSync(featuresDir)) {
  for (const feature of fs.readdirSync(featuresDir)) {
    const featureDir = path.join(featuresDir, feature);
    if (!fs.statSync(featureDir).isDirectory()) continue;
    for (const file of files(featureDir)) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(importPattern)) {
        const specifier = match[1] ?? match[2];
        let target;
        if (specifier.startsWith('@/features/')) target = specifier.split('/')[2];
        else if (specifier.startsWith('.')) {
          const resolved = path.resolve(path.dirname(file), specifier);
          if (resolved.startsWith(featuresDir + path.sep))
            target = path.relative(featuresDir, resolved).split(path.sep)[0];
        }
        if (target && target !== feature) {
          problems.push(`${path.relative(root, file)} imports feature '${target}' (${specifier})`);
        }
      }
    }
  }
}

if (problems.length) {
  console.error('Features must not import each other; compose them in app/routes instead:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Import boundaries: ok');
