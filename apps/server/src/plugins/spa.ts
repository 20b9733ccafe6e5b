import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Paths that belong to the server; everything else is a client-side route of the SPA. */
const serverPrefixes = [
  '/api/',
  '/v1/',
  '/v2/',
  '/identitytoolkit.googleapis.com/',
  '/securetoken.googleapis.com/',
  '/emulator/',
  '/dev/',
  '/docs',
  '/healthz',
  '/readyz',
  '/files/',
  '/.well-known/',
  '/assets/',
  '/checkout/',
];

export function isServerPath(url: string) {
  return serverPrefixes.some(
    (prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix),
  );
}

type RoutePreload = { address: string; js: string[]; css: string[] };

/**
 * index.html, and a copy of it per page address with that page's chunks listed as
 * `<link rel="modulepreload">` (from the build's route-preloads.json), so the browser fetches a
 * page's code together with the entry instead of after it. Read again when the build changes.
 */
function pageHtml(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const preloadsFile = path.join(distDir, 'route-preloads.json');
  let loadedAt = -1;
  let plain = '';
  let pages: { address: string; html: string }[] = [];
  const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const load = () => {
    const mtime = fs.statSync(indexFile).mtimeMs;
    if (mtime === loadedAt) return;
    plain = fs.readFileSync(indexFile, 'utf8');
    let preloads: RoutePreload[] = [];
    try {
      preloads = JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as RoutePreload[];
    } catch {
      preloads = [];
    }
    pages = preloads.map(({ address, js, css }) => {
      const links = [
        ...css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`),
        ...js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
      ].join('');
      return { address, html: plain.replace('</head>', `${links}</head>`) };
    });
    loadedAt = mtime;
  };
  return (pathname: string) => {
    load();
    const page = pages.find(
      ({ address }) => pathname === address || pathname.startsWith(`${address}/`),
    );
    return page?.html ?? plain;
  };
}

function notFoundEnvelope(reply: FastifyReply) {
  return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Risorsa non trovata.' } });
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and the
 * history fallback (any non-server GET that accepts HTML answers index.html).
 */
export const spaPlugin = fp(async (app: FastifyInstance, { distDir }: { distDir: string }) => {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const htmlFor = hasBuild ? pageHtml(distDir) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const cacheControl = filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache';
        res.header('cache-control', cacheControl);
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServerPath(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return notFoundEnvelope(reply);
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="it"><title>Equilibrio</title><p>L’applicazione web non è ancora stata compilata: esegui <code>npm start</code> o <code>npm run build</code>.</p></html>',
        );
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(htmlFor!(pathname));
  });
});
