/**
 * The web app's pages (the server's side of "Pages drawn before the JavaScript",
 * ARCHITECTURE.md): the built SPA served with hashed assets cached for a year and index.html
 * never cached; the history fallback (any non-server GET that accepts HTML answers a page); the
 * pages drawn per request for their visitor (drawn-pages.ts), and the plain page with the page's
 * chunks preloaded for the rest (page-html.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { VIEWPORT_HINT } from '@equilibrio/contract/first-paint';
import {
  builtAssetsPrefix,
  isServerPath as isServerPathIn,
  serverPathPrefixes,
} from '@equilibrio/contract/server-paths';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import { registerCvPage } from './cv-page.routes';
import { createDrawnPages } from './drawn-pages';
import { pageHtml } from './page-html';
import { clearPageSession } from './page-session.routes';

/** Paths that belong to the server (and the built assets); everything else is a page of the SPA. */
const serverPrefixes = [...serverPathPrefixes, builtAssetsPrefix];

export function isServerPath(url: string) {
  return isServerPathIn(url, serverPrefixes);
}

function notFoundEnvelope(reply: FastifyReply) {
  return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Risorsa non trovata.' } });
}

/**
 * The names of the files in `dir`, listed again when a name is missing and the folder's identity
 * or time of change differ from the listing's (one `stat`, not a listing, per missing name).
 */
function assetListing(dir: string) {
  const version = () => {
    try {
      const stat = fs.statSync(dir);
      return `${stat.ino}:${stat.mtimeMs}`;
    } catch {
      return 'missing';
    }
  };
  const list = () => {
    try {
      return new Set(
        fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name),
      );
    } catch {
      return new Set<string>();
    }
  };
  let listed = version();
  let names = list();
  return {
    has(name: string) {
      if (names.has(name)) return true;
      const now = version();
      if (now === listed) return false;
      listed = now;
      names = list();
      return names.has(name);
    },
  };
}

export type PagesOptions = {
  ctx: AppContext;
  /** The web build (apps/web/dist); its server-side part sits beside it (dist-server). */
  distDir: string;
};

/** The encoding a browser takes, brotli first (@fastify/compress does not reach this handler). */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * A drawn page, compressed as it is sent: a user's own never stored by any cache; one drawn for
 * a visitor not signed in checked again on each load (`no-cache`), as the plain page.
 */
function sendDrawn(
  request: FastifyRequest,
  reply: FastifyReply,
  { html, personal }: { html: string; personal: boolean },
) {
  reply
    .header('cache-control', personal ? 'private, no-store' : 'no-cache')
    .header('accept-ch', VIEWPORT_HINT)
    .header('vary', `accept-encoding, cookie, ${VIEWPORT_HINT}`);
  reply.type('text/html; charset=utf-8');
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(html);
  return reply.header('content-encoding', encoding).send(body);
}

export const pagesPlugin = fp(async (app: FastifyInstance, { ctx, distDir }: PagesOptions) => {
  registerCvPage(app, ctx);
  const indexFile = path.join(distDir, 'index.html');
  const drawnPage = createDrawnPages(app, ctx, distDir);
  const hasBuild = fs.existsSync(indexFile);
  const htmlFor = hasBuild ? pageHtml(distDir) : undefined;
  if (hasBuild) {
    const assetsDir = builtAssetsPrefix.slice(1);
    const assetsRoot = path.join(distDir, assetsDir);
    // The hashed assets (hundreds of files) behind one wildcard route, cached for a year; the few
    // files beside index.html each on its own route, never cached. One route per asset (GET and
    // HEAD each) cost start-up ≈ 0.3 CPU-s of its 2.7.
    await app.register(fastifyStatic, {
      root: assetsRoot,
      prefix: `${builtAssetsPrefix}/`,
      serve: false,
      index: false,
      preCompressed: true,
      setHeaders: (res) => {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // Only a name the build wrote, spelled exactly, is sent. @fastify/static's own wildcard route
    // checks a name's spelling by listing the folder on every request (hundreds of entries: a
    // tenth of the server's CPU in the browser journeys); the names are listed here once, and
    // again when a name is missing and the folder has changed since (a new build replaced it).
    const assets = assetListing(assetsRoot);
    app.get(`${builtAssetsPrefix}/*`, { schema: { hide: true } }, (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      if (!assets.has(name)) return reply.callNotFound();
      return reply.sendFile(name);
    });
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      globIgnore: [`${assetsDir}/**`],
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: (res) => {
        res.header('cache-control', 'no-cache');
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
    const page = await drawnPage(request, pathname).catch((err: unknown) => {
      request.log.warn({ err }, 'page not drawn; sending the plain page');
      return undefined;
    });
    // A page session that no longer verifies is removed; the app asks for a new one if the
    // user is still signed in on this device.
    if (page?.staleSession) clearPageSession(reply, ctx.config);
    if (page?.drawn?.redirect) {
      return reply
        .code(302)
        .header('location', page.drawn.redirect)
        .header('cache-control', page.drawn.personal ? 'private, no-store' : 'no-cache')
        .header('vary', 'cookie')
        .send();
    }
    if (page?.drawn) return sendDrawn(request, reply.code(page.drawn.status), page.drawn);
    const plain = htmlFor!(pathname);
    reply
      .header('cache-control', 'no-cache')
      .header('accept-ch', VIEWPORT_HINT)
      .header('vary', 'accept-encoding, cookie');
    reply.type('text/html; charset=utf-8');
    const encoding = acceptedEncoding(request);
    if (!encoding) return reply.send(plain.html);
    return reply
      .header('content-encoding', encoding)
      .send(encoding === 'br' ? plain.brotli : plain.gzip);
  });
});
