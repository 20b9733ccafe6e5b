import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, getPage, type TestApp, useTestApp } from '../test/helpers';
import type { ManualClock } from './lib/clock';

describe('foundation: health, errors, authentication', () => {
  const app = useTestApp();

  it('answers /healthz 200 while the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 when migrated and 503 once shutting down', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
    });
    app.ctx.lifecycle.shuttingDown = true;
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    app.ctx.lifecycle.shuttingDown = false;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'shutting-down' });
  });

  it('answers unknown API paths with the 404 error envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('answers invalid input with 400 and the failing fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox/messages?limit=abc' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toContain('querystring.limit');
  });

  it('sends security headers and an XSRF-TOKEN cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['set-cookie'])).toMatch(
      /XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Strict/,
    );
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI description', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/v1/session');
  });

  describe('bearer tokens', () => {
    it('lets a valid ID token through', async () => {
      const user = await createTestUser(app, { role: 'tutor' });
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/session',
        headers: user.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        uid: user.uid,
        email: user.email,
        role: 'tutor',
        isAnonymous: false,
      });
    });

    it('refuses a missing token', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/session' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    });

    it('refuses a tampered token', async () => {
      const user = await createTestUser(app);
      const [header, payload, signature] = user.token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, role: 'tutor' })).toString(
        'base64url',
      );
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/session',
        headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
      });
      expect(res.statusCode).toBe(401);
    });

    it('refuses an unsigned alg:none token', async () => {
      const user = await createTestUser(app);
      const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString());
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/session',
        headers: { authorization: `Bearer ${none}` },
      });
      expect(res.statusCode).toBe(401);
    });

    it('refuses a token signed by another key or for another issuer', async () => {
      const user = await createTestUser(app);
      const { privateKey } = await generateKeyPair('RS256');
      const now = Math.floor(Date.now() / 1000);
      const foreign = await new SignJWT({
        user_id: user.uid,
        firebase: { sign_in_provider: 'password', identities: {} },
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'foreign' })
        .setIssuer('https://securetoken.google.com/another-project')
        .setAudience('another-project')
        .setSubject(user.uid)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/session',
        headers: { authorization: `Bearer ${foreign}` },
      });
      expect(res.statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const user = await createTestUser(app);
      (app.ctx.clock as ManualClock).advance(2 * 3600 * 1000);
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/session',
        headers: user.headers,
      });
      (app.ctx.clock as ManualClock).advance(-2 * 3600 * 1000);
      expect(res.statusCode).toBe(401);
    });
  });
});

describe('foundation: the single-page app', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="it"><head><title>Equilibrio</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([
        {
          address: '/dashboard/request-list',
          js: ['/assets/list-1.js'],
          css: ['/assets/list-1.css'],
        },
      ]),
    );
    // A prerendered page as the build leaves it: the HTML, its .br and .gz, listed by address.
    const loginHtml =
      '<!doctype html><html lang="it"><body><div id="root"><div data-prerendered inert aria-hidden="true"><h1>Bentornato su Equilibrio</h1></div></div></body></html>';
    fs.mkdirSync(path.join(dist, 'pages'));
    fs.writeFileSync(path.join(dist, 'pages', 'login.html'), loginHtml);
    fs.writeFileSync(path.join(dist, 'pages', 'login.html.br'), zlib.brotliCompressSync(loginHtml));
    fs.writeFileSync(path.join(dist, 'pages', 'login.html.gz'), zlib.gzipSync(loginHtml));
    fs.writeFileSync(
      path.join(dist, 'prerendered.json'),
      JSON.stringify([{ address: '/login', file: 'pages/login.html' }]),
    );
    app = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html, never cached', async () => {
    const res = await getPage(app, '/dashboard/home?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="it">');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lists the chunks of a page (and of the pages under it) as preloads', async () => {
    for (const url of ['/dashboard/request-list', '/dashboard/request-list/extra']) {
      const res = await getPage(app, url);
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/list-1.js">');
      expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/list-1.css">');
    }
    const home = await getPage(app, '/dashboard/home');
    expect(home.body).not.toContain('modulepreload');
  });

  it('answers a prerendered page already drawn, only at its own address', async () => {
    const login = await getPage(app, '/login?next=x');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<h1>Bentornato su Equilibrio</h1>');
    expect(login.headers['cache-control']).toBe('no-cache');
    const below = await getPage(app, '/login/other');
    expect(below.body).not.toContain('Bentornato');
    expect(below.body).toContain('<div id="root"></div>');
  });

  it('sends pages compressed to browsers that accept it', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await getPage(app, '/login', { 'accept-encoding': `${encoding}, deflate` });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString('utf8')).toContain('Bentornato su Equilibrio');
    }
    const plain = await getPage(app, '/login', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Bentornato su Equilibrio');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps API paths out of the fallback', async () => {
    // A path no route owns (/v2/requests/{id} exists and asks for a token first).
    const res = await getPage(app, '/v2/no-such-resource/x');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('foundation: database outage', () => {
  it('reports 503 on /healthz once the database is gone', async () => {
    const app = await createTestApp();
    await app.database.close();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await app.close();
  });
});
