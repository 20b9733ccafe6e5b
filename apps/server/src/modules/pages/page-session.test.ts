import { PAGE_SESSION_COOKIE } from '@equilibrio/contract/first-paint';
import { describe, expect, it } from 'vitest';
import { createTestUser, injectAs, useTestApp } from '../../../test/helpers';
import type { ManualClock } from '../../lib/clock';

/**
 * The page session (page-session.routes.ts): the server sets the HttpOnly cookie its drawn pages
 * read from the caller's own verified ID token, and removes it on sign-out.
 */
const app = useTestApp();

const pageCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((line) => line.startsWith(`${PAGE_SESSION_COOKIE}=`));

describe('page session', () => {
  it('sets the cookie from the caller’s token: HttpOnly, SameSite=Strict, whole site, as long as the token lives', async () => {
    const anna = await createTestUser(app);
    const res = await injectAs(app, anna, 'PUT', '/api/v1/session/page');
    expect(res.statusCode, res.body).toBe(204);
    const cookie = pageCookie(res.headers['set-cookie']);
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`${PAGE_SESSION_COOKIE}=${anna.token};`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/;');
    // Not Secure outside production (plain http on a developer's machine); Secure in production.
    expect(cookie).not.toContain('Secure');
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie!)?.[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  it('lives only as long as what is left of the token', async () => {
    const clock = app.ctx.clock as ManualClock;
    const bruno = await createTestUser(app);
    clock.advance(45 * 60_000);
    try {
      const res = await injectAs(app, bruno, 'PUT', '/api/v1/session/page');
      const maxAge = Number(/Max-Age=(\d+)/.exec(pageCookie(res.headers['set-cookie'])!)?.[1]);
      expect(maxAge).toBeLessThanOrEqual(15 * 60);
      expect(maxAge).toBeGreaterThan(14 * 60);
    } finally {
      clock.advance(-45 * 60_000);
    }
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
});
