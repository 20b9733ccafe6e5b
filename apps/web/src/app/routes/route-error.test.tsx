import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { RouteError } from './route-error';

/** A route whose code cannot be fetched, as a lazy route's is when the connection drops. */
const failingRoute = (error: Error) => [
  {
    path: '/',
    errorElement: <RouteError />,
    lazy: async () => {
      throw error;
    },
  },
];

describe('a screen that fails to load', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // A sign-up sent offline went on to a page whose code could not come: «errore imprevisto».
  it('offline: says the connection is the matter, and reloads once it is back', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoute(
      failingRoute(
        new TypeError('Failed to fetch dynamically imported module: /assets/login-page.js'),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Connessione assente' })).toBeVisible();
    expect(screen.queryByText(/errore imprevisto/)).toBeNull();
    // The listener is set in an effect, which a loaded machine may run after the heading shows.
    await waitFor(() => {
      window.dispatchEvent(new Event('online'));
      expect(reload).toHaveBeenCalled();
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  // After a release an old tab's code file is gone: the same failure, the connection fine.
  it('online, a screen whose code did not come: asks to reload, says nothing of a connection', async () => {
    renderRoute(
      failingRoute(
        new TypeError('Failed to fetch dynamically imported module: /assets/login-page.js'),
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'La pagina non si è caricata' }),
    ).toBeVisible();
    expect(screen.queryByText(/Connessione assente/)).toBeNull();
  });

  it('any other failure: says so plainly', async () => {
    renderRoute(failingRoute(new Error('boom')));
    expect(
      await screen.findByRole('heading', { name: 'Qualcosa non ha funzionato' }),
    ).toBeVisible();
  });
});
