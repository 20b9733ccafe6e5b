import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { useLogout } from '@/lib/use-logout';
import { profileQueryOptions } from '@/resources/profile';
import { resetMockAuth, setMockUser, signOut, waitForAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render';
import { hardNavigate } from '../hard-navigate';
import * as requireAuth from './require-auth';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
vi.mock('../hard-navigate', () => ({ hardNavigate: vi.fn() }));

/** The guard with a stand-in dashboard page that logs out (the shell comes from issue 5). */
function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Log out
    </button>
  );
}
const guarded = (path: string) =>
  renderRoute(
    [
      {
        hydrateFallbackElement: <p>Caricamento</p>,
        children: [
          {
            path: '/dashboard',
            loader: requireAuth.loader,
            Component: requireAuth.Component,
            children: [{ path: 'home', element: <LogoutButton /> }],
          },
          ...routes[0]!.children!.filter((route) => route.path !== '/dashboard'),
        ],
      },
    ],
    { path },
  );

describe('dashboard guard', () => {
  beforeEach(() => {
    resetMockAuth();
    sessionStorage.clear();
  });

  it('sends a visitor with no session to /login with a full page load', async () => {
    const { router } = renderRoute(routes, { path: '/dashboard/home' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(hardNavigate).toHaveBeenCalledWith('/login');
  });

  it('tells the login page the dashboard address that was asked for', async () => {
    const { router } = renderRoute(routes, { path: '/dashboard/request-quote/42?tab=prezzi' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const next = '/login?next=%2Fdashboard%2Frequest-quote%2F42%3Ftab%3Dprezzi';
    expect(hardNavigate).toHaveBeenCalledWith(next);
    expect(router.state.location.search).toBe(
      '?next=%2Fdashboard%2Frequest-quote%2F42%3Ftab%3Dprezzi',
    );
  });

  it('treats a failed check like no session', async () => {
    waitForAuth.mockRejectedValueOnce(new Error('storage unavailable'));
    const { router } = renderRoute(routes, { path: '/dashboard/request-list' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(hardNavigate).toHaveBeenCalledWith('/login?next=%2Fdashboard%2Frequest-list');
  });

  it('sends an anonymous session back to its sign-up', async () => {
    setMockUser({ uid: 'anon', isAnonymous: true });
    sessionStorage.setItem(
      'equilibrio:sign-up:draft',
      JSON.stringify({
        name: 'A',
        surname: 'B',
        email: '',
        phone: '',
        needs: '',
        details: '',
        companyId: 'acme-welfare',
      }),
    );
    const { router } = renderRoute(routes, { path: '/dashboard/home' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up/acme-welfare'));
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('lets a signed-in customer in, and the empty path leads there', async () => {
    setMockUser({ uid: 'u1', email: 'giulia@example.it' });
    const { router } = guarded('/');
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/home');
  });

  it('logs out: clears the user and the cached data, then goes to /login', async () => {
    setMockUser({ uid: 'u1', email: 'giulia@example.it' });
    const { router, queryClient } = guarded('/dashboard/home');
    queryClient.setQueryData(profileQueryOptions('u1').queryKey, { name: 'Giulia' } as never);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(
      await screen.findByRole('heading', { name: 'Ti diamo il benvenuto su Equilibrio' }),
    ).toBeVisible();
  });

  it('leaves the dashboard as soon as the session ends elsewhere', async () => {
    setMockUser({ uid: 'u1', email: 'giulia@example.it' });
    const { router, queryClient } = guarded('/dashboard/home');
    await screen.findByRole('button', { name: 'Log out' });
    queryClient.setQueryData(profileQueryOptions('u1').queryKey, { name: 'Giulia' } as never);
    act(() => setMockUser(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  // Another tab's 'Esci', the browser's data cleared: a bare login page, no word, no way back.
  it('says why a session that ended elsewhere left, and leads back to the page it was on', async () => {
    setMockUser({ uid: 'u1', email: 'giulia@example.it' });
    const { router } = guarded('/dashboard/home?vista=1');
    await screen.findByRole('button', { name: 'Log out' });
    act(() => setMockUser(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fdashboard%2Fhome%3Fvista%3D1');
    expect(
      await screen.findByText(/La sessione si è chiusa \(forse da un’altra scheda del browser\)/),
    ).toBeVisible();
  });

  it('says a logout here closed the session, not that it ended elsewhere', async () => {
    setMockUser({ uid: 'u1', email: 'giulia@example.it' });
    const { router } = guarded('/dashboard/home?vista=1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/Hai chiuso la sessione/)).toBeVisible();
    expect(screen.queryByText(/La sessione si è chiusa/)).toBeNull();
    expect(router.state.location.search).toBe('');
  });
});
