// The README's gallery: the family's key pages (Home, the list, a request, the quote, the
// checkout) and the tutor's request page, photographed at 390 px (a phone) and 1280 px (a
// desktop) on a fresh demo server. `npm run gallery` writes docs/gallery/*.png.
//   GALLERY_URL=http://localhost:4173  photographs a server already running instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { callApi, expectOk, freePort, signIn, waitFor } from './api-client.mjs';
import { root } from './lib.mjs';

const FAMILY = { email: 'cliente@demo.equilibrio.it', password: 'Demo!2345' };
const TUTOR = { email: 'tutor@demo.equilibrio.it', password: 'Tutor!2345' };
const outDir = path.join(root, 'docs/gallery');
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

async function startServer() {
  if (process.env.GALLERY_URL) return { base: process.env.GALLERY_URL, stop: () => {} };
  const port = String(await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'equilibrio-gallery-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    env: { ...process.env, E2E_PORT: port, E2E_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/healthz`, 300_000);
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo family's request id for each status. */
async function requestsByStatus(base) {
  const call = (method, p, options) => callApi(base, method, p, options);
  const session = expectOk(await signIn(call, FAMILY.email, FAMILY.password), 'sign-in');
  const page = expectOk(
    await call('GET', `/v2/requests/${session.localId}/requests?pageSize=50`, {
      token: session.idToken,
    }),
    'requests',
  );
  return new Map(page.content.map((r) => [r.status, r.id]));
}

async function signInThroughForm(page, base, { email, password }) {
  await page.goto(`${base}/login`);
  await page.getByLabel(/email/i).first().fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page
    .getByRole('button', { name: /accedi/i })
    .first()
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

async function shoot(page, name) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(300);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`  ${path.relative(root, file)}`);
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  fs.mkdirSync(outDir, { recursive: true });
  const ids = await requestsByStatus(server.base);
  const open = ids.get('SELEZIONE ATTIVA') ?? ids.get('NUOVA');
  const quoted = ids.get('INVIATO PREVENTIVO');
  const toPay = ids.get('DA PAGARE');
  for (const [device, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({
      viewport,
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      reducedMotion: 'reduce',
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await signInThroughForm(page, server.base, FAMILY);
    await page.goto(`${server.base}/dashboard/home`);
    await shoot(page, `${device}-home`);
    await page.goto(`${server.base}/dashboard/request-list`);
    await shoot(page, `${device}-request-list`);
    if (open) {
      await page.goto(`${server.base}/dashboard/request-detail/${open}`);
      await shoot(page, `${device}-request`);
    }
    if (quoted) {
      await page.goto(`${server.base}/dashboard/request-quote/${quoted}`);
      await shoot(page, `${device}-quote`);
    }
    if (toPay) {
      await page.goto(`${server.base}/dashboard/request-detail/${toPay}`);
      await shoot(page, `${device}-to-pay`);
      const pay = page.getByRole('button', { name: /effettua pagamento/i }).first();
      if (await pay.isVisible().catch(() => false)) {
        await pay.click();
        await page.waitForURL(/checkout/, { timeout: 30_000 }).catch(() => {});
        await shoot(page, `${device}-checkout`);
      }
    }
    await context.close();
  }
  const tutor = await browser.newContext({ viewport: viewports.desktop, locale: 'it-IT' });
  const page = await tutor.newPage();
  await signInThroughForm(page, server.base, TUTOR);
  if (open) {
    await page.goto(`${server.base}/backoffice/requests/${open}`);
    await shoot(page, 'tutor-request');
  }
  await tutor.close();
} finally {
  await browser.close();
  server.stop();
}
