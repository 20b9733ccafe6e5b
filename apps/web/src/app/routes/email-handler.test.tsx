import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import {
  applyEmailCode,
  authError,
  confirmReset,
  currentRole,
  getAuthState,
  refreshUser,
  resetMockAuth,
  setMockUser,
  signIn,
  signInAs,
  signOut,
  verifyResetCode,
} from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const support = 'assistenza@equilibrio.it';

async function setNewPassword(user: ReturnType<typeof userEvent.setup>, value = 'Nuova!2025') {
  await user.type(screen.getByLabelText(/^Nuova password/), value);
  await user.type(screen.getByLabelText(/^Conferma password/), value);
  await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
}

describe('email action page', () => {
  beforeEach(() => resetMockAuth());

  describe('password reset', () => {
    it('checks the code, shows whose account it is, saves the password and signs in', async () => {
      verifyResetCode.mockResolvedValueOnce('giulia@example.it');
      const user = userEvent.setup();
      const { router } = renderRoute(routes, {
        path: '/email-handler?mode=resetPassword&oobCode=code-1&apiKey=k&lang=it',
      });
      expect(await screen.findByText(/account giulia@example\.it/)).toBeInTheDocument();
      expect(verifyResetCode).toHaveBeenCalledWith('code-1');

      await setNewPassword(user);
      const dialog = await screen.findByRole('dialog', { name: 'Password aggiornata' });
      expect(confirmReset).toHaveBeenCalledWith('code-1', 'Nuova!2025');
      expect(signIn).toHaveBeenCalledWith('giulia@example.it', 'Nuova!2025');
      await user.click(screen.getByRole('button', { name: 'Vai alla tua area riservata' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
      // The modal leaves after its closing transition.
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    });

    it('leads back to the dashboard page the reset was asked for from', async () => {
      verifyResetCode.mockResolvedValueOnce('giulia@example.it');
      const continueUrl = `${window.location.origin}/dashboard/request-detail/13`;
      const user = userEvent.setup();
      const { router } = renderRoute(routes, {
        path: `/email-handler?mode=resetPassword&oobCode=code-1&apiKey=k&lang=it&continueUrl=${encodeURIComponent(continueUrl)}`,
      });
      await screen.findByText(/account giulia@example\.it/);
      await setNewPassword(user);
      await screen.findByRole('dialog', { name: 'Password aggiornata' });
      await user.click(screen.getByRole('button', { name: 'Vai alla tua area riservata' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/dashboard/request-detail/13'),
      );
    });

    it.each([
      ['another site', 'https://altrove.example/dashboard/request-detail/13'],
      ['a page outside the dashboard', `${window.location.origin}/backoffice/requests`],
      ['no address at all', 'non un indirizzo'],
    ])('leads to the dashboard home when the link’s page is %s', async (_, continueUrl) => {
      verifyResetCode.mockResolvedValueOnce('giulia@example.it');
      const user = userEvent.setup();
      const { router } = renderRoute(routes, {
        path: `/email-handler?mode=resetPassword&oobCode=code-1&continueUrl=${encodeURIComponent(continueUrl)}`,
      });
      await screen.findByText(/account giulia@example\.it/);
      await setNewPassword(user);
      await screen.findByRole('dialog', { name: 'Password aggiornata' });
      await user.click(screen.getByRole('button', { name: 'Vai alla tua area riservata' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    });

    it('offers to sign in as the reset account when another one stays signed in here', async () => {
      signInAs({ email: 'cliente@demo.equilibrio.it' });
      verifyResetCode.mockResolvedValueOnce('giulia@example.it');
      signIn.mockRejectedValueOnce(authError('auth/network-request-failed'));
      const user = userEvent.setup();
      const { router } = renderRoute(routes, {
        path: '/email-handler?mode=resetPassword&oobCode=code-9&apiKey=k&lang=it',
      });
      await screen.findByText(/account giulia@example\.it/);
      await setNewPassword(user);
      await screen.findByRole('dialog', { name: 'Password aggiornata' });
      // Not the way into cliente@demo.equilibrio.it's area, nor a login that leads there.
      expect(screen.queryByRole('button', { name: 'Vai alla tua area riservata' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Vai alla pagina di accesso' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Accedi come giulia@example.it' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(signOut).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('giulia@example.it'));
    });

    it('leads a family tutor to the back office once the password is saved', async () => {
      verifyResetCode.mockResolvedValueOnce('marco@equilibrio.it');
      currentRole.mockResolvedValueOnce('tutor');
      const user = userEvent.setup();
      const { router } = renderRoute(routes, {
        path: '/email-handler?mode=resetPassword&oobCode=code-2&apiKey=k&lang=it',
      });
      expect(await screen.findByText(/account marco@equilibrio\.it/)).toBeInTheDocument();
      await setNewPassword(user);
      await screen.findByRole('dialog', { name: 'Password aggiornata' });
      await user.click(screen.getByRole('button', { name: 'Vai al back office' }));
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/backoffice/));
    });

    it('applies every new-password rule', async () => {
      const user = userEvent.setup();
      renderRoute(routes, { path: '/email-handler?mode=resetPassword&oobCode=code-1' });
      const password = await screen.findByLabelText(/^Nuova password/);
      await user.type(password, 'abcdefgh');
      await user.tab();
      expect(
        await screen.findByText(
          'La password deve contenere almeno uno tra i seguenti simboli !@#$%^&*(),.?":{}|<>',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Salva la nuova password' })).toBeDisabled();
    });

    it.each([
      ['auth/expired-action-code', 'Il link che hai usato è scaduto.'],
      ['auth/invalid-action-code', 'Il link che hai usato non è valido o è già stato utilizzato.'],
      ['auth/network-request-failed', 'Non è stato possibile reimpostare la password.'],
    ])('shows the error modal when the code check fails with %s', async (code, reason) => {
      verifyResetCode.mockRejectedValueOnce(authError(code));
      const { router } = renderRoute(routes, {
        path: '/email-handler?mode=resetPassword&oobCode=old',
      });
      const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
      expect(dialog).toHaveTextContent(reason);
      expect(dialog).toHaveTextContent(support);
      await userEvent
        .setup()
        .click(screen.getByRole('link', { name: 'Vai alla pagina di accesso' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    });

    it('shows the error modal when the code was used meanwhile', async () => {
      confirmReset.mockRejectedValueOnce(authError('auth/invalid-action-code'));
      const user = userEvent.setup();
      renderRoute(routes, { path: '/email-handler?mode=resetPassword&oobCode=code-1' });
      await screen.findByLabelText(/^Nuova password/);
      await setNewPassword(user);
      expect(await screen.findByRole('dialog', { name: 'Attenzione' })).toHaveTextContent(
        'non è valido o è già stato utilizzato',
      );
    });

    it('leads to the login page when signing in after the reset fails', async () => {
      signIn.mockRejectedValueOnce(authError('auth/network-request-failed'));
      const user = userEvent.setup();
      const { router } = renderRoute(routes, {
        path: '/email-handler?mode=resetPassword&oobCode=code-1',
      });
      await screen.findByLabelText(/^Nuova password/);
      await setNewPassword(user);
      await screen.findByRole('dialog', { name: 'Password aggiornata' });
      await user.click(screen.getByRole('button', { name: 'Vai alla pagina di accesso' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    });
    it('leads to the login page, then on to the link’s dashboard page, when signing in fails', async () => {
      signIn.mockRejectedValueOnce(authError('auth/network-request-failed'));
      const continueUrl = `${window.location.origin}/dashboard/request-detail/13`;
      const user = userEvent.setup();
      const { router } = renderRoute(routes, {
        path: `/email-handler?mode=resetPassword&oobCode=code-1&continueUrl=${encodeURIComponent(continueUrl)}`,
      });
      await screen.findByLabelText(/^Nuova password/);
      await setNewPassword(user);
      await screen.findByRole('dialog', { name: 'Password aggiornata' });
      await user.click(screen.getByRole('button', { name: 'Vai alla pagina di accesso' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('?next=%2Fdashboard%2Frequest-detail%2F13');
    });
  });

  describe('email verification', () => {
    it('applies the code once and shows the verified message', async () => {
      setMockUser({ uid: 'u1', email: 'giulia@example.it' });
      renderRoute(routes, { path: '/email-handler?mode=verifyEmail&oobCode=v-1' });
      expect(await screen.findByRole('heading', { name: 'Email verificata' })).toBeInTheDocument();
      expect(applyEmailCode).toHaveBeenCalledTimes(1);
      expect(applyEmailCode).toHaveBeenCalledWith('v-1');
      expect(refreshUser).toHaveBeenCalled();
      expect(screen.getByRole('link', { name: 'Vai alla tua area riservata' })).toHaveAttribute(
        'href',
        '/dashboard/home',
      );
    });

    it('opened signed out (a mail app’s browser), leads to the login with the address in it', async () => {
      const user = userEvent.setup();
      const { router } = renderRoute(routes, {
        path: '/email-handler?mode=verifyEmail&oobCode=v-1',
      });
      expect(await screen.findByRole('heading', { name: 'Email verificata' })).toBeInTheDocument();
      expect(applyEmailCode).toHaveBeenCalledTimes(1);
      expect(
        screen.getByText(/Accedi con la tua email e la tua password per continuare\.$/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Vai alla tua area riservata' })).toBeNull();
      await user.click(screen.getByRole('link', { name: 'Accedi' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('textbox', { name: /email/i })).toHaveValue(
        'utente@example.it',
      );
    });

    it.each(['auth/invalid-action-code', 'auth/expired-action-code'])(
      'says a link tapped again (%s) is already done when the signed-in user is verified',
      async (code) => {
        signInAs({ email: 'giulia@example.it', emailVerified: true });
        applyEmailCode.mockRejectedValueOnce(authError(code));
        renderRoute(routes, { path: '/email-handler?mode=verifyEmail&oobCode=v-1' });
        expect(
          await screen.findByRole('heading', { name: 'Email già verificata' }),
        ).toBeInTheDocument();
        expect(screen.getByText(/La tua email è già verificata/)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Vai alla tua area riservata' })).toHaveAttribute(
          'href',
          '/dashboard/home',
        );
        expect(refreshUser).toHaveBeenCalled();
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(screen.queryByText(/non è valido/)).not.toBeInTheDocument();
      },
    );

    it('reads the user afresh: verified meanwhile in another browser counts as done', async () => {
      signInAs({ email: 'giulia@example.it', emailVerified: false });
      applyEmailCode.mockRejectedValueOnce(authError('auth/invalid-action-code'));
      refreshUser.mockImplementationOnce(async () => {
        signInAs({ email: 'giulia@example.it', emailVerified: true });
        return getAuthState().user!;
      });
      renderRoute(routes, { path: '/email-handler?mode=verifyEmail&oobCode=v-1' });
      expect(
        await screen.findByRole('heading', { name: 'Email già verificata' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it.each([
      ['signed out', () => setMockUser(null)],
      ['signed in, not verified', () => signInAs({ emailVerified: false })],
    ])('keeps the error for a used link when %s', async (_case, arrange) => {
      arrange();
      applyEmailCode.mockRejectedValueOnce(authError('auth/invalid-action-code'));
      renderRoute(routes, { path: '/email-handler?mode=verifyEmail&oobCode=v-1' });
      const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
      const reason = 'Il link che hai usato non è valido o è già stato utilizzato.';
      expect(dialog).toHaveTextContent(reason);
      expect(dialog).toHaveTextContent('nuova email di verifica');
      // The page behind the modal names the failure and keeps the reason once it is closed.
      expect(
        screen.getByRole('heading', { name: 'Impossibile completare l’operazione' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /Email/ })).not.toBeInTheDocument();
    });

    it('explains an expired verification link', async () => {
      applyEmailCode.mockRejectedValueOnce(authError('auth/expired-action-code'));
      renderRoute(routes, { path: '/email-handler?mode=verifyEmail&oobCode=v-1' });
      const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
      expect(dialog).toHaveTextContent('Il link che hai usato è scaduto.');
      expect(dialog).toHaveTextContent('nuova email di verifica');
      expect(dialog).toHaveTextContent(support);
    });
  });

  it('shows the generic error for a link without mode or code', async () => {
    renderRoute(routes, { path: '/email-handler?mode=altro' });
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveTextContent('Si è verificato un errore generico.');
    expect(dialog).toHaveTextContent(support);
    expect(verifyResetCode).not.toHaveBeenCalled();
    expect(applyEmailCode).not.toHaveBeenCalled();
  });
});
