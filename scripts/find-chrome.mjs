// Locates a system Chromium/Chrome for Playwright (never a downloaded browser).
import fs from 'node:fs';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell: the same engine and version as
 * chromium, without the desktop browser around it) is what Playwright itself runs for headless
 * journeys. It draws the same pages for about a third less CPU than the full browser in headless
 * mode (dashboard-requests.spec.ts: 17 against 25 CPU-s), so the browser tests take it when it is
 * there; anything that wants the full browser passes `{ headless: false }`.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChrome({ headless = true } = {}) {
  if (process.env.CHROME_PATH)
    return fs.existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
  return [...(headless ? [headlessShell] : []), ...candidates].find((candidate) =>
    fs.existsSync(candidate),
  );
}

export const installHint =
  'No Chromium found for the browser tests. Install one with ' +
  '`sudo apt-get install -y chromium chromium-headless-shell` (Debian/Ubuntu) or set CHROME_PATH ' +
  'to a Chrome/Chromium binary.';
