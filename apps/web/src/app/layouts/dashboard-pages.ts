import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Optional `handle` of a dashboard route: a page may give its own heading (shown instead of the
 * route title) and a one-line description under it.
 */
export type DashboardPageHandle = { title?: string; heading?: string; description?: string };

/** What the shell shows for a dashboard page: its title, the breadcrumb and the tab title. */
export type PageMeta = {
  /** The route title (spec §2): the tab title unless `documentTitle` says otherwise. */
  title: string;
  /** The page's heading when it differs from the route title. */
  heading?: string;
  /**
   * Spec §2 breadcrumb titles (e.g. Profilo / Assistiti), ending with the page itself: the last
   * crumb is where one is (never a link); a crumb with `href` is a page above it.
   */
  breadcrumb: Crumb[];
  documentTitle?: string;
};

export type Crumb = { label: string; href?: string };

const requestList: Crumb = { label: 'Elenco richieste', href: paths.dashboard.requestList.href() };

type Entry = {
  path: string;
  meta: (params: Record<string, string | undefined>, search: URLSearchParams) => PageMeta;
};

const requestPage =
  (title: string): Entry['meta'] =>
  (params) => ({
    title: `${title} #${params.requestId ?? ''}`,
    breadcrumb: [requestList, { label: `${title} #${params.requestId ?? ''}` }],
    documentTitle: `Dettagli richiesta #${params.requestId ?? ''}`,
  });

/**
 * Every dashboard page once (spec §2 route table and breadcrumb titles). Pages other features
 * build (personal area, request detail and quote) get their titles here too, so the shell
 * needs nothing from them.
 */
const entries: Entry[] = [
  {
    path: paths.dashboard.home.path,
    meta: () => ({ title: 'Home', breadcrumb: [{ label: 'Home' }] }),
  },
  {
    path: paths.dashboard.firstRequest.path,
    meta: () => ({
      title: 'Prima richiesta',
      breadcrumb: [
        { label: 'Home', href: paths.dashboard.home.href() },
        { label: 'Prima richiesta' },
      ],
    }),
  },
  {
    path: paths.dashboard.requestList.path,
    meta: () => ({ title: 'Elenco richieste', breadcrumb: [{ label: 'Elenco richieste' }] }),
  },
  {
    path: paths.dashboard.requestCreation.path,
    meta: (_params, search) => {
      const id = search.get('id');
      const title = !id
        ? 'Nuova richiesta'
        : search.get('duplicate') === 'true'
          ? `Duplica richiesta #${id}`
          : `Modifica richiesta #${id}`;
      return { title, breadcrumb: [requestList, { label: title }] };
    },
  },
  {
    path: paths.dashboard.handOver.path,
    meta: () => ({
      title: 'Richiesta inviata senza accedere',
      breadcrumb: [requestList, { label: 'Richiesta inviata senza accedere' }],
    }),
  },
  { path: paths.dashboard.requestDetail.path, meta: requestPage('Richiesta') },
  { path: paths.dashboard.requestQuote.path, meta: requestPage('Preventivo') },
  {
    path: paths.dashboard.tutorial.path,
    meta: () => ({
      title: 'Video tutorial',
      breadcrumb: [{ label: 'Assistenza' }, { label: 'Video tutorial' }],
    }),
  },
  {
    path: paths.dashboard.dependants.path,
    meta: () => ({
      title: 'Assistiti',
      heading: 'I tuoi assistiti',
      breadcrumb: [{ label: 'Profilo' }, { label: 'Assistiti' }],
    }),
  },
  {
    path: paths.dashboard.personalInfo.path,
    meta: () => ({
      title: 'Dati personali',
      breadcrumb: [{ label: 'Profilo' }, { label: 'Dati personali' }],
    }),
  },
  {
    path: paths.dashboard.addresses.path,
    meta: () => ({
      title: 'Indirizzi',
      heading: 'I tuoi indirizzi',
      breadcrumb: [{ label: 'Profilo' }, { label: 'Indirizzi' }],
    }),
  },
];

/** Any other address under /dashboard: no page (the router shows DashboardNotFound). */
const notFound: PageMeta = {
  title: 'Pagina non trovata',
  breadcrumb: [
    { label: 'Home', href: paths.dashboard.home.href() },
    { label: 'Pagina non trovata' },
  ],
};

export function pageMetaFor(pathname: string, search: URLSearchParams): PageMeta {
  for (const entry of entries) {
    const match = matchPath(entry.path, pathname);
    if (match) return entry.meta(match.params, search);
  }
  return notFound;
}
