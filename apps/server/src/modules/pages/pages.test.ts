import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getPage, type TestApp } from '../../../test/helpers';

describe('pages: the single-page app without its server build, and the fallback', () => {
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

  it('sends pages compressed to browsers that accept it', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await getPage(app, '/login', { 'accept-encoding': `${encoding}, deflate` });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString('utf8')).toContain('<title>Equilibrio</title>');
    }
    const plain = await getPage(app, '/login', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"></div>');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    const head = await app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('14');
    // A browser that has it already is told so.
    const again = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toContain('immutable');
  });

  it('sends an asset compressed when the build wrote it so and the browser accepts it', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'zipped-1.js'), 'console.log("zipped")');
    fs.writeFileSync(
      path.join(dist, 'assets', 'zipped-1.js.br'),
      zlib.brotliCompressSync('console.log("zipped")'),
    );
    const res = await app.inject({
      method: 'GET',
      url: '/assets/zipped-1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("zipped")');
    const plain = await app.inject({ method: 'GET', url: '/assets/zipped-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("zipped")');
  });

  it('sends only the files the build wrote, spelled exactly; a new build’s at once', async () => {
    // A link out of the folder and a file in a folder below it are not the build's assets.
    fs.symlinkSync(path.join(dist, 'index.html'), path.join(dist, 'assets', 'escape.js'));
    fs.mkdirSync(path.join(dist, 'assets', 'sub'));
    fs.writeFileSync(path.join(dist, 'assets', 'sub', 'x.js'), 'console.log(3)');
    for (const url of [
      '/assets/escape.js',
      '/assets/sub/x.js',
      '/assets/APP-abc123.js',
      '/assets/missing.js',
      '/assets/..%2findex.html',
      '/assets/',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('<html');
    }
    // A build that replaces the folder while the server runs (the names are listed again).
    fs.writeFileSync(path.join(dist, 'assets', 'later-2.js'), 'console.log(2)');
    const later = await app.inject({ method: 'GET', url: '/assets/later-2.js' });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('console.log(2)');
  });

  it('keeps API paths out of the fallback', async () => {
    // A path no route owns (/v2/requests/{id} exists and asks for a token first).
    const res = await getPage(app, '/v2/no-such-resource/x');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
