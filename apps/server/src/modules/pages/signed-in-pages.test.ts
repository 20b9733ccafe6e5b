import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAGE_SESSION_COOKIE } from '@equilibrio/contract/first-paint';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import {
  addAddress,
  addDependant,
  createCustomer,
  setRequestStatus,
} from '../../../test/request-fixtures';
import { identityUsers } from '../../db/schema/identity';
import { forgetAccountStatus } from '../identity/account-status-cache';

/**
 * The signed-in home drawn by the server. The web build's renderer (render-page.js, covered by
 * the browser journeys) is replaced here by a small one that lists what it was given, so these
 * tests see exactly which user's data the server hands over, and when.
 */
const fakeRenderer = `
export async function renderDashboardHome(user, data) {
  if (data.activeRequests.content.some((r) => r.message === 'make the renderer fail')) {
    throw new Error('render failed');
  }
  return '<main data-drawn-for="' + user.uid + '">' +
    data.activeRequests.content.map((r) => '<p>#' + r.id + '</p>').join('') + '</main>';
}
`;
const template =
  '<!doctype html><html lang="it"><body><div id="root"><div data-prerendered inert><!--page--></div></div><script type="application/json" id="page-data"><!--page-data--></script></body></html>';

describe('signed-in pages: the customer home drawn by the server', () => {
  let app: TestApp;
  let root: string;
  let anna: TestUser;
  let bruno: TestUser;
  const annaActive: number[] = [];
  const annaClosed: number[] = [];
  const brunoActive: number[] = [];

  const newRequest = async (user: TestUser, message: string) => {
    const res = await injectAs(app, user, 'POST', '/v2/requests', {
      dependant: [await addDependant(app, user.uid)],
      addressID: await addAddress(app, user.uid),
      businessline: 'BABYSITTER',
      notes: message,
      languages: ['italian'],
      conditions: true,
      welfare: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const home = (cookie?: string, url = '/dashboard/home', encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'text/html',
        ...(cookie ? { cookie: `${PAGE_SESSION_COOKIE}=${cookie}` } : {}),
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      },
    });
  const pageData = (html: string) => {
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
    return json ? JSON.parse(json) : undefined;
  };
  const expectPlainPage = (res: Awaited<ReturnType<typeof home>>) => {
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-drawn-for');
    expect(res.body).not.toContain('page-data');
    expect(res.headers['cache-control']).toBe('no-cache');
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-signed-in-pages-'));
    fs.mkdirSync(path.join(root, 'dist'));
    fs.mkdirSync(path.join(root, 'dist-server'));
    fs.writeFileSync(
      path.join(root, 'dist', 'index.html'),
      '<!doctype html><html lang="it"><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(root, 'dist-server', 'dashboard-home.html'), template);
    fs.writeFileSync(path.join(root, 'dist-server', 'render-page.js'), fakeRenderer);
    app = await createTestApp({ env: { WEB_DIST_DIR: path.join(root, 'dist') } });
    anna = await createCustomer(app);
    bruno = await createCustomer(app);
    annaActive.push(await newRequest(anna, 'Anna, attiva'));
    annaActive.push(await newRequest(anna, '</script><script>alert(1)</script>'));
    const closed = await newRequest(anna, 'Anna, chiusa');
    await setRequestStatus(app, closed, 'NON RISPONDE');
    annaClosed.push(closed);
    brunoActive.push(await newRequest(bruno, 'Bruno, attiva'));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("draws the home with the customer's own active requests, never stored by a cache", async () => {
    const res = await home(anna.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toContain('cookie');
    expect(res.body).toContain(`data-drawn-for="${anna.uid}"`);
    for (const id of annaActive) expect(res.body).toContain(`<p>#${id}</p>`);
    for (const id of [...annaClosed, ...brunoActive]) expect(res.body).not.toContain(`#${id}<`);
    const data = pageData(res.body);
    expect(data.uid).toBe(anna.uid);
    expect(data.activeRequests.content.map((r: { id: number }) => r.id).sort()).toEqual(
      [...annaActive].sort(),
    );
    expect(data.activeRequests).toMatchObject({ page: 0, size: 10, totalElements: 2 });
  });

  it('keeps the data inside its script element, whatever the customer wrote', async () => {
    const res = await home(anna.token);
    expect(res.body).not.toContain('<script>alert(1)');
    const messages = pageData(res.body).activeRequests.content.map(
      (r: { message: string }) => r.message,
    );
    expect(messages).toContain('</script><script>alert(1)</script>');
  });

  it('each customer gets only their own page, whoever asked before', async () => {
    const res = await home(bruno.token);
    expect(res.body).toContain(`data-drawn-for="${bruno.uid}"`);
    expect(res.body).toContain(`<p>#${brunoActive[0]}</p>`);
    for (const id of [...annaActive, ...annaClosed]) expect(res.body).not.toContain(`#${id}<`);
    expect(pageData(res.body).uid).toBe(bruno.uid);
  });

  it('sends it compressed to browsers that accept it', async () => {
    const res = await home(anna.token, '/dashboard/home', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain(`data-drawn-for="${anna.uid}"`);
  });

  it('answers the plain page without a valid customer session', async () => {
    expectPlainPage(await home());
    expectPlainPage(await home('not-a-token'));
    expectPlainPage(await home(`${anna.token.slice(0, -4)}AAAA`));
    const tutor = await createTestUser(app, { role: 'tutor' });
    expectPlainPage(await home(tutor.token));
    const anonymous = await createTestUser(app, { anonymous: true });
    expectPlainPage(await home(anonymous.token));
    // Only the home is drawn: another dashboard page is the plain one, cookie or not.
    expectPlainPage(await home(anna.token, '/dashboard/request-list'));
  });

  it('stops drawing for an account once it is disabled', async () => {
    const carla = await createCustomer(app);
    expect((await home(carla.token)).body).toContain(`data-drawn-for="${carla.uid}"`);
    await app.ctx.db
      .update(identityUsers)
      .set({ disabled: true })
      .where(eq(identityUsers.uid, carla.uid));
    // The status cache follows the database's notice of the change (as when staff disable one).
    forgetAccountStatus(carla.uid);
    expectPlainPage(await home(carla.token));
  });

  it('falls back to the plain page when drawing fails', async () => {
    const dora = await createCustomer(app);
    await newRequest(dora, 'make the renderer fail');
    expectPlainPage(await home(dora.token));
  });
});
