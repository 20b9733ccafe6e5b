import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_SESSION_COOKIE,
  drawnTemplateFile,
  isDrawnByAppWithSession,
  PAGE_SESSION_COOKIE,
  serverBuild,
  VIEWPORT_COOKIE,
  VIEWPORT_HINT,
} from '@equilibrio/contract/first-paint';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import type { AppContext } from '../../context';
import { withDrawingCredential } from '../../plugins/auth';
import { underAddress } from './page-html';
import { pageSessionUser } from './page-sessions';

/** What the web build's render-page.js exports (apps/web/src/first-paint/render-page.tsx). */
type RenderPage = {
  renderPage(
    url: string,
    visitor: {
      user: {
        uid: string;
        email: string | null;
        emailVerified: boolean;
        isAnonymous: boolean;
        displayName: string | null;
      } | null;
      token: string | null;
      viewportWidth: number;
      origin: string;
    },
    api: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<
    | { markup: string; state: unknown; status: number; errors?: string[]; redirect?: string }
    | undefined
  >;
};

type RoutePreload = { address: string };

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const plausibleWidth = (width: number) => Number.isFinite(width) && width >= 200 && width <= 10_000;

/**
 * The width of the visitor's window (the browser's VIEWPORT_HINT, else the app's
 * VIEWPORT_COOKIE), so the page is drawn with the layout the app will render; without either, a
 * phone's width when the browser says it is one.
 */
function viewportWidth(request: FastifyRequest) {
  const told = Number(request.headers[VIEWPORT_HINT]);
  if (plausibleWidth(told)) return told;
  const recorded = Number(request.cookies?.[VIEWPORT_COOKIE]);
  if (plausibleWidth(recorded)) return recorded;
  const mobile =
    request.headers['sec-ch-ua-mobile'] === '?1' ||
    /Mobi|Android|iPhone/i.test(request.headers['user-agent'] ?? '');
  return mobile ? 390 : 1280;
}

/** What the server answers a page load with. */
export type DrawnPage = {
  /**
   * The page drawn for its visitor, or the address it stands for (`/` for the home: answered
   * with a redirect); none: the plain page (the app draws it).
   */
  drawn?: { html: string; status: number; personal: boolean; redirect?: string };
  /** The page-session cookie no longer verifies (expired, revoked, account disabled). */
  staleSession: boolean;
};

/** A page drawn for a visitor not signed in is the same for all of them: kept this long. */
const SHARED_PAGE_MS = 30_000;
const SHARED_PAGES_KEPT = 200;

/**
 * Every page drawn by the server for its visitor. On a page load that carries the page-session
 * cookie, its session is checked as an API call's token is (expiry, disabled account, revoked
 * sessions: page-sessions.ts); for its user, the web build's render-page.js draws the page the
 * address names, its calls answered by this server's own API routes in-process as that user's
 * (a credential alive only while the page is drawn: the same access rules as any call, so a
 * tutor page drawn for a customer shows what the app would: the refusal). A visitor not signed in gets every page
 * outside the contract's signedInSections drawn the same way without a token (the sign-in, the
 * guide with its prices, the privacy notice…), and the same page for everyone for a while
 * (SHARED_PAGE_MS, per address and window width); a page of the dashboard or the back office is
 * drawn so (the back office's sign-in, the dashboard's redirect to the sign-in) only when the
 * browser holds no app session (APP_SESSION_COOKIE), else left to the app. The page goes into
 * the build's template for that address with the answers in its JSON script for the app to start
 * from. No server build → the plain page.
 */
export function createDrawnPages(app: FastifyInstance, ctx: AppContext, distDir: string) {
  const serverBuildDir = path.join(distDir, '..', serverBuild.dir);
  const templatesDir = path.join(serverBuildDir, serverBuild.templatesDir);
  const fallbackFile = path.join(templatesDir, serverBuild.fallbackTemplate);
  const moduleFile = path.join(serverBuildDir, serverBuild.renderer);
  const preloadsFile = path.join(distDir, 'route-preloads.json');
  let loaded:
    | { at: number; render: RenderPage; addresses: string[]; templates: Map<string, string> }
    | undefined;
  const shared = new Map<string, { at: number; drawn: NonNullable<DrawnPage['drawn']> | null }>();

  /** The build's renderer and templates, read again when a new build replaces them. */
  async function load() {
    let at: number;
    try {
      at = fs.statSync(fallbackFile).mtimeMs;
    } catch {
      return undefined;
    }
    if (loaded?.at !== at) {
      const render = (await import(`${pathToFileURL(moduleFile).href}?v=${at}`)) as RenderPage;
      let addresses: string[] = [];
      try {
        addresses = (JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as RoutePreload[]).map(
          (entry) => entry.address,
        );
      } catch {}
      loaded = { at, render, addresses, templates: new Map() };
      shared.clear();
    }
    return loaded;
  }

  /** The template of an address: its route-preloads entry's (first match), else page.html. */
  function templateFor(build: NonNullable<typeof loaded>, pathname: string) {
    const address = build.addresses.find((entry) => underAddress(pathname, entry));
    const file = address ? path.join(templatesDir, drawnTemplateFile(address)) : fallbackFile;
    let template = build.templates.get(file);
    if (template === undefined) {
      template = fs.existsSync(file)
        ? fs.readFileSync(file, 'utf8')
        : fs.readFileSync(fallbackFile, 'utf8');
      build.templates.set(file, template);
    }
    return template;
  }

  async function draw(
    request: FastifyRequest,
    pathname: string,
    user: { uid: string; email: string | null; emailVerified: boolean } | null,
    token: string | null,
    width: number,
  ): Promise<NonNullable<DrawnPage['drawn']> | null> {
    const build = await load();
    if (!build) return null;
    const api = async (url: string, init: RequestInit) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as InjectOptions['method'],
        url,
        headers: init.headers as Record<string, string>,
        // The visitor's own address, so the API's per-address limits count their calls.
        remoteAddress: request.ip,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers,
      });
    };
    const drawn = await build.render.renderPage(
      `http://localhost${request.url}`,
      {
        user: user && {
          uid: user.uid,
          email: user.email,
          emailVerified: user.emailVerified,
          isAnonymous: false,
          displayName: null,
        },
        token,
        viewportWidth: width,
        // As the visitor reached the site (behind the proxy: its forwarded scheme and host).
        origin: `${request.protocol}://${request.host}`,
      },
      api,
    );
    if (!drawn) return null;
    // Only to an address of this site (the route table's own, with the visitor's query).
    if (drawn.redirect !== undefined) {
      return /^\/(?![/\\])/.test(drawn.redirect)
        ? { html: '', status: 302, personal: user !== null, redirect: drawn.redirect }
        : null;
    }
    if (drawn.errors) request.log.warn({ errors: drawn.errors }, 'page drawn with an error');
    const html = templateFor(build, pathname)
      .replace('<!--page-->', () => drawn.markup)
      .replace('<!--page-data-->', () => scriptJson(drawn.state));
    return { html, status: drawn.status, personal: user !== null };
  }

  /** The page for a visitor not signed in: drawn once per address and width for a while. */
  async function drawShared(request: FastifyRequest, pathname: string, width: number) {
    // Per host too: links are written with the site's address as the visitor reached it.
    const key = `${width} ${request.host} ${request.url}`;
    const kept = shared.get(key);
    if (kept && Date.now() - kept.at < SHARED_PAGE_MS) return kept.drawn;
    const drawn = await draw(request, pathname, null, null, width);
    shared.delete(key);
    if (shared.size >= SHARED_PAGES_KEPT) shared.delete(shared.keys().next().value as string);
    shared.set(key, { at: Date.now(), drawn });
    return drawn;
  }

  return async (request: FastifyRequest, pathname: string): Promise<DrawnPage> => {
    const session = request.cookies?.[PAGE_SESSION_COOKIE];
    const user = session ? await pageSessionUser(ctx, session) : undefined;
    const staleSession = Boolean(session) && !user;
    const width = viewportWidth(request);
    if (user) {
      // The page's calls carry a credential of the user's that lives only while it is drawn.
      const drawn = await withDrawingCredential(user, (credential) =>
        draw(request, pathname, user, credential, width),
      );
      return { drawn: drawn ?? undefined, staleSession };
    }
    // A signed-in page in a browser whose app holds a session the server cannot check (a sign-up
    // under way, a page session that lapsed) is the app's to draw; so is the sign-up, whose step
    // only the browser knows. A browser that holds none gets
    // it as any visitor not signed in: the sign-in, or a redirect to it. (A page session, even
    // one that no longer verifies, says the app holds one too.)
    const appSession = Boolean(session) || Boolean(request.cookies?.[APP_SESSION_COOKIE]);
    if (isDrawnByAppWithSession(pathname) && appSession) return { staleSession };
    return { drawn: (await drawShared(request, pathname, width)) ?? undefined, staleSession };
  };
}
