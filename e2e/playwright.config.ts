import fs from 'node:fs';
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { findChrome } from '../scripts/find-chrome.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
/**
 * The browser: CHROME_PATH, else Chromium's headless shell, else the full Chromium
 * (scripts/find-chrome.mjs). A journey that needs what only the full browser has — its PDF
 * viewer: a caregiver's CV opens in a tab — is tagged @full-browser and runs in it.
 */
const browser = (headless: boolean) =>
  process.env.CHROME_PATH ?? findChrome({ headless }) ?? '/usr/bin/chromium';
const fullBrowserOnly = /@full-browser/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const launchOptions = {
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Workers on CI: one per core. A journey's pages are CPU-bound in the browser (a back-office
 * request page costs its renderer about 3 CPU-s on a 2-core CI machine), so more workers than
 * cores only share the same cores: measured on 2 idle cores, backoffice.spec.ts took 1.9 min with
 * two workers and all passed, 1.7–1.9 min with four and three journeys waited past their checks
 * (vmstat: 0 % idle, 20–40 runnable). A machine other work already keeps busy (more runnable
 * processes than cores right now, /proc/loadavg) gets half as many. E2E_WORKERS decides instead.
 */
function ciWorkers() {
  if (process.env.E2E_WORKERS) return Number(process.env.E2E_WORKERS);
  if (!process.env.CI) return undefined;
  const cores = os.availableParallelism();
  let runnable = 0;
  try {
    runnable = Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[3]?.split('/')[0]);
  } catch {}
  // This process is one of the runnable ones.
  return runnable - 1 > cores ? Math.max(1, Math.floor(cores / 2)) : cores;
}

/**
 * Journeys in the system Chromium against the production build served by the real server
 * (fresh PGlite data folder with demo data). Tests create their own users, so they can run in
 * parallel against one server.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: ciWorkers(),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Busy cores can make a page answer late; a passing check never waits this out.
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL,
    locale: 'it-IT',
    // The app honours the preference (Mantine's respectReducedMotion): no transition to wait for.
    reducedMotion: 'reduce',
    timezoneId: 'Europe/Rome',
    // A trace for a journey's retry only: recording one costs every page CPU (its snapshots), and
    // with it on, a passing journey's context sometimes never finished closing in the full run
    // (three payments journeys, 'Tearing down "context"', microsoft/playwright#18016).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { ...launchOptions, executablePath: browser(true) },
  },
  projects: [
    { name: 'desktop', grepInvert: fullBrowserOnly, use: desktop },
    {
      name: 'desktop-full-browser',
      grep: fullBrowserOnly,
      use: { ...desktop, launchOptions: { ...launchOptions, executablePath: browser(false) } },
    },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
