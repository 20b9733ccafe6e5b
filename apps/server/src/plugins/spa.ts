import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  builtAssetsPrefix,
  isServerPath as isServerPathIn,
  serverPathPrefixes,
} from '@equilibrio/contract/server-paths';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Paths that belong to the server (and the built assets); everything else is a page of the SPA. */
const serverPrefixes = [...serverPathPrefixes, builtAssetsPrefix];

export function isServerPath(url: string) {
  return isServerPathIn(url, serverPrefixes);
}

type RoutePreload = { address: string; js: string[]; css: string[] };
/** A page the build rendered in advance: its HTML file in dist, with .br and .gz beside it. */
type Prerendered = { address: string; file: string };

/** A page's HTML with its gzip and brotli forms. */
type Page = { html: string; gzip: Buffer; brotli: Buffer };

const readJson = <T>(file: string, fallback: T): T => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
};

/** Compressed here: index.html and its preload copies are a few KiB. */
function compressed(html: string): Page {
  return { html, gzip: zlib.gzipSync(html), brotli: zlib.brotliCompressSync(html) };
}

/** Compressed by the build (the prerendered pages are large; brotli 11 takes a while). */
function precompressed(file: string): Page {
  return {
    html: fs.readFileSync(file, 'utf8'),
    gzip: fs.readFileSync(`${file}.gz`),
    brotli: fs.readFileSync(`${file}.br`),
  };
}

/**
 * index.html, and a copy of it per page address with that page's chunks listed as
 * `<link rel="modulepreload">` (from the build's route-preloads.json), so the browser fetches a
 * page's code together with the entry instead of after it; for the exact addresses of the
 * build's prerendered.json, the whole page as the build rendered it (drawn before the JavaScript
 * runs, inert until the app renders over it). Read again when the build changes.
 */
function pageHtml(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  let loadedAt = -1;
  let plain: Page | undefined;
  let pages: { address: string; exact: boolean; page: Page }[] = [];
  const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const load = () => {
    const mtime = fs.statSync(indexFile).mtimeMs;
    if (mtime === loadedAt) return;
    const index = fs.readFileSync(indexFile, 'utf8');
    const preloads = readJson<RoutePreload[]>(path.join(distDir, 'route-preloads.json'), []);
    const prerendered = readJson<Prerendered[]>(path.join(distDir, 'prerendered.json'), []);
    const withPreloads = ({ js, css }: RoutePreload) => {
      const links = [
        ...css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`),
        ...js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
      ].join('');
      return index.replace('</head>', `${links}</head>`);
    };
    pages = [
      ...prerendered.map(({ address, file }) => ({
        address,
        exact: true,
        page: precompressed(path.join(distDir, file)),
      })),
      ...preloads.map((preload) => ({
        address: preload.address,
        exact: false,
        page: compressed(withPreloads(preload)),
      })),
    ];
    plain = compressed(index);
    loadedAt = mtime;
  };
  return (pathname: string): Page => {
    load();
    const found = pages.find(
      ({ address, exact }) =>
        pathname === address || (!exact && pathname.startsWith(`${address}/`)),
    );
    return found?.page ?? plain!;
  };
}

function notFoundEnvelope(reply: FastifyReply) {
  return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Risorsa non trovata.' } });
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and the
 * history fallback (any non-server GET that accepts HTML answers index.html).
 */
export type SpaOptions = {
  distDir: string;
  /**
   * A page drawn for the signed-in user who asks (modules/pages/signed-in-pages.ts), or
   * undefined for the page everyone gets.
   */
  signedInPage?: (request: FastifyRequest, pathname: string) => Promise<string | undefined>;
};

/** The encoding a browser takes, brotli first (@fastify/compress does not reach this handler). */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** A page drawn for one user: compressed as it is sent, never stored by any cache. */
function sendPersonal(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('cache-control', 'private, no-store').header('vary', 'accept-encoding, cookie');
  reply.type('text/html; charset=utf-8');
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(html);
  return reply.header('content-encoding', encoding).send(body);
}

export const spaPlugin = fp(async (app: FastifyInstance, { distDir, signedInPage }: SpaOptions) => {
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
    if (signedInPage) {
      const personal = await signedInPage(request, pathname).catch((err: unknown) => {
        request.log.warn({ err }, 'signed-in page not drawn; sending the plain page');
        return undefined;
      });
      if (personal !== undefined) return sendPersonal(request, reply, personal);
    }
    const page = htmlFor!(pathname);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    reply.type('text/html; charset=utf-8');
    const encoding = acceptedEncoding(request);
    if (!encoding) return reply.send(page.html);
    return reply
      .header('content-encoding', encoding)
      .send(encoding === 'br' ? page.brotli : page.gzip);
  });
});
