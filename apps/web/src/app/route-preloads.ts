import { paths } from '../config/paths';

const routes = 'src/app/routes/';
const dashboard = [`${routes}require-auth.tsx`, `${routes}dashboard/layout.tsx`];

/**
 * Which lazy route modules (router.tsx) each page address needs, for the build's
 * `route-preloads.json`: the server lists their chunks as `<link rel="modulepreload">` in the
 * page it answers, so the browser fetches them with the entry instead of after it. The first
 * entry whose address equals the page's, or is a parent folder of it, wins. A module missing
 * from the build fails the build.
 */
export const routePreloads: [address: string, modules: string[]][] = [
  [paths.login.path, [`${routes}login.tsx`]],
  ['/sign-up', [`${routes}sign-up.tsx`]],
  [paths.privacy.path, [`${routes}privacy.tsx`]],
  [paths.terms.path, [`${routes}terms.tsx`]],
  [paths.emailHandler.path, [`${routes}email-handler.tsx`]],
  [paths.emailConfirmed.path, [`${routes}email-confirmed.tsx`]],
  [paths.dashboard.home.path, [...dashboard, `${routes}dashboard/home.tsx`]],
  [paths.dashboard.requestList.path, [...dashboard, `${routes}dashboard/request-list.tsx`]],
  [paths.dashboard.requestCreation.path, [...dashboard, `${routes}dashboard/request-creation.tsx`]],
  [paths.dashboard.firstRequest.path, [...dashboard, `${routes}dashboard/first-request.tsx`]],
  [paths.dashboard.tutorial.path, [...dashboard, `${routes}dashboard/tutorial.tsx`]],
  [paths.dashboard.dependants.path, [...dashboard, `${routes}personal-area/dependants.tsx`]],
  [paths.dashboard.personalInfo.path, [...dashboard, `${routes}personal-area/personal-info.tsx`]],
  [paths.dashboard.addresses.path, [...dashboard, `${routes}personal-area/addresses.tsx`]],
  [paths.dashboard.root.path, dashboard],
  [paths.backoffice.root.path, [`${routes}backoffice/backoffice-routes.tsx`]],
];
