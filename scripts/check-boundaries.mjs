// Import boundaries (CONVENTIONS.md, ARCHITECTURE.md).
// Web: a feature never imports another feature (Biome's noRestrictedImports covers the layer
// rules; this covers feature-to-feature imports, which need to know which feature a file is in).
// Server: a module uses another module through its services, never its queries or routes; the
// product never imports the demo data (src/demo); and no file reaches itself through its imports
// (an import circle), type-only imports included. And the Mantine components the app replaces
// (AppShell → app-frame, Tooltip → Hint, Select, MultiSelect) are imported from there only.
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

// Mantine components the app wraps (one home each): the wrapper is the only importer.
const wrapped = {
  // The signed-in pages' frame is the app's own, which uses no AppShell: none comes back.
  AppShell: 'apps/web/src/app/layouts/app-frame.tsx',
  Tooltip: 'apps/web/src/components/hint.tsx',
  Select: 'apps/web/src/components/lists.tsx',
  MultiSelect: 'apps/web/src/components/lists.tsx',
};
const mantineNamed = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
const mantineNamespace = /import\s+\*\s+as\s+(\w+)\s+from\s*['"]@mantine\/core['"]/g;
for (const file of files(path.join(root, 'apps/web/src'))) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (/\.test\.tsx?$/.test(relative)) continue;
  const source = fs.readFileSync(file, 'utf8');
  const used = new Set();
  for (const match of source.matchAll(mantineNamed)) {
    const list = match[1].replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    for (const item of list.split(',')) {
      const name = /^(?:type\s+)?(\w+)(?:\s+as\s+\w+)?$/.exec(item.trim())?.[1];
      if (name) used.add(name);
    }
  }
  for (const match of source.matchAll(mantineNamespace)) {
    for (const name of Object.keys(wrapped)) {
      if (new RegExp(`\\b${match[1]}\\.${name}\\b`).test(source)) used.add(name);
    }
  }
  for (const [name, home] of Object.entries(wrapped)) {
    if (used.has(name) && relative !== home) {
      problems.push(`${relative} uses ${name} from @mantine/core: use the app's (${home})`);
    }
  }
}

const serverDir = path.join(root, 'apps/server/src');
const modulesDir = path.join(serverDir, 'modules');
const demoDir = path.join(serverDir, 'demo');
const resolveTs = (file, specifier) => {
  const base = path.resolve(path.dirname(file), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find(
    (candidate) => candidate.endsWith('.ts') && fs.existsSync(candidate),
  );
};
const moduleOf = (file) =>
  file.startsWith(modulesDir + path.sep)
    ? path.relative(modulesDir, file).split(path.sep)[0]
    : null;
const graph = new Map();
for (const file of files(serverDir)) {
  if (file.endsWith('.test.ts')) continue;
  const targets = [];
  for (const match of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier.startsWith('.')) continue;
    const target = resolveTs(file, specifier);
    if (!target) continue;
    targets.push(target);
    const from = moduleOf(file);
    const to = moduleOf(target);
    const where = `${path.relative(root, file)} imports ${specifier}`;
    if (from && to && from !== to && /\.(queries|routes)\.ts$/.test(target)) {
      problems.push(`${where}: use the ${to} module's service, not its queries or routes`);
    }
    if (target.startsWith(demoDir + path.sep) && !file.startsWith(demoDir + path.sep) && from) {
      problems.push(`${where}: product modules never import the demo data`);
    }
  }
  graph.set(file, targets);
}
// Import circles: strongly connected components of the file graph (Tarjan).
let counter = 0;
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const visit = (file) => {
  order.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!order.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), order.get(next)));
  }
  if (low.get(file) !== order.get(file)) return;
  const circle = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    circle.push(path.relative(root, member));
  } while (member !== file);
  if (circle.length > 1) problems.push(`import circle: ${circle.join(' → ')}`);
};
for (const file of graph.keys()) if (!order.has(file)) visit(file);

if (problems.length) {
  console.error('Import boundaries broken (compose web features in app/routes; see the header):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Import boundaries: ok');
