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
    ['/dashboard/assistenza/tutorial', 'Video tutorial', ['Assistenza']],
    ['/dashboard/request', 'Prima richiesta', ['Home']],
    ['/dashboard/request-creation', 'Nuova richiesta', ['Elenco richieste']],
    ['/dashboard/request-creation?id=7', 'Modifica richiesta #7', ['Elenco richieste']],
    [
      '/dashboard/request-creation?id=7&duplicate=true',
      'Duplica richiesta #7',
      ['Elenco richieste'],
    ],
  ])('%s → %s', (url, title, breadcrumb) => {
    expect(meta(url)).toMatchObject({ title, breadcrumb });
  });

  it('titles the browser tab of request pages "Dettagli richiesta #{id}"', () => {
    expect(meta('/dashboard/request-detail/42').documentTitle).toBe('Dettagli richiesta #42');
    expect(meta('/dashboard/request-quote/42').documentTitle).toBe('Dettagli richiesta #42');
    expect(meta('/dashboard/request-list').documentTitle).toBeUndefined();
  });

  it('falls back to Home', () => {
    expect(meta('/dashboard/qualcosa')).toEqual({ title: 'Home', breadcrumb: ['Home'] });
  });
});
