import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { useListFilter, usePages } from './use-pages';

function Filters() {
  const [line, setLine] = useListFilter('line', ['COLF', 'BADANTE'] as const);
  const [active, setActive] = useListFilter('active', ['yes', 'no'] as const, 'yes');
  const { page, pagination } = usePages();
  return (
    <>
      <p>{`line=${line ?? '-'} active=${active} page=${page}`}</p>
      <button type="button" onClick={() => setLine(null)}>
        Tutte le linee
      </button>
      <button type="button" onClick={() => setActive('no')}>
        Disattivi
      </button>
      <button type="button" onClick={() => pagination.onPage(3)}>
        Pagina 3
      </button>
    </>
  );
}

describe('a list’s filters and page in the address', () => {
  it('keeps two changes made before the page draws again, by separate filters', async () => {
    const { router } = renderRoute(<Filters />, { path: '/lista?line=COLF' });
    expect(await screen.findByText('line=COLF active=yes page=0')).toBeVisible();
    // Both pressed before a redraw (as a browser may): the second builds on the first.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Tutte le linee' }));
      fireEvent.click(screen.getByRole('button', { name: 'Disattivi' }));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?active=no'));
    expect(screen.getByText('line=- active=no page=0')).toBeVisible();
  });

  it('says the page from 1 in the address, and reads a bad one as the first', async () => {
    const { router } = renderRoute(<Filters />, { path: '/lista?page=0' });
    expect(await screen.findByText('line=- active=yes page=0')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(screen.getByText('line=- active=yes page=2')).toBeVisible();
    // Back to the first page: nothing in the address.
    await router.navigate('/lista?page=abc');
    expect(await screen.findByText('line=- active=yes page=0')).toBeVisible();
  });

  it('writes nothing while the page is being left: the way out is not cancelled', async () => {
    let arrive = () => {};
    const { router } = renderRoute(
      [
        { path: '/lista', element: <Filters /> },
        {
          path: '/altrove',
          loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
          element: <p>Altrove</p>,
        },
      ],
      { path: '/lista' },
    );
    expect(await screen.findByText('line=- active=yes page=0')).toBeVisible();
    const leaving = router.navigate('/altrove');
    // The router is leaving before the page has drawn it (React draws a navigation as a
    // transition, later): a change the list makes meanwhile (a search applied late) is dropped.
    for (let tick = 0; router.state.navigation.state !== 'loading' && tick < 50; tick++) {
      await Promise.resolve();
    }
    expect(router.state.navigation.state).toBe('loading');
    fireEvent.click(screen.getByRole('button', { name: 'Disattivi' }));
    arrive();
    await leaving;
    expect(await screen.findByText('Altrove')).toBeVisible();
    expect(router.state.location.pathname).toBe('/altrove');
  });
});
