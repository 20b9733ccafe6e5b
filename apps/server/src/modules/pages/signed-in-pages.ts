import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_SESSION_COOKIE, serverBuild, signedInHome } from '@equilibrio/contract/first-paint';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { resolveUser } from '../../plugins/auth';
import { listRequests } from '../requests/requests.service';

/** What the web build's render-page.js exports (apps/web/src/first-paint/render-page.tsx). */
type RenderPage = {
  renderDashboardHome(
    user: {
      uid: string;
      email: string | null;
      emailVerified: boolean;
      isAnonymous: boolean;
      displayName: string | null;
    },
    data: { uid: string; activeRequests: unknown },
  ): Promise<string>;
};

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028');

/**
 * The signed-in customer's home drawn by the server (the contract's signedInHome): on a page
 * load of /dashboard/home that carries the page-session cookie, the token in it is checked
 * exactly as an API call's (signature, expiry, disabled account, revoked sessions); for a
 * signed-in customer the page comes with their active requests already drawn (the web build's
 * render-page.js into its dashboard-home.html), and their data in the page's JSON script for the
 * app to start from. Anything else — no cookie, a token that fails, a tutor, an anonymous session, no server build — gets
 * `undefined`, and the plain page.
 */
export function createSignedInPages(ctx: AppContext, serverBuildDir: string) {
  const templateFile = path.join(serverBuildDir, serverBuild.homeTemplate);
  const moduleFile = path.join(serverBuildDir, serverBuild.renderer);
  let loaded: { at: number; template: string; render: RenderPage } | undefined;

  /** The build's template and renderer, read again when a new build replaces them. */
  async function load() {
    let at: number;
    try {
      at = fs.statSync(templateFile).mtimeMs;
    } catch {
      return undefined;
    }
    if (loaded?.at !== at) {
      const render = (await import(`${pathToFileURL(moduleFile).href}?v=${at}`)) as RenderPage;
      loaded = { at, template: fs.readFileSync(templateFile, 'utf8'), render };
    }
    return loaded;
  }

  return async (request: FastifyRequest, pathname: string): Promise<string | undefined> => {
    if (pathname !== signedInHome) return undefined;
    const token = request.cookies?.[PAGE_SESSION_COOKIE];
    if (!token) return undefined;
    const user = await resolveUser(ctx, token).catch(() => undefined);
    if (!user || user.isAnonymous || user.role !== 'customer') return undefined;
    const build = await load();
    if (!build) return undefined;
    const activeRequests = await listRequests(ctx, user.uid, {
      page: 0,
      pageSize: 10,
      active: 'true',
    });
    const data = { uid: user.uid, activeRequests };
    const markup = await build.render.renderDashboardHome(
      {
        uid: user.uid,
        email: user.email,
        emailVerified: user.emailVerified,
        isAnonymous: false,
        displayName: null,
      },
      data,
    );
    return build.template
      .replace('<!--page-->', () => markup)
      .replace('<!--page-data-->', () => scriptJson(data));
  };
}
