import { describe, expect, it } from 'vitest';
import { pageMetaFor } from './dashboard-pages';

const meta = (url: string) => {
  const [path, query] = url.split('?');
  return pageMetaFor(path!, new URLSearchParams(query));
};

describe('dashboard page titles (spec §2)', () => {
  it.each([
    ['/dashboard/home', 'Home', ['Home']],
    ['/dashboard/request-list', 'Elenco richieste', ['Elenco richieste']],
    ['/dashboard/personal-area/dependant', 'Assistiti', ['Profilo', 'Assistiti']],
    ['/dashboard/personal-area/personal-info', 'Dati personali', ['Profilo', 'Dati personali']],
    ['/dashboard/personal-area/addresses', 'Indirizzi', ['Profilo', 'Indirizzi']],
    ['/dashboard/assistenza/tutorial', 'Video tutorial', ['Assistenza', 'Video tutorial']],
    ['/dashboard/request', 'Prima richiesta', ['Home', 'Prima richiesta']],
    ['/dashboard/request-creation', 'Nuova richiesta', ['Elenco richieste', 'Nuova richiesta']],
    [
      '/dashboard/request-creation?id=7',
      'Modifica richiesta #7',
      ['Elenco richieste', 'Modifica richiesta #7'],
    ],
    [
      '/dashboard/request-creation?id=7&duplicate=true',
      'Duplica richiesta #7',
      ['Elenco richieste', 'Duplica richiesta #7'],
    ],
    ['/dashboard/request-detail/7', 'Richiesta #7', ['Elenco richieste', 'Richiesta #7']],
  ])('%s → %s', (url, title, breadcrumb) => {
    const page = meta(url);
    expect(page.title).toBe(title);
    expect(page.breadcrumb.map((crumb) => crumb.label)).toEqual(breadcrumb);
  });

  it('never links to the page one is on: only the pages above it are links', () => {
    for (const url of [
      '/dashboard/home',
      '/dashboard/request-list',
      '/dashboard/request-creation',
      '/dashboard/request-detail/7',
      '/dashboard/personal-area/dependant',
      '/dashboard/assistenza/tutorial',
    ]) {
      const trail = meta(url).breadcrumb;
      expect(trail.at(-1)!.href, url).toBeUndefined();
      for (const crumb of trail) if (crumb.href) expect(crumb.href.split('?')[0]).not.toBe(url);
    }
    expect(meta('/dashboard/request-creation').breadcrumb[0]).toEqual({
      label: 'Elenco richieste',
      href: '/dashboard/request-list',
    });
  });

  it('titles the browser tab of request pages "Dettagli richiesta #{id}"', () => {
    expect(meta('/dashboard/request-detail/42').documentTitle).toBe('Dettagli richiesta #42');
    expect(meta('/dashboard/request-quote/42').documentTitle).toBe('Dettagli richiesta #42');
    expect(meta('/dashboard/request-list').documentTitle).toBeUndefined();
  });

  it('names an address that is no page as such, with the way back to Home', () => {
    expect(meta('/dashboard/qualcosa')).toEqual({
      title: 'Pagina non trovata',
      breadcrumb: [{ label: 'Home', href: '/dashboard/home' }, { label: 'Pagina non trovata' }],
    });
  });
});
