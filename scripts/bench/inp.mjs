// npm run bench:inp — how long the main interactions keep the page from answering (INP).
//
// In the system Chromium (Playwright) at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate),
// signed in as the demo accounts on a server with the demo data, each interaction is done N times
// on a freshly loaded page, and the browser's own Event Timing entries (the Performance API that
// INP is computed from: input delay + handlers + the next paint) give its latency: the longest
// entry of the interaction. Also printed: the time until the interaction's result is on screen
// (the next page's heading, the save's answer). Target: INP ≤ 200 ms. A benchmark, not a test.
//
// Options: --runs N / BENCH_RUNS=N (5), --url URL / BENCH_URL=URL (a running server with the demo
// data; otherwise one is started, which seeds PGlite first), --port / BENCH_PORT (4337).
import path from 'node:path';
import { chromium } from 'playwright';
import { demoAccounts, phoneViewport, signInPage } from './demo-routes.mjs';
import { demoServer, machineInfo, parseArgs, printTable, writeResults } from './lib.mjs';

const args = parseArgs();
const runs = Number(args.runs ?? process.env.BENCH_RUNS ?? 5);
const port = Number(args.port ?? process.env.BENCH_PORT ?? 4337);
const runningUrl = args.url ?? process.env.BENCH_URL;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const TARGET_MS = 200;

/** The main interactions: where they start, what is done, what shows it is done. */
const interactions = [
  {
    name: 'open a request from the list',
    as: 'customer',
    start: '/dashboard/request-list',
    target: (page) => page.getByRole('link', { name: /^Apri la richiesta #/ }).first(),
    done: (page) =>
      page
        .waitForURL(/\/dashboard\/request-detail\/\d+/)
        .then(() => page.getByRole('heading', { level: 1 }).first().waitFor()),
  },
  {
    name: 'submit a form (Dati personali)',
    as: 'customer',
    start: '/dashboard/personal-area/personal-info',
    target: (page) => page.getByRole('button', { name: 'Salva dati personali' }),
    done: (page) =>
      page.waitForResponse(
        (response) => response.request().method() !== 'GET' && /\/v\d\//.test(response.url()),
      ),
  },
  {
    name: 'open a request from the back-office inbox',
    as: 'tutor',
    start: '/backoffice/requests?sort=newest',
    // A table on a desktop, a list on a phone: both named 'Richieste'.
    target: (page) => page.getByLabel('Richieste', { exact: true }).getByRole('link').first(),
    done: (page) =>
      page
        .waitForURL(/\/backoffice\/requests\/\d+/)
        .then(() => page.getByRole('heading', { level: 1 }).first().waitFor()),
  },
];

const machine = machineInfo();
console.log(
  `bench:inp — ${machine.nproc} × ${machine.cpu}, load ${machine.loadAverage.join(' ')}, ${runs} run(s) each, CPU ${CPU_SLOWDOWN}× slower\n`,
);

const { base, stop: stopServer } = await demoServer({ runningUrl, port, name: 'inp' });
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });

/** Records Event Timing entries from the start of the page (before the app's code runs). */
const recordEvents = () => {
  window.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__eventTimings.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = [];
try {
  for (const interaction of interactions) {
    const context = await browser.newContext({
      viewport: phoneViewport,
      isMobile: true,
      hasTouch: false,
    });
    await context.addInitScript(recordEvents);
    const page = await context.newPage();
    await signInPage(page, base, demoAccounts[interaction.as]);
    const cdp = await context.newCDPSession(page);
    const measured = [];
    process.stdout.write(`${interaction.name} (${interaction.as})… `);
    for (let i = 0; i < runs; i++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(`${base}${interaction.start}`);
      const target = interaction.target(page);
      await target.waitFor({ state: 'visible', timeout: 60_000 });
      // Loaders gone: the page is settled before the interaction.
      await page
        .getByLabel('Caricamento in corso')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => {});
      await page.waitForTimeout(300);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const before = await page.evaluate(() => window.__eventTimings.length);
      const clickedAt = Date.now();
      const done = interaction.done(page);
      await target.click();
      await done;
      const resultMs = Date.now() - clickedAt;
      // Event Timing entries arrive after the next paint; give them a moment.
      await page.waitForTimeout(500);
      const entries = await page.evaluate(
        (from) => window.__eventTimings.slice(from).filter((entry) => entry.interactionId > 0),
        before,
      );
      if (entries.length === 0) {
        // No entry ≥ 16 ms: the interaction answered within one frame.
        measured.push({ inpMs: 16, inputDelayMs: 0, processingMs: 0, resultMs, events: [] });
        continue;
      }
      const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
      measured.push({
        inpMs: Math.round(longest.duration),
        inputDelayMs: Math.round(longest.inputDelay),
        processingMs: Math.round(longest.processing),
        resultMs,
        events: entries.map((entry) => `${entry.name} ${Math.round(entry.duration)}`),
      });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
    const inpMs = median(measured.map((run) => run.inpMs));
    console.log(`INP ${inpMs} ms`);
    results.push({
      name: interaction.name,
      as: interaction.as,
      inpMs,
      maxMs: Math.max(...measured.map((run) => run.inpMs)),
      inputDelayMs: median(measured.map((run) => run.inputDelayMs)),
      processingMs: median(measured.map((run) => run.processingMs)),
      resultMs: median(measured.map((run) => run.resultMs)),
      runs: measured,
    });
  }
} finally {
  await browser.close().catch(() => {});
  await stopServer();
}

console.log(
  `\nInteraction latency (Event Timing, CPU ${CPU_SLOWDOWN}× slower, median of ${runs}; ≤ 16: within one frame)`,
);
printTable(
  [
    'interaction',
    'as',
    'INP ms',
    'max ms',
    'input delay',
    'handlers',
    'result on screen ms',
    `≤ ${TARGET_MS} ms`,
  ],
  results.map((r) => [
    r.name,
    r.as,
    r.inpMs,
    r.maxMs,
    r.inputDelayMs,
    r.processingMs,
    r.resultMs,
    r.inpMs <= TARGET_MS ? 'yes' : 'NO',
  ]),
);
const file = writeResults('inp', {
  machine: { ...machine, loadAverageAfter: machineInfo().loadAverage },
  cpuSlowdown: CPU_SLOWDOWN,
  runsPerInteraction: runs,
  interactions: results,
});
console.log(`\n→ ${path.relative(process.cwd(), file)}`);
process.exit(0);
