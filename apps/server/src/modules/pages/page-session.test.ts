import { APP_SESSION_COOKIE, PAGE_SESSION_COOKIE } from '@equilibrio/contract/first-paint';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser, injectAs, signedInAs, useTestApp } from '../../../test/helpers';
import { pageSessions } from '../../db/schema/page-sessions';

/**
 * The page session (page-session.routes.ts): the server sets the HttpOnly cookie its drawn pages
 * read from the caller's own verified ID token, and removes it on sign-out.
 */
const app = useTestApp();

const cookieNamed = (name: string) => (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((line) => line.startsWith(`${name}=`));
const pageCookie = cookieNamed(PAGE_SESSION_COOKIE);
const appSessionMark = cookieNamed(APP_SESSION_COOKIE);

describe('page session', () => {
  it('starts a session from the caller’s token: its random id in an HttpOnly, SameSite=Strict cookie for the whole site, for two weeks', async () => {
    const anna = await createTestUser(app);
    const res = await injectAs(app, anna, 'PUT', '/api/v1/session/page');
    expect(res.statusCode, res.body).toBe(204);
    const cookie = pageCookie(res.headers['set-cookie']);
    expect(cookie).toBeDefined();
    // Not the token (which lives an hour): an id of the server's own, kept only as a hash.
    const id = /^eq_page_session=([^;]*);/.exec(cookie!)?.[1];
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).not.toContain(anna.token);
    const [row] = await app.ctx.db
      .select()
      .from(pageSessions)
      .where(eq(pageSessions.uid, anna.uid));
    expect(row?.idHash).toBeDefined();
    expect(row?.idHash).not.toBe(id);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/;');
    // Not Secure outside production (plain http on a developer's machine); Secure in production.
    expect(cookie).not.toContain('Secure');
    expect(cookie).toContain(`Max-Age=${14 * 24 * 3600}`);
  });

  it('renews the session the browser holds rather than starting another; another user’s is ended', async () => {
    const bruno = await createTestUser(app);
    const first = await injectAs(app, bruno, 'PUT', '/api/v1/session/page');
    const id = /^eq_page_session=([^;]*);/.exec(pageCookie(first.headers['set-cookie'])!)?.[1];
    // A change carrying cookies is checked against forgery, as the app's is.
    const held = { cookie: `XSRF-TOKEN=abc; ${PAGE_SESSION_COOKIE}=${id}`, 'x-xsrf-token': 'abc' };
    const again = await app.inject({
      method: 'PUT',
      url: '/api/v1/session/page',
      headers: { ...bruno.headers, ...held },
    });
    expect(pageCookie(again.headers['set-cookie'])).toContain(`${PAGE_SESSION_COOKIE}=${id};`);
    const rows = () =>
      app.ctx.db.select().from(pageSessions).where(eq(pageSessions.uid, bruno.uid));
    expect(await rows()).toHaveLength(1);
    // Someone else signs in on the same browser: a session of their own; Bruno's is gone.
    const carla = await createTestUser(app);
    const other = await app.inject({
      method: 'PUT',
      url: '/api/v1/session/page',
      headers: { ...carla.headers, ...held },
    });
    expect(pageCookie(other.headers['set-cookie'])).not.toContain(`=${id};`);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a missing or bad token, and gives an anonymous session none', async () => {
    const none = await app.inject({ method: 'PUT', url: '/api/v1/session/page' });
    expect(none.statusCode).toBe(401);
    expect(pageCookie(none.headers['set-cookie'])).toBeUndefined();
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/session/page',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
    const anonymous = await createTestUser(app, { anonymous: true });
    const res = await injectAs(app, anonymous, 'PUT', '/api/v1/session/page');
    expect(res.statusCode).toBe(204);
    expect(pageCookie(res.headers['set-cookie'])).toMatch(/^eq_page_session=;.*Max-Age=0|Expires=/);
  });

  it('is removed on sign-out, with the anti-forgery check of every change', async () => {
    const forged = await app.inject({
      method: 'DELETE',
      url: '/api/v1/session/page',
      headers: { cookie: `XSRF-TOKEN=abc; ${PAGE_SESSION_COOKIE}=x` },
    });
    expect(forged.statusCode).toBe(403);
    expect(pageCookie(forged.headers['set-cookie'])).toBeUndefined();
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/v1/session/page',
      headers: { cookie: `XSRF-TOKEN=abc; ${PAGE_SESSION_COOKIE}=x`, 'x-xsrf-token': 'abc' },
    });
    expect(res.statusCode).toBe(204);
    const cookie = pageCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/^eq_page_session=;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/');
  });

  it('marks that the app holds a session — signed in or signing up — until sign-out, beyond the page session', async () => {
    const carla = await createTestUser(app);
    const put = await injectAs(app, carla, 'PUT', '/api/v1/session/page');
    const mark = appSessionMark(put.headers['set-cookie']);
    expect(mark).toMatch(/^eq_app_session=1;/);
    expect(mark).toContain('HttpOnly');
    // Lax: a link followed from an email carries it (not the page session), so a signed-in
    // family is not taken for a stranger.
    expect(mark).toContain('SameSite=Lax');
    expect(mark).toContain('Path=/;');
    // A browser's longest (the page session's hour would tell nothing the next day).
    expect(mark).toContain(`Max-Age=${400 * 24 * 3600}`);
    const anonymous = await createTestUser(app, { anonymous: true });
    const signingUp = await injectAs(app, anonymous, 'PUT', '/api/v1/session/page');
    expect(appSessionMark(signingUp.headers['set-cookie'])).toMatch(/^eq_app_session=1;/);
    const none = await app.inject({ method: 'PUT', url: '/api/v1/session/page' });
    expect(appSessionMark(none.headers['set-cookie'])).toBeUndefined();
    const end = await app.inject({
      method: 'DELETE',
      url: '/api/v1/session/page',
      headers: { cookie: `XSRF-TOKEN=abc; ${APP_SESSION_COOKIE}=1`, 'x-xsrf-token': 'abc' },
    });
    expect(end.statusCode).toBe(204);
    expect(appSessionMark(end.headers['set-cookie'])).toMatch(/^eq_app_session=;/);
  });

  it('lasts two weeks only when made at a fresh sign-in: from an older sign-in’s token, no longer than the token', async () => {
    const dora = await createTestUser(app);
    // A token of a sign-in of yesterday (as a stolen one would be): a session as long as it.
    const old = await signedInAs(app, {
      uid: dora.uid,
      email: dora.email,
      authTime: new Date(app.ctx.clock.now().getTime() - 24 * 3600_000),
    });
    const made = await injectAs(app, old, 'PUT', '/api/v1/session/page');
    const maxAge = Number(/Max-Age=(\d+)/.exec(pageCookie(made.headers['set-cookie'])!)?.[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
    // Renewed with the next token of that same sign-in: still no longer than that token.
    const id = /^eq_page_session=([^;]*);/.exec(pageCookie(made.headers['set-cookie'])!)?.[1];
    const renewed = await app.inject({
      method: 'PUT',
      url: '/api/v1/session/page',
      headers: {
        ...old.headers,
        cookie: `XSRF-TOKEN=abc; ${PAGE_SESSION_COOKIE}=${id}`,
        'x-xsrf-token': 'abc',
      },
    });
    expect(pageCookie(renewed.headers['set-cookie'])).toContain(`${PAGE_SESSION_COOKIE}=${id};`);
    expect(
      Number(/Max-Age=(\d+)/.exec(pageCookie(renewed.headers['set-cookie'])!)?.[1]),
    ).toBeLessThanOrEqual(3600);
    // Signing in again (credentials entered now): two weeks.
    const fresh = await injectAs(app, dora, 'PUT', '/api/v1/session/page');
    expect(pageCookie(fresh.headers['set-cookie'])).toContain(`Max-Age=${14 * 24 * 3600}`);
  });
});
