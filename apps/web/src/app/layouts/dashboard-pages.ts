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
  /** Spec §2 breadcrumb titles, e.g. ['Profilo', 'Assistiti']. */
  breadcrumb: string[];
  documentTitle?: string;
};

type Entry = {
  path: string;
  meta: (params: Record<string, string | undefined>, search: URLSearchParams) => PageMeta;
};

const requestPage =
  (title: string): Entry['meta'] =>
  (params) => ({
    title: `${title} #${params.requestId ?? ''}`,
    breadcrumb: ['Elenco richieste'],
    documentTitle: `Dettagli richiesta #${params.requestId ?? ''}`,
  });

/**
 * Every dashboard page once (spec §2 route table and breadcrumb titles). Pages other features
 * build (personal area, request detail and quote) get their titles here too, so the shell
 * needs nothing from them.
 */
const entries: Entry[] = [
  { path: paths.dashboard.home.path, meta: () => ({ title: 'Home', breadcrumb: ['Home'] }) },
  {
    path: paths.dashboard.firstRequest.path,
    meta: () => ({ title: 'Prima richiesta', breadcrumb: ['Home'] }),
  },
  {
    path: paths.dashboard.requestList.path,
    meta: () => ({ title: 'Elenco richieste', breadcrumb: ['Elenco richieste'] }),
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
      return { title, breadcrumb: ['Elenco richieste'] };
    },
  },
  { path: paths.dashboard.requestDetail.path, meta: requestPage('Richiesta') },
  { path: paths.dashboard.requestQuote.path, meta: requestPage('Preventivo') },
  {
    path: paths.dashboard.tutorial.path,
    meta: () => ({ title: 'Video tutorial', breadcrumb: ['Assistenza'] }),
  },
  {
    path: paths.dashboard.dependants.path,
    meta: () => ({
      title: 'Assistiti',
      heading: 'I tuoi assistiti',
      breadcrumb: ['Profilo', 'Assistiti'],
    }),
  },
  {
    path: paths.dashboard.personalInfo.path,
    meta: () => ({ title: 'Dati personali', breadcrumb: ['Profilo', 'Dati personali'] }),
  },
  {
    path: paths.dashboard.addresses.path,
    meta: () => ({
      title: 'Indirizzi',
      heading: 'I tuoi indirizzi',
      breadcrumb: ['Profilo', 'Indirizzi'],
    }),
  },
];

const home: PageMeta = { title: 'Home', breadcrumb: ['Home'] };

export function pageMetaFor(pathname: string, search: URLSearchParams): PageMeta {
  for (const entry of entries) {
    const match = matchPath(entry.path, pathname);
    if (match) return entry.meta(match.params, search);
  }
  return home;
}
