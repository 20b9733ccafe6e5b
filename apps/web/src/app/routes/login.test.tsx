import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { sessionNotices, setLoginNotice } from '@/lib/login-notice';
import { authError, currentRole, resetMockAuth, setMockUser, signIn } from '@/testing/fake-auth';
import { openLogin, submitLogin } from '@/testing/login-page';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const submitButton = () => screen.getByRole('button', { name: 'Accedi' });

describe('login page', () => {
  beforeEach(() => resetMockAuth());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Accedi disabled until the form is valid, with the spec’s messages', async () => {
    const user = userEvent.setup();
    await openLogin();
    expect(submitButton()).toBeDisabled();
    // Untouched, as drawn before the JavaScript: no line under the button yet.
    expect(screen.queryByText(/^Da compilare/)).toBeNull();

    await user.type(screen.getByLabelText(/^Email/), 'non-una-email');
    // Once typed in, the greyed button says what it waits for (spec §5: disabled while invalid).
    expect(await screen.findByText(/^Da compilare: Password\./)).toBeVisible();
    expect(submitButton()).toHaveAccessibleDescription(/^Da compilare: Password\./);
    await user.click(screen.getByLabelText(/^Password/));
    expect(
      await screen.findByText("Il formato dell'indirizzo email non è valido"),
    ).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    expect(screen.getByText('Da compilare: Password. Da correggere: Email.')).toBeVisible();

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'giulia@example.it');
    await user.type(screen.getByLabelText(/^Password/), 'Segreta!1');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).not.toHaveAttribute('aria-describedby');
  });

  it('says how the last session ended, once, with the keyboard on it (a screen reader reads it)', async () => {
    setLoginNotice(sessionNotices.signedOut);
    const { unmount } = await openLogin();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Hai chiuso la sessione: per rientrare, accedi di nuovo.');
    await waitFor(() => expect(notice).toHaveFocus());
    unmount();
    // Said once: the login page opened again says nothing.
    await openLogin();
    expect(screen.queryByText(/Hai chiuso la sessione/)).toBeNull();
  });

  it('shows and hides the password with a labelled, focusable toggle', async () => {
    const user = userEvent.setup();
    await openLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Nascondi password' })).not.toHaveAttribute(
      'tabindex',
      '-1',
    );
  });

  it('signs in and goes to the dashboard home', async () => {
    const user = userEvent.setup();
    const { router } = await openLogin();
    await submitLogin(user, ' giulia@example.it ', 'Segreta!1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(signIn).toHaveBeenCalledWith('giulia@example.it', 'Segreta!1');
  });

  it('returns to the dashboard address the guard sent the visitor from', async () => {
    const user = userEvent.setup();
    const { router } = await openLogin('/login?next=%2Fdashboard%2Frequest-quote%2F42');
    await submitLogin(user, 'giulia@example.it', 'Segreta!1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/request-quote/42'));
  });

  it('returns to the part of the page an email’s link named (#messaggi), kept on the login page', async () => {
    const user = userEvent.setup();
    const { router } = await openLogin('/login?next=%2Fdashboard%2Frequest-detail%2F11#messaggi');
    await submitLogin(user, 'giulia@example.it', 'Segreta!1');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/request-detail/11'),
    );
    expect(router.state.location.hash).toBe('#messaggi');
  });

  it.each([
    '//evil.example/dashboard/home',
    'https://evil.example/dashboard/home',
    '/\\evil.example',
    '/backoffice/requests',
  ])('ignores a return address that is not a dashboard page of this site (%s)', async (next) => {
    const user = userEvent.setup();
    const { router } = await openLogin(`/login?next=${encodeURIComponent(next)}`);
    await submitLogin(user, 'giulia@example.it', 'Segreta!1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
  });

  it('takes a family tutor to the back office', async () => {
    currentRole.mockResolvedValueOnce('tutor');
    const user = userEvent.setup();
    const { router } = await openLogin();
    await submitLogin(user, 'tutor@example.it', 'Segreta!1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice'));
  });

  it.each([
    [
      'auth/invalid-credential',
      'Email o password non corrette. Controlla le credenziali e riprova.',
    ],
    ['auth/wrong-password', 'Password errata. Riprova.'],
    [
      'auth/too-many-requests',
      'Attenzione, hai effettuato un numero eccessivo di tentativi, riprovare tra qualche minuto o effettuare il cambio della password.',
    ],
    ['auth/network-request-failed', 'Si è verificato un errore. Riprova più tardi.'],
    ['auth/internal-error', 'Si è verificato un errore. Riprova più tardi.'],
  ])('shows the spec message for %s in the error line', async (code, message) => {
    signIn.mockRejectedValueOnce(authError(code));
    const user = userEvent.setup();
    const { router } = await openLogin();
    await submitLogin(user, 'giulia@example.it', 'Sbagliata!1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says the connection is lost when the browser is offline', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signIn.mockRejectedValueOnce(authError('auth/network-request-failed'));
    const user = userEvent.setup();
    await openLogin();
    await submitLogin(user, 'giulia@example.it', 'Sbagliata!1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connessione non disponibile. Controlla la rete e riprova.',
    );
    offline.mockRestore();
  });

  it('refuses to send the reset email without a valid email', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Password dimenticata' }));
    expect(
      await screen.findByText(
        'Impossibile inviare mail di reset password senza fornire un indirizzo email valido.',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the reset email and says so', async () => {
    const calls = mockApi({
      'GET /api/v1/user-controller/send-reset-password-email': {
        status: 202,
        body: { accepted: true },
      },
    });
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'giulia@example.it');
    await user.click(screen.getByRole('button', { name: 'Password dimenticata' }));
    expect(await screen.findByText('Email di reset password inviata.')).toBeInTheDocument();
    // The toast goes; the confirmation under the link stays, naming the address.
    const confirmation = screen
      .getByText('Controlla la tua email')
      .closest('[data-outcome-notice]');
    expect(confirmation).toHaveTextContent('Se giulia@example.it è l’indirizzo del tuo account');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/user-controller/send-reset-password-email?email=giulia%40example.it',
    ]);
  });

  it('says when the reset email could not be sent', async () => {
    mockApi({ 'GET /api/v1/user-controller/send-reset-password-email': { status: 500 } });
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'giulia@example.it');
    await user.click(screen.getByRole('button', { name: 'Password dimenticata' }));
    expect(
      await screen.findByText(
        "Si è verificato un errore imprevisto nell'invio della mail di reset password.",
      ),
    ).toBeInTheDocument();
  });

  it('links to the sign-up page', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Non hai un account? Registrati' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });

  it('sends a signed-in customer straight to the dashboard', async () => {
    setMockUser({ uid: 'u1', email: 'giulia@example.it' });
    const { router } = renderRoute(routes, { path: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
  });

  it('sends a signed-in customer straight to the address the login link names', async () => {
    setMockUser({ uid: 'u1', email: 'giulia@example.it' });
    const { router } = renderRoute(routes, { path: '/login?next=%2Fdashboard%2Frequest-list' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/request-list'));
  });
});
