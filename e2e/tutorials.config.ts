import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Records the tutorial videos (spec §2 "Tutorial"): each `*.tutorial.ts` journey runs once in
 * Chromium at 1280×800 with video on, slowed down to a watchable pace, against the same
 * production build and fresh demo database as the e2e journeys. `npm run tutorials:record`
 * runs this and converts the recordings to compact MP4 files the server publishes.
 */
export default defineConfig({
  ...base,
  testDir: './tutorials',
  testMatch: '*.tutorial.ts',
  outputDir: '../test-results/tutorials',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 240_000,
  reporter: [['list']],
  use: {
    ...base.use,
    viewport: { width: 1280, height: 800 },
    video: { mode: 'on', size: { width: 1280, height: 800 } },
    trace: 'off',
    launchOptions: { ...base.use?.launchOptions, slowMo: 120 },
  },
  projects: [{ name: 'tutorials', use: { viewport: { width: 1280, height: 800 } } }],
});
