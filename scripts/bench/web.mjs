// npm run bench:web — what the browser downloads and how the pages feel.
//
// 1. Builds the web app (vite build) and, from the Vite manifest, adds up per route the
//    JavaScript and CSS it loads (the entry, the route's lazy modules and everything they import
//    statically), raw, gzip and brotli.
// 2. Starts the real server (fresh PGlite with the demo data) and runs Lighthouse (mobile preset,
//    simulated throttling) in the system Chromium on /login, then signs in as the demo customer
//    in the same browser profile and runs it on /dashboard/home: performance score, LCP, TBT, CLS.
//
// Options: --port 4335 --skip-build --runs 1 (Lighthouse runs per page; the median is reported)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import {
  machineInfo,
  parseArgs,
  printTable,
  resultsDir,
  root,
  startServer,
  writeResults,
} from './lib.mjs';

const args = parseArgs();
const port = Number(args.port ?? 4335);
const debugPort = port + 1;
const runs = Number(args.runs ?? 1);
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const machine = machineInfo();
console.log(
  `bench:web — ${machine.nproc} × ${machine.cpu}, Node ${machine.node}, load ${machine.loadAverage.join(' ')}\n`,
);

if (!args['skip-build']) {
  console.log('vite build…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

// ── 1. Bytes per route ────────────────────────────────────────────────────────────────────────
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// The entries: index.html's script and src/first-paint/react-first.ts (React's DOM renderer, evaluated first).
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const routeModules = 'src/app/routes/';
const route = (file) => `${routeModules}${file}`;
/** Each page: the lazy route modules the router loads for it (parents first). */
const pages = {
  '/login': [route('login.tsx')],
  '/sign-up': [route('sign-up.tsx')],
  '/privacy': [route('privacy.tsx')],
  '/dashboard/home': [
    route('require-auth.tsx'),
    route('dashboard/layout.tsx'),
    route('dashboard/home.tsx'),
  ],
  '/dashboard/request-list': [
    route('require-auth.tsx'),
    route('dashboard/layout.tsx'),
    route('dashboard/request-list.tsx'),
  ],
  '/dashboard/request-creation': [
    route('require-auth.tsx'),
    route('dashboard/layout.tsx'),
    route('dashboard/request-creation.tsx'),
  ],
  '/dashboard/personal-info': [
    route('require-auth.tsx'),
    route('dashboard/layout.tsx'),
    route('personal-area/personal-info.tsx'),
  ],
  '/backoffice/requests': [route('backoffice/backoffice-routes.tsx')],
};

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const content = fs.readFileSync(path.join(dist, file));
    sizeCache.set(file, {
      raw: content.length,
      gzip: zlib.gzipSync(content, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    });
  }
  return sizeCache.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const routeBytes = {};
const bytesRows = [];
for (const [page, modules] of Object.entries(pages)) {
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the Vite manifest`);
    if (!manifest[module].isDynamicEntry)
      console.warn(`warning: ${module} is not a lazy chunk of its own`);
  }
  const keys = closure([...entryKeys, ...modules]);
  const js = new Set([...keys].map((key) => manifest[key].file));
  const css = new Set([...keys].flatMap((key) => manifest[key].css ?? []));
  const total = (files) =>
    [...files].reduce(
      (sum, file) => {
        const size = sizes(file);
        return {
          raw: sum.raw + size.raw,
          gzip: sum.gzip + size.gzip,
          brotli: sum.brotli + size.brotli,
        };
      },
      { raw: 0, gzip: 0, brotli: 0 },
    );
  const jsTotal = total(js);
  const cssTotal = total(css);
  routeBytes[page] = { js: jsTotal, css: cssTotal, jsFiles: js.size, cssFiles: css.size };
  bytesRows.push([
    page,
    js.size,
    kb(jsTotal.raw),
    kb(jsTotal.gzip),
    kb(jsTotal.brotli),
    kb(cssTotal.raw),
    kb(cssTotal.gzip),
    kb(cssTotal.brotli),
  ]);
}
const lazyRoutes = Object.entries(manifest)
  .filter(([key, chunk]) => key.startsWith(routeModules) && chunk.isDynamicEntry)
  .map(([key]) => key);
console.log('JavaScript and CSS loaded per route (KiB; entry + route chunks + their imports)');
printTable(
  ['route', 'js files', 'js raw', 'js gzip', 'js br', 'css raw', 'css gzip', 'css br'],
  bytesRows,
);
console.log(`\n${lazyRoutes.length} route modules are lazy chunks of their own.`);

// ── 2. Lighthouse ─────────────────────────────────────────────────────────────────────────────
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-bench-web-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-bench-chrome-'));
const server = await startServer({
  port,
  env: { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', SEED_DEMO: 'true' },
});
const base = `http://localhost:${port}`;
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: chromePath,
  headless: true,
  args: [
    `--remote-debugging-port=${debugPort}`,
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function audit(url, { keepStorage }) {
  const reports = [];
  for (let i = 0, failures = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Signed-in pages: keep the profile's IndexedDB (the Firebase session); the HTTP cache is
      // emptied by hand before each run, so every run is a first visit.
      disableStorageReset: keepStorage,
    });
    const { lhr } = result;
    if (lhr.runtimeError) {
      // Lighthouse's own trace recording fails now and then (NO_NAVSTART): that run again, once.
      if (++failures > 1) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      console.warn(`(${lhr.runtimeError.code}, measuring again) `);
      if (keepStorage) await clearHttpCache();
      i--;
      continue;
    }
    fs.mkdirSync(resultsDir, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    fs.writeFileSync(path.join(resultsDir, `lighthouse-${name}.json`), result.report);
    reports.push({
      score: Math.round(lhr.categories.performance.score * 100),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      speedIndexMs: Math.round(lhr.audits['speed-index'].numericValue),
      finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
      transferKiB: Math.round((lhr.audits['total-byte-weight'].numericValue ?? 0) / 1024),
    });
    if (keepStorage) await clearHttpCache();
  }
  reports.sort((a, b) => a.score - b.score);
  return { ...reports[Math.floor(reports.length / 2)], runs: reports };
}

async function clearHttpCache() {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

const lighthouseResults = {};
try {
  process.stdout.write('\nLighthouse /login… ');
  lighthouseResults['/login'] = await audit(`${base}/login`, { keepStorage: false });
  console.log(`score ${lighthouseResults['/login'].score}`);

  // Sign in as the demo customer in this profile, as a person would.
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/login`);
  await page.getByLabel(/^Email/).fill('cliente@demo.equilibrio.it');
  await page.getByLabel(/^Password/).fill('Demo!2345');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL(/\/dashboard\/home$/, { timeout: 30_000 });
  await page.goto('about:blank');
  await clearHttpCache();

  process.stdout.write('Lighthouse /dashboard/home (signed in)… ');
  const home = await audit(`${base}/dashboard/home`, { keepStorage: true });
  if (!/\/dashboard\/home/.test(home.finalUrl)) {
    throw new Error(`/dashboard/home ended at ${home.finalUrl}: the session was not kept`);
  }
  lighthouseResults['/dashboard/home'] = home;
  console.log(`score ${home.score}`);
} finally {
  await context.close().catch(() => {});
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
}

console.log('\nLighthouse (mobile preset, simulated throttling)');
printTable(
  ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'transfer KiB'],
  Object.entries(lighthouseResults).map(([page, r]) => [
    page,
    r.score,
    r.fcpMs,
    r.lcpMs,
    r.tbtMs,
    r.cls,
    r.transferKiB,
  ]),
);

const loginJsGzipKiB = routeBytes['/login'].js.gzip / 1024;
const checks = [
  ['/login JavaScript ≤ 200 KiB gzip', loginJsGzipKiB <= 200, `${loginJsGzipKiB.toFixed(1)} KiB`],
  ...Object.entries(lighthouseResults).flatMap(([page, r]) => [
    [`${page} Lighthouse ≥ 95`, r.score >= 95, r.score],
    [`${page} LCP ≤ 1.8 s`, r.lcpMs <= 1800, `${r.lcpMs} ms`],
    [`${page} TBT ≤ 150 ms`, r.tbtMs <= 150, `${r.tbtMs} ms`],
    [`${page} CLS ≤ 0.05`, r.cls <= 0.05, r.cls],
  ]),
];
console.log('\nTargets');
printTable(
  ['target', 'met', 'measured'],
  checks.map(([name, ok, value]) => [name, ok ? 'yes' : 'NO', value]),
);
const file = writeResults('web', {
  machine: { ...machine, loadAverageAfter: machineInfo().loadAverage },
  routes: routeBytes,
  lazyRouteModules: lazyRoutes,
  lighthouse: lighthouseResults,
  targets: checks.map(([name, met, value]) => ({ name, met, value })),
});
console.log(`\n→ ${path.relative(process.cwd(), file)}`);
process.exit(0);
