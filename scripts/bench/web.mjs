// npm run bench:web — what the browser downloads and how every page feels.
//
// 1. Builds the web app (vite build) and, from the Vite manifest, adds up per route the
//    JavaScript and CSS it loads (the entries, the route modules src/app/route-preloads.json names
//    for its address and everything they import statically), raw, gzip and brotli.
// 2. Starts the real server (fresh PGlite with the demo data) and runs Lighthouse (mobile preset,
//    simulated slow 4G and 4× CPU) in the system Chromium on EVERY route of the portal and the
//    back office: the route patterns of apps/web/src/config/paths.ts (the routes' one home), the
//    parameters filled with real ids of the demo data, public pages signed out, /dashboard pages
//    signed in as the demo customer and /backoffice pages as the demo tutor. One line per route:
//    performance score, FCP, LCP, TBT, CLS (the median run of N), and which meet the targets
//    (performance ≥ 95, LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.05).
//
// Options (arguments or environment; the full run takes a while on 2 cores):
//   --runs N        BENCH_RUNS=N         Lighthouse runs per route, the median run is reported (3)
//   --only REGEX    BENCH_ROUTES=REGEX   measure only the route patterns matching REGEX
//   --skip-build    BENCH_SKIP_BUILD=1   use the current apps/web/dist
//   --bytes-only    BENCH_BYTES_ONLY=1   only part 1 (no server, no Lighthouse)
//   --port 4335     BENCH_PORT=4335      the server's port (the browser's debugging port is +1)
//   --url URL       BENCH_URL=URL        measure a server already running with the demo data (and
//                                        serving this apps/web/dist) instead of starting one: a
//                                        fresh one seeds PGlite first, minutes on a busy machine
// The interaction latency (INP) of the main interactions is measured by npm run bench:inp.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { demoAccounts, demoIds, phoneViewport, routeTable, signInPage } from './demo-routes.mjs';
import {
  demoServer,
  machineInfo,
  parseArgs,
  printTable,
  resultsDir,
  root,
  writeResults,
} from './lib.mjs';

const args = parseArgs();
const port = Number(args.port ?? process.env.BENCH_PORT ?? 4335);
const debugPort = port + 1;
const runs = Number(args.runs ?? process.env.BENCH_RUNS ?? 3);
const only = args.only ?? process.env.BENCH_ROUTES;
const skipBuild = Boolean(args['skip-build'] || process.env.BENCH_SKIP_BUILD);
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The targets of issue 24 (Lighthouse mobile, median run). */
const targets = { score: 95, lcpMs: 1800, tbtMs: 150, cls: 0.05 };

const machine = machineInfo();
console.log(
  `bench:web — ${machine.nproc} × ${machine.cpu}, Node ${machine.node}, load ${machine.loadAverage.join(' ')}, ${runs} run(s) per route\n`,
);

if (!skipBuild) {
  console.log('vite build…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const allRoutes = await routeTable();
const routes = only ? allRoutes.filter((r) => new RegExp(only).test(r.pattern)) : allRoutes;
if (routes.length === 0) throw new Error(`no route matches ${only}`);

// ── 1. Bytes per route ────────────────────────────────────────────────────────────────────────
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// The entries: index.html's script and src/first-paint/react-first.ts (React's DOM renderer, evaluated first).
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const routeModules = 'src/app/routes/';
/** Which route modules an address loads: the first entry of src/app/route-preloads.json for it. */
const { routes: preloadTable } = JSON.parse(
  fs.readFileSync(path.join(webDir, 'src/app/route-preloads.json'), 'utf8'),
);
const modulesOf = (address) => {
  const found = preloadTable.find(
    ([prefix]) => address === prefix || address.startsWith(`${prefix}/`),
  );
  return (found?.[1] ?? []).map((module) => `${routeModules}${module}.tsx`);
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

const kb = (bytes) => (bytes / 1024).toFixed(1);
const routeBytes = {};
const bytesRows = [];
// Addresses of the route table with their parameters as placeholders (the modules do not depend
// on the ids).
const seenModules = new Map();
for (const { pattern, sample } of allRoutes) {
  const modules = modulesOf(sample);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the Vite manifest`);
  }
  const keys = closure([...entryKeys, ...modules]);
  const js = new Set([...keys].map((key) => manifest[key].file));
  const css = new Set([...keys].flatMap((key) => manifest[key].css ?? []));
  const jsTotal = total(js);
  const cssTotal = total(css);
  routeBytes[pattern] = { js: jsTotal, css: cssTotal, jsFiles: js.size, cssFiles: css.size };
  const signature = modules.join(',');
  if (seenModules.has(signature)) continue;
  seenModules.set(signature, pattern);
  bytesRows.push([
    pattern,
    js.size,
    kb(jsTotal.raw),
    kb(jsTotal.gzip),
    kb(jsTotal.brotli),
    kb(cssTotal.raw),
    kb(cssTotal.gzip),
    kb(cssTotal.brotli),
  ]);
}
const entryJs = total(new Set([...closure(entryKeys)].map((key) => manifest[key].file)));
const lazyRoutes = Object.entries(manifest)
  .filter(([key, chunk]) => key.startsWith(routeModules) && chunk.isDynamicEntry)
  .map(([key]) => key);
console.log(
  'JavaScript and CSS loaded per route before its page shows (KiB; entries + the route modules route-preloads.json names + their static imports; routes loading the same modules shown once)',
);
printTable(
  ['route', 'js files', 'js raw', 'js gzip', 'js br', 'css raw', 'css gzip', 'css br'],
  bytesRows,
);
console.log(
  `\nEntries alone (every page): ${kb(entryJs.raw)} KiB raw, ${kb(entryJs.gzip)} KiB gzip. ${lazyRoutes.length} route modules are lazy chunks of their own.`,
);

if (args['bytes-only'] || process.env.BENCH_BYTES_ONLY) process.exit(0);

// ── 2. Lighthouse ─────────────────────────────────────────────────────────────────────────────
const runningUrl = args.url ?? process.env.BENCH_URL;
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-bench-chrome-'));
const { base, stop: stopServer } = await demoServer({ runningUrl, port, name: 'web' });
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
      // Signed-in pages: keep the profile's storage (the Firebase session); the HTTP cache is
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
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    fs.writeFileSync(path.join(resultsDir, `lighthouse-${name}.json`), result.report);
    const finalUrl = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl);
    reports.push({
      score: Math.round(lhr.categories.performance.score * 100),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      speedIndexMs: Math.round(lhr.audits['speed-index'].numericValue),
      finalPath: finalUrl.pathname,
      transferKiB: Math.round((lhr.audits['total-byte-weight'].numericValue ?? 0) / 1024),
      requests: lhr.audits['network-requests']?.details?.items?.length ?? null,
      // Lighthouse's CPU benchmark of this run: lower means a busier (slower) machine, and
      // longer measured tasks (TBT) than a quiet one would show.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    });
    if (keepStorage) await clearHttpCache();
  }
  // The median run (by score, then LCP), as Lighthouse's own computeMedianRun picks one run.
  reports.sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return { ...reports[Math.floor(reports.length / 2)], runs: reports };
}

async function blankPage() {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('about:blank');
  return page;
}

async function clearHttpCache() {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** Signs the profile out (the origin's storage and cookies) and, unless a visitor, in as `who`. */
async function becomeUser(who) {
  const page = await blankPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  await cdp.detach();
  await context.clearCookies();
  // Signed in on the phone Lighthouse emulates (its mobile preset's window): the app records the
  // window's width at every load and the server draws the next page for it, as for a family who
  // signs in on their phone. Signed in at a desktop's width, the first run would get the desktop
  // page drawn, then the phone's rendered over it.
  await page.setViewportSize(phoneViewport);
  if (who !== 'visitor') await signInPage(page, base, demoAccounts[who]);
  await page.goto('about:blank');
  await clearHttpCache();
}

const lighthouseResults = {};
try {
  const ids = await demoIds(base);
  console.log(
    `\nDemo ids: request ${ids.requestId}, caregiver ${ids.docRef}, application ${ids.applicationId}`,
  );
  // Visitors first (Lighthouse empties the storage between their runs), then each account.
  for (const who of ['visitor', 'customer', 'tutor']) {
    const mine = routes.filter((route) => route.as === who);
    if (mine.length === 0) continue;
    await becomeUser(who);
    for (const route of mine) {
      const address = route.address(ids);
      process.stdout.write(`Lighthouse ${address} (${who})… `);
      const result = await audit(`${base}${address}`, { keepStorage: who !== 'visitor' });
      lighthouseResults[route.pattern] = { ...result, address, as: who };
      if (who !== 'visitor' && result.finalPath.startsWith('/login')) {
        throw new Error(`${address} ended at ${result.finalPath}: the session was not kept`);
      }
      console.log(`score ${result.score}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms`);
    }
  }
} finally {
  await context.close().catch(() => {});
  await stopServer();
  fs.rmSync(profileDir, { recursive: true, force: true });
}

const meets = (r) => ({
  score: r.score >= targets.score,
  lcp: r.lcpMs <= targets.lcpMs,
  tbt: r.tbtMs <= targets.tbtMs,
  cls: r.cls <= targets.cls,
});
const mark = (ok, value) => `${value}${ok ? '' : ' ✗'}`;
const rows = Object.entries(lighthouseResults).map(([pattern, r]) => {
  const ok = meets(r);
  const all = ok.score && ok.lcp && ok.tbt && ok.cls;
  return [
    pattern,
    r.as,
    mark(ok.score, r.score),
    r.fcpMs,
    mark(ok.lcp, r.lcpMs),
    mark(ok.tbt, r.tbtMs),
    mark(ok.cls, r.cls),
    r.transferKiB,
    r.requests,
    r.benchmarkIndex,
    all ? 'yes' : 'NO',
    r.finalPath === r.address ? '' : `→ ${r.finalPath}`,
  ];
});
console.log(
  `\nLighthouse (mobile preset, simulated slow 4G, median of ${runs}); targets: score ≥ ${targets.score}, LCP ≤ ${targets.lcpMs} ms, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls} (✗: missed); files: requests made; cpu idx: Lighthouse's CPU benchmark of the run (lower = busier machine)`,
);
printTable(
  [
    'route',
    'as',
    'score',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'KiB',
    'files',
    'cpu idx',
    'targets met',
    'ended at',
  ],
  rows,
);
const met = rows.filter((row) => row[10] === 'yes').length;
console.log(`\n${met} of ${rows.length} routes meet every target.`);

const loginJsGzipKiB = routeBytes['/login'].js.gzip / 1024;
const checks = [
  ['/login JavaScript ≤ 200 KiB gzip', loginJsGzipKiB <= 200, `${loginJsGzipKiB.toFixed(1)} KiB`],
  ...Object.entries(lighthouseResults).map(([pattern, r]) => {
    const ok = meets(r);
    return [
      `${pattern} every Lighthouse target`,
      ok.score && ok.lcp && ok.tbt && ok.cls,
      `${r.score}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}`,
    ];
  }),
];
const file = writeResults(only ? 'web-partial' : 'web', {
  machine: { ...machine, loadAverageAfter: machineInfo().loadAverage },
  runsPerRoute: runs,
  routes: routeBytes,
  lazyRouteModules: lazyRoutes,
  lighthouse: lighthouseResults,
  targets: checks.map(([name, met, value]) => ({ name, met, value })),
});
console.log(`\n→ ${path.relative(process.cwd(), file)}`);
process.exit(0);
