import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { APP_SESSION_COOKIE, PAGE_SESSION_COOKIE } from '@equilibrio/contract/first-paint';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeRenderer, pageTemplate } from '../../../test/fake-page-renderer';
import {
  createTestApp,
  createTestUser,
  injectAs,
  signedInAs,
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
import type { ManualClock } from '../../lib/clock';
import { forgetAccountStatus } from '../identity/account-status-cache';

const DAY_MS = 24 * 3600 * 1000;

describe('pages drawn by the server for their visitor', () => {
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
  /** The cookies a user's browser holds once the app has asked for the page session. */
  const browsers = new Map<string, string>();
  const cookiesOf = async (user: TestUser) => {
    let cookies = browsers.get(user.uid);
    if (cookies === undefined) {
      const res = await injectAs(app, user, 'PUT', '/api/v1/session/page');
      expect(res.statusCode, res.body).toBe(204);
      cookies = res.cookies
        .filter((cookie) => cookie.value !== '')
        .map((cookie) => `${cookie.name}=${cookie.value}`)
        .join('; ');
      browsers.set(user.uid, cookies);
    }
    return cookies;
  };
  /** A well-formed page-session id the server never made. */
  const unknownSession = `${PAGE_SESSION_COOKIE}=${'A'.repeat(43)}`;
  /** A page load by `who`: a user's browser, or these cookies (none: a stranger's). */
  const home = async (who?: TestUser | string, url = '/dashboard/home', encoding?: string) => {
    const cookie = typeof who === 'string' ? who : who ? await cookiesOf(who) : undefined;
    return app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'text/html',
        ...(cookie ? { cookie } : {}),
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      },
    });
  };
  /** A browser whose app holds a session, without a page session (it has lapsed). */
  const appSessionOnly = (url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', cookie: `${APP_SESSION_COOKIE}=1` },
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
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-drawn-pages-'));
    fs.mkdirSync(path.join(root, 'dist'));
    fs.mkdirSync(path.join(root, 'dist-server'));
    fs.writeFileSync(
      path.join(root, 'dist', 'index.html'),
      '<!doctype html><html lang="it"><body><div id="root"></div></body></html>',
    );
    fs.mkdirSync(path.join(root, 'dist-server', 'templates'));
    fs.writeFileSync(path.join(root, 'dist-server', 'templates', 'page.html'), pageTemplate);
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
    const res = await home(anna);
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
    const res = await home(anna);
    expect(res.body).not.toContain('<script>alert(1)');
    const messages = pageData(res.body).activeRequests.content.map(
      (r: { message: string }) => r.message,
    );
    expect(messages).toContain('</script><script>alert(1)</script>');
  });

  it('each customer gets only their own page, whoever asked before', async () => {
    const res = await home(bruno);
    expect(res.body).toContain(`data-drawn-for="${bruno.uid}"`);
    expect(res.body).toContain(`<p>#${brunoActive[0]}</p>`);
    for (const id of [...annaActive, ...annaClosed]) expect(res.body).not.toContain(`#${id}<`);
    expect(pageData(res.body).uid).toBe(bruno.uid);
  });

  it('sends it compressed to browsers that accept it', async () => {
    const res = await home(anna, '/dashboard/home', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain(`data-drawn-for="${anna.uid}"`);
  });

  it('answers the plain page of the dashboard without a valid customer session', async () => {
    expectPlainPage(await appSessionOnly('/dashboard/home'));
    expectPlainPage(await home(`${PAGE_SESSION_COOKIE}=not-a-session`));
    const tutor = await createTestUser(app, { role: 'tutor' });
    // A tutor opening the dashboard gets it drawn as the app would show it (their own calls).
    expect((await home(tutor)).body).toContain(`data-drawn-for="${tutor.uid}"`);
    expectPlainPage(await home(unknownSession));
    const anonymous = await createTestUser(app, { anonymous: true });
    expectPlainPage(await home(anonymous));
    expectPlainPage(await appSessionOnly('/backoffice/requests'));
    // A route that cannot be drawn is left to the app.
    expectPlainPage(await home(anna, '/dashboard/nowhere'));
  });

  it('draws the dashboard and the back office as for a stranger where the browser holds no session', async () => {
    // No page session and no mark of an app session: nobody is signed in here. The page is the
    // one every visitor gets (the app's sign-in), without anyone's data.
    for (const url of ['/dashboard/home', '/backoffice/requests']) {
      const res = await home(undefined, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`data-drawn-for="nobody" data-path="${url}"`);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // The mark, or a page session that no longer verifies: the app's to decide.
    expectPlainPage(await appSessionOnly('/dashboard/home'));
    expectPlainPage(await home(unknownSession, '/backoffice/requests'));
  });

  it('leaves the sign-up to the app in a browser whose sign-up is under way (its step only the browser knows)', async () => {
    const visitor = await home(undefined, '/sign-up');
    expect(visitor.body).toContain('data-drawn-for="nobody" data-path="/sign-up"');
    // Drawn at step 1 and taken over at step 2 (the password), React threw the page away.
    expectPlainPage(await appSessionOnly('/sign-up'));
    expectPlainPage(await appSessionOnly('/sign-up/acme'));
  });

  it('draws every other page for a visitor not signed in, the same for all of them', async () => {
    const first = await home(undefined, '/come-funziona');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('data-drawn-for="nobody" data-path="/come-funziona"');
    // Its public calls answered in-process, without a token.
    expect(first.body).toContain('services 200');
    expect(pageData(first.body)).toEqual({ services: 200 });
    // Nobody's own: checked again on each load, but shared by every visitor for a while.
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toContain('cookie');
    const drawing = (body: string) => /data-drawing="(\d+)"/.exec(body)?.[1];
    const again = await home(unknownSession, '/come-funziona');
    expect(drawing(again.body)).toBe(drawing(first.body));
    // Another window width is another drawing; so is another address.
    const phone = await app.inject({
      method: 'GET',
      url: '/come-funziona',
      headers: { accept: 'text/html', cookie: 'eq_viewport=390' },
    });
    expect(phone.body).toContain('data-width="390"');
    expect(drawing(phone.body)).not.toBe(drawing(first.body));
    const privacy = await home(undefined, '/privacy');
    expect(privacy.body).toContain('data-path="/privacy"');
    // Links are written with the site's address as the visitor reached it.
    expect(privacy.body).toContain('data-origin="http://localhost:80"');
    // A route that redirects is left to the app.
    expectPlainPage(await home(undefined, '/nowhere'));
  });

  it('answers an address that stands for another with a redirect, only within the site', async () => {
    const res = await home(undefined, '/?utm=mail');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard/home?utm=mail');
    const signedIn = await home(anna, '/');
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expectPlainPage(await home(undefined, '/elsewhere'));
  });

  it("draws a signed-in user's other pages for them, never shared", async () => {
    const res = await home(anna, '/privacy');
    expect(res.body).toContain(`data-drawn-for="${anna.uid}" data-path="/privacy"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("draws for the width of the visitor's window (as the browser or the app tells it, else a guess)", async () => {
    const drawnWidth = async (headers: Record<string, string>) => {
      const res = await app.inject({
        method: 'GET',
        url: '/dashboard/home',
        headers: { accept: 'text/html', ...headers },
      });
      return /data-width="(\d+)"/.exec(res.body)?.[1];
    };
    const session = await cookiesOf(anna);
    expect(await drawnWidth({ cookie: `${session}; eq_viewport=412` })).toBe('412');
    expect(await drawnWidth({ cookie: session, 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' })).toBe(
      '390',
    );
    expect(await drawnWidth({ cookie: `${session}; eq_viewport=nonsense` })).toBe('1280');
    // The window resized since the app recorded it: the browser's own word wins.
    expect(
      await drawnWidth({ cookie: `${session}; eq_viewport=1280`, 'sec-ch-viewport-width': '1024' }),
    ).toBe('1024');
    const asked = await app.inject({
      method: 'GET',
      url: '/dashboard/home',
      headers: { accept: 'text/html', cookie: session },
    });
    expect(asked.headers['accept-ch']).toBe('sec-ch-viewport-width');
  });

  it('draws every page of the dashboard, each with its own status', async () => {
    const list = await home(anna, '/dashboard/request-list?page=2');
    expect(list.body).toContain('data-path="/dashboard/request-list"');
    expect(list.headers['cache-control']).toBe('private, no-store');
    const missing = await home(anna, '/dashboard/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(`data-drawn-for="${anna.uid}"`);
  });

  it("draws a tutor's back office with the tutor's calls, and a customer's with the API's refusal", async () => {
    const tutor = await createTestUser(app, { role: 'tutor' });
    const asTutor = await home(tutor, '/backoffice/requests');
    expect(asTutor.body).toContain(`data-drawn-for="${tutor.uid}">backoffice 200`);
    const asCustomer = await home(anna, '/backoffice/requests');
    expect(asCustomer.body).toContain('backoffice 403');
  });

  it('removes a page session that no longer verifies', async () => {
    const res = await home(unknownSession);
    expectPlainPage(res);
    const cleared = String(res.headers['set-cookie']);
    expect(cleared).toContain(`${PAGE_SESSION_COOKIE}=;`);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    // No cookie, nothing to remove.
    expect(String((await home()).headers['set-cookie'] ?? '')).not.toContain(PAGE_SESSION_COOKIE);
  });

  it('stops drawing for an account once it is disabled', async () => {
    const carla = await createCustomer(app);
    expect((await home(carla)).body).toContain(`data-drawn-for="${carla.uid}"`);
    await app.ctx.db
      .update(identityUsers)
      .set({ disabled: true })
      .where(eq(identityUsers.uid, carla.uid));
    // The status cache follows the database's notice of the change (as when staff disable one).
    forgetAccountStatus(carla.uid);
    expectPlainPage(await home(carla));
  });

  it('draws the pages the next day and for two weeks from the last visit, though the token has long expired', async () => {
    const clock = app.ctx.clock as ManualClock;
    const elena = await createCustomer(app);
    const browser = await cookiesOf(elena);
    let advanced = 0;
    const advance = (ms: number) => {
      clock.advance(ms);
      advanced += ms;
    };
    try {
      advance(DAY_MS);
      expect((await home(browser)).body).toContain(`data-drawn-for="${elena.uid}"`);
      // The app renews it with its next token: the same session, two weeks from now.
      const fresh = await signedInAs(app, { uid: elena.uid, email: elena.email });
      const renewed = await app.inject({
        method: 'PUT',
        url: '/api/v1/session/page',
        // A change carrying cookies is checked against forgery, as the app's is.
        headers: { ...fresh.headers, cookie: `XSRF-TOKEN=abc; ${browser}`, 'x-xsrf-token': 'abc' },
      });
      expect(renewed.statusCode, renewed.body).toBe(204);
      const again = renewed.cookies.find((c) => c.name === PAGE_SESSION_COOKIE);
      expect(`${PAGE_SESSION_COOKIE}=${again?.value}`).toBe(
        browser.split('; ').find((c) => c.startsWith(PAGE_SESSION_COOKIE)),
      );
      expect(again?.maxAge).toBe(14 * 24 * 3600);
      advance(13 * DAY_MS);
      expect((await home(browser)).body).toContain(`data-drawn-for="${elena.uid}"`);
      advance(DAY_MS + 1000);
      const lapsed = await home(browser);
      expectPlainPage(lapsed);
      expect(String(lapsed.headers['set-cookie'])).toContain(`${PAGE_SESSION_COOKIE}=;`);
    } finally {
      clock.advance(-advanced);
    }
  });

  it('stops drawing for a browser once it signs out, and for every browser once signed out everywhere', async () => {
    const fabio = await createCustomer(app);
    const first = await cookiesOf(fabio);
    browsers.delete(fabio.uid);
    const second = await cookiesOf(fabio);
    expect(second).not.toBe(first);
    const signOut = await app.inject({
      method: 'DELETE',
      url: '/api/v1/session/page',
      headers: { cookie: `XSRF-TOKEN=abc; ${first}`, 'x-xsrf-token': 'abc' },
    });
    expect(signOut.statusCode).toBe(204);
    // The session is gone on the server: a copy of the cookie kept elsewhere draws nothing.
    expectPlainPage(await home(first));
    expect((await home(second)).body).toContain(`data-drawn-for="${fabio.uid}"`);
    // A password change (every session of the account ends) ends this one too.
    await app.ctx.db
      .update(identityUsers)
      .set({ validSince: new Date(app.ctx.clock.now().getTime() + 1000) })
      .where(eq(identityUsers.uid, fabio.uid));
    forgetAccountStatus(fabio.uid);
    expectPlainPage(await home(second));
  });

  it('falls back to the plain page when drawing fails', async () => {
    const dora = await createCustomer(app);
    await newRequest(dora, 'make the renderer fail');
    expectPlainPage(await home(dora));
  });
});
