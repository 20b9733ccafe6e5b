import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '@/components/toast';
import { answerDialog } from '@/testing/dialogs';
import {
  authError,
  refreshUser,
  sendVerificationEmail,
  signInAs,
  signOut,
} from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { toastsGone } from '@/testing/toasts';
import { DashboardNotFound } from '../routes/not-found';
import { DashboardLayout } from './dashboard-layout';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const renderShell = (path: string) =>
  renderRoute(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { path: '/dashboard/home', element: <p>Contenuto home</p> },
          { path: '/dashboard/request-list', element: <p>Contenuto elenco</p> },
          { path: '/dashboard/personal-area/dependant', element: <p>Contenuto assistiti</p> },
          { path: '/dashboard/request-detail/:requestId', element: <p>Dettaglio</p> },
          { path: '*', element: <DashboardNotFound /> },
        ],
      },
      { path: '/login', element: <h1>Accedi</h1> },
    ],
    { path },
  );

/** Signs in a user whose email is not verified, opens Home, and returns the red banner. */
const unverifiedBanner = () => {
  signInAs({ emailVerified: false });
  renderShell('/dashboard/home');
  return screen.getByRole('button', { name: /non è ancora stato verificato/ });
};

describe('dashboard shell', () => {
  beforeEach(() => {
    signInAs();
    mockApi({});
    vi.clearAllMocks();
    localStorage.clear();
  });

  it('says an address under /dashboard that is no page is not found, once, with the way home', async () => {
    renderShell('/dashboard/requests/new');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Pagina non trovata',
    ]);
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute(
      'href',
      '/dashboard/home',
    );
    await waitFor(() => expect(document.title).toBe('Pagina non trovata — Equilibrio'));
  });

  it('shows the breadcrumb, the page title, the tab title and "Nuova richiesta" on Home only', async () => {
    const { router } = renderShell('/dashboard/home');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuova richiesta' })).toHaveAttribute(
      'href',
      '/dashboard/request-creation',
    );
    await waitFor(() => expect(document.title).toBe('Home — Equilibrio'));

    await router.navigate('/dashboard/personal-area/dependant');
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Percorso' })).toHaveTextContent(
        'Profilo/Assistiti',
      ),
    );
    expect(screen.queryByRole('link', { name: 'Nuova richiesta' })).not.toBeInTheDocument();

    await router.navigate('/dashboard/request-detail/42');
    await waitFor(() => expect(document.title).toBe('Dettagli richiesta #42 — Equilibrio'));
    // The list above is a link; the page one is on is not.
    const trail = screen.getByRole('navigation', { name: 'Percorso' });
    expect(within(trail).getByRole('link', { name: 'Elenco richieste' })).toHaveAttribute(
      'href',
      '/dashboard/request-list',
    );
    expect(within(trail).getByText('Richiesta #42')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Profilo/ })).toHaveAttribute(
      'href',
      '/dashboard/personal-area/personal-info',
    );
  });

  it('offers the menu entries of the spec, the help modal from Contatta assistenza', async () => {
    renderShell('/dashboard/home');
    const menus = screen.getAllByRole('navigation', { name: 'Menu principale' });
    const menu = menus[0]!;
    for (const name of ['Home', 'Elenco richieste']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    // jsdom never ends the dropdowns' height transition: their entries are queried as hidden.
    const profile = within(menu).getByRole('button', { name: 'Profilo' });
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    const personal = [
      ['Dati personali', '/dashboard/personal-area/personal-info'],
      ['Assistiti', '/dashboard/personal-area/dependant'],
      ['Indirizzi', '/dashboard/personal-area/addresses'],
    ];
    for (const [name, href] of personal) {
      expect(within(menu).getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    }
    const help = within(menu).getByRole('button', { name: 'Assistenza' });
    await userEvent.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu).getByRole('link', { name: 'Video tutorial', hidden: true }),
    ).toHaveAttribute('href', '/dashboard/assistenza/tutorial');
    await userEvent.click(
      within(menu).getByRole('button', { name: 'Contatta assistenza', hidden: true }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Hai bisogno di aiuto?' }),
    ).toBeInTheDocument();
  });

  it('logs out to the login page', async () => {
    renderShell('/dashboard/home');
    const menu = screen.getAllByRole('navigation', { name: 'Menu principale' })[0]!;
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalled();
  });

  it('opens the menu as a drawer that Escape closes, a toast moved off its links meanwhile', async () => {
    renderShell('/dashboard/home');
    toast.success('Profilo aggiornato');
    // One area, top right, whose box moves to the bottom: a toast moved to another area was drawn
    // twice on its way.
    const toastArea = async () =>
      (await screen.findByText('Profilo aggiornato')).closest<HTMLElement>(
        '.mantine-Notifications-root',
      );
    expect(await toastArea()).toHaveAttribute('data-position', 'top-right');
    expect((await toastArea())?.style.bottom).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Apri il menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Elenco richieste' })).toBeInTheDocument();
    await waitFor(async () =>
      expect((await toastArea())?.style.bottom).toBe('var(--mantine-spacing-md)'),
    );
    expect(await toastArea()).toHaveAttribute('data-position', 'top-right');
    expect(screen.getAllByText('Profilo aggiornato')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Once the toast has gone, the next one is top right again.
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi la notifica' }));
    await toastsGone();
    toast.success('Indirizzo salvato');
    await waitFor(async () =>
      expect(
        (await screen.findByText('Indirizzo salvato')).closest<HTMLElement>(
          '.mantine-Notifications-root',
        )?.style.bottom,
      ).toBe(''),
    );
  });

  it('says, politely, when the connection is lost that what shows may be old, and no more once back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    onTestFinished(() => onLine.mockRestore());
    renderShell('/dashboard/home');
    const status = screen.getAllByRole('status').find((region) => region.closest('main'))!;
    expect(status).toBeEmptyDOMElement();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(status).toHaveTextContent(
      'Sei offline: quello che vedi potrebbe non essere aggiornato. Appena torni online, la pagina si aggiorna da sola.',
    );
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(status).toBeEmptyDOMElement();
  });

  it('shows no banner for a verified email', () => {
    renderShell('/dashboard/home');
    expect(screen.queryByRole('button', { name: /non è ancora stato verificato/ })).toBeNull();
  });

  it('offers to resend the verification email from the red banner', async () => {
    const banner = unverifiedBanner();

    await answerDialog(banner, 'Attenzione', 'No');
    expect(sendVerificationEmail).not.toHaveBeenCalled();

    await answerDialog(banner, 'Attenzione', 'Si');
    expect(await screen.findByText('Email di verifica account inviata.')).toBeInTheDocument();
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
  });

  it('says so when the verification email cannot be sent', async () => {
    sendVerificationEmail.mockRejectedValueOnce(new Error('rete'));
    const banner = unverifiedBanner();
    await answerDialog(banner, 'Attenzione', 'Si');
    expect(
      await screen.findByText(
        "Si è verificato un errore imprevisto nell'invio della mail di verifica account.",
      ),
    ).toBeInTheDocument();
  });

  it('says where we wrote, and counts down before the next resend', async () => {
    const banner = unverifiedBanner();
    expect(banner).toHaveTextContent('Ti abbiamo scritto a anna.rossi@example.it');
    expect(banner).toHaveTextContent('Clicca qui per riceverla di nuovo.');

    await answerDialog(banner, 'Attenzione', 'Si');
    await waitFor(() => expect(banner).toHaveTextContent('Puoi inviarla di nuovo tra 60 s.'));
    expect(banner).toHaveAttribute('aria-disabled', 'true');
    // While it counts down, a click asks nothing and sends nothing.
    await userEvent.click(banner);
    expect(screen.queryByRole('dialog', { name: 'Attenzione' })).toBeNull();
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
  });

  it('waits out the cooldown of an email sent moments ago (the sign-up’s), after a reload too', async () => {
    localStorage.setItem('equilibrio:verification-sent:user-1', String(Date.now() - 15_000));
    const banner = unverifiedBanner();
    expect(banner).toHaveTextContent('Puoi inviarla di nuovo tra 45 s.');
    await waitFor(() => expect(banner).toHaveTextContent('Puoi inviarla di nuovo tra 44 s.'), {
      timeout: 2000,
    });
  });

  it('starts the countdown when the server says an email was sent moments ago', async () => {
    sendVerificationEmail.mockRejectedValueOnce(authError('auth/too-many-requests'));
    const banner = unverifiedBanner();
    await answerDialog(banner, 'Attenzione', 'Si');
    expect(
      await screen.findByText(
        'Ti abbiamo appena inviato l’email di verifica: attendi un minuto prima di chiederne un’altra.',
      ),
    ).toBeInTheDocument();
    expect(banner).toHaveTextContent('Puoi inviarla di nuovo tra 60 s.');
  });

  it('drops the banner when the email was verified in another tab (checked on focus)', async () => {
    expect(unverifiedBanner()).toBeVisible();
    refreshUser.mockImplementationOnce(async () => {
      signInAs({ emailVerified: true });
      return { uid: 'user-1' } as Awaited<ReturnType<typeof refreshUser>>;
    });
    window.dispatchEvent(new Event('focus'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /non è ancora stato verificato/ })).toBeNull(),
    );
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });
});
