import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Journeys in the system Chromium against the production build served by the real server
 * (fresh PGlite data folder with demo data). Tests create their own users, so they can run in
 * parallel against one server.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  // Four on CI's two cores: a journey mostly waits on the server or the browser, so two workers
  // left the cores idle half of the time. E2E_WORKERS overrides.
  workers: process.env.E2E_WORKERS
    ? Number(process.env.E2E_WORKERS)
    : process.env.CI
      ? 4
      : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Four workers on two cores: a page can take longer to answer; a passing check never waits it out.
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
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
