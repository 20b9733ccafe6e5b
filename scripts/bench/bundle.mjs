// npm run bench:bundle — what the first page load of every route waits for: builds the web app
// (production) and prints the modules of the chunks the entries load statically (the JavaScript
// every page fetches and evaluates before its own code), largest first, each with the chain of
// imports that pulled it in from an entry, so a heavy dependency found there can be moved behind
// a dynamic import. Options: --top 40 (modules listed), --filter REGEX (only module ids matching).
import path from 'node:path';
import { build } from 'vite';
import { parseArgs, root } from './lib.mjs';

const args = parseArgs();
const top = Number(args.top ?? 40);
const filter = args.filter ? new RegExp(args.filter) : null;
const webDir = path.join(root, 'apps/web');
process.env.NODE_ENV = 'production';

let report;
const analyse = {
  name: 'equilibrio:entry-analysis',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const entries = chunks.filter((chunk) => chunk.isEntry);
    const initial = new Set();
    const visit = (chunk) => {
      if (!chunk || initial.has(chunk)) return;
      initial.add(chunk);
      for (const file of chunk.imports) visit(byName.get(file));
    };
    for (const entry of entries) visit(entry);
    const modules = [...initial].flatMap((chunk) =>
      Object.entries(chunk.modules).map(([id, info]) => ({
        id,
        chunk: chunk.fileName,
        bytes: info.renderedLength,
      })),
    );
    // Why each module is there: the shortest chain of static imports from an entry module.
    const entryIds = entries.map((entry) => entry.facadeModuleId).filter(Boolean);
    const parent = new Map(entryIds.map((id) => [id, null]));
    const queue = [...entryIds];
    while (queue.length > 0) {
      const id = queue.shift();
      for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
        if (parent.has(next)) continue;
        parent.set(next, id);
        queue.push(next);
      }
    }
    const short = (id) => path.relative(root, id).replace(/^node_modules\//, '');
    const chain = (id) => {
      const steps = [];
      for (let at = parent.get(id); at; at = parent.get(at)) steps.push(short(at));
      return steps.reverse().join(' → ');
    };
    report = { initial: [...initial], modules, chain, short };
  },
};

await build({
  root: webDir,
  configFile: path.join(webDir, 'vite.config.ts'),
  logLevel: 'warn',
  plugins: [analyse],
  build: { outDir: path.join(root, 'node_modules/.cache/bench-bundle'), emptyOutDir: true },
});

const kib = (bytes) => (bytes / 1024).toFixed(1);
const { initial, modules, chain, short } = report;
console.log('Chunks every page loads before its own code (rendered KiB, before minification):');
for (const chunk of initial) {
  const size = Object.values(chunk.modules).reduce((sum, info) => sum + info.renderedLength, 0);
  console.log(`  ${chunk.fileName.padEnd(40)} ${kib(chunk.code.length).padStart(7)} KiB minified`);
  void size;
}
const packages = new Map();
for (const module of modules) {
  const name =
    short(module.id).match(/^((?:@[^/]+\/)?[^/]+)/)?.[1] && module.id.includes('node_modules')
      ? short(module.id).match(/^((?:@[^/]+\/)?[^/]+)/)[1]
      : `app: ${short(module.id).split('/').slice(0, 4).join('/')}`;
  packages.set(name, (packages.get(name) ?? 0) + module.bytes);
}
console.log('\nBy package / app folder (rendered KiB):');
for (const [name, bytes] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  console.log(`  ${kib(bytes).padStart(7)}  ${name}`);
}
console.log(`\nLargest modules (top ${top}) and the import chain that pulls each in:`);
for (const module of modules
  .filter((m) => !filter || filter.test(m.id))
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, top)) {
  console.log(
    `  ${kib(module.bytes).padStart(7)}  ${short(module.id)}\n           ← ${chain(module.id)}`,
  );
}
