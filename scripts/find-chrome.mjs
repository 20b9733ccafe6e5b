// Locates a system Chromium/Chrome for Playwright (never a downloaded browser).
import fs from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChrome() {
  if (process.env.CHROME_PATH)
    return fs.existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
  return candidates.find((candidate) => fs.existsSync(candidate));
}

export const installHint =
  'No Chromium found for the browser tests. Install one with `sudo apt-get install -y chromium` ' +
  '(Debian/Ubuntu) or set CHROME_PATH to a Chrome/Chromium binary.';
