import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import {
  authError,
  currentRole,
  emailForSignIn,
  resetMockAuth,
  signInAs,
  signInWithLink,
} from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

// /email-handler?mode=signIn: the emailed sign-in link, on the device that asked for it and on
// another one.

const support = 'assistenza@equilibrio.it';
const linkPath = (continueUrl = 'http://localhost:3000/dashboard/request-list') =>
  `/email-handler?mode=signIn&oobCode=code-1&apiKey=k&lang=it&continueUrl=${encodeURIComponent(continueUrl)}`;

describe('email action page: sign-in link', () => {
  beforeEach(() => resetMockAuth());

  it('signs in at once on the device that asked, then goes to the link’s dashboard page', async () => {
    emailForSignIn.mockReturnValue('giulia@example.it');
    const { router } = renderRoute(routes, {
      path: linkPath(`${window.location.origin}/dashboard/request-list`),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/request-list'), {
      timeout: 5000,
    });
    expect(signInWithLink).toHaveBeenCalledTimes(1);
    expect(signInWithLink.mock.calls[0]![0]).toBe('giulia@example.it');
  });

  it('goes to the dashboard home when the link’s page is not one of ours', async () => {
    emailForSignIn.mockReturnValue('giulia@example.it');
    const { router } = renderRoute(routes, { path: linkPath('https://evil.example/dashboard/x') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'), {
      timeout: 5000,
    });
  });

  it('takes a family tutor to the back office', async () => {
    emailForSignIn.mockReturnValue('tutor@example.it');
    currentRole.mockResolvedValueOnce('tutor');
    const { router } = renderRoute(routes, { path: linkPath().replace('code-1', 'code-2') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice'), {
      timeout: 5000,
    });
  });

  it('says which account is signed in before a link for another one ends its session', async () => {
    signInAs({ email: 'cliente@demo.equilibrio.it' });
    emailForSignIn.mockReturnValue('luca@example.it');
    const user = userEvent.setup();
    const { router } = renderRoute(routes, { path: linkPath().replace('code-1', 'code-5') });
    expect(
      await screen.findByText(
        'Ora sei connesso come cliente@demo.equilibrio.it: continuando uscirai da quell’account.',
      ),
    ).toBeVisible();
    expect(signInWithLink).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continua come luca@example.it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/request-list'), {
      timeout: 5000,
    });
    expect(signInWithLink.mock.calls[0]![0]).toBe('luca@example.it');
  });

  it('signs in at once when the link is for the account already signed in', async () => {
    signInAs({ email: 'Giulia@example.it' });
    emailForSignIn.mockReturnValue('giulia@example.it');
    const { router } = renderRoute(routes, { path: linkPath().replace('code-1', 'code-6') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/request-list'), {
      timeout: 5000,
    });
    expect(screen.queryByText(/Ora sei connesso come/)).toBeNull();
  });

  it('says which account is signed in when the address is asked on another device', async () => {
    signInAs({ email: 'cliente@demo.equilibrio.it' });
    emailForSignIn.mockReturnValue(null);
    const user = userEvent.setup();
    const { router } = renderRoute(routes, { path: linkPath().replace('code-1', 'code-7') });
    await screen.findByRole('heading', { name: 'Conferma il tuo indirizzo email' });
    expect(
      screen.getByText(
        'Ora sei connesso come cliente@demo.equilibrio.it: continuando uscirai da quell’account.',
      ),
    ).toBeVisible();
    await user.type(screen.getByLabelText(/^Email/), 'luca@example.it');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    // Typing the address was the yes: no second question.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/request-list'), {
      timeout: 5000,
    });
    expect(signInWithLink).toHaveBeenLastCalledWith('luca@example.it', expect.any(String));
  });

  it('asks for the address on another device, and again when it is not the link’s', async () => {
    emailForSignIn.mockReturnValue(null);
    signInWithLink.mockRejectedValueOnce(authError('auth/invalid-email'));
    const user = userEvent.setup();
    const { router } = renderRoute(routes, { path: linkPath().replace('code-1', 'code-3') });
    expect(
      await screen.findByRole('heading', { name: 'Conferma il tuo indirizzo email' }),
    ).toBeInTheDocument();
    expect(signInWithLink).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'altra@example.it');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questo indirizzo non è quello a cui abbiamo inviato il link.',
    );
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'Giulia@Example.it');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/request-list'), {
      timeout: 5000,
    });
    expect(signInWithLink).toHaveBeenLastCalledWith('giulia@example.it', expect.any(String));
  });

  it.each([
    ['auth/expired-action-code', 'Il link che hai usato è scaduto.'],
    ['auth/invalid-action-code', 'Il link che hai usato non è valido o è già stato utilizzato.'],
    ['auth/user-disabled', 'Il tuo account è disattivato.'],
    ['auth/network-request-failed', 'Non è stato possibile completare l’accesso.'],
  ])('shows the error modal when the sign-in fails with %s', async (code, reason) => {
    emailForSignIn.mockReturnValue('giulia@example.it');
    signInWithLink.mockRejectedValueOnce(authError(code));
    const user = userEvent.setup();
    const { router } = renderRoute(routes, { path: linkPath().replace('code-1', code) });
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveTextContent(reason);
    expect(dialog).toHaveTextContent(support);
    await user.click(screen.getByRole('link', { name: 'Vai alla pagina di accesso' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });

  it('refuses a link without its code', async () => {
    emailForSignIn.mockReturnValue('giulia@example.it');
    renderRoute(routes, { path: '/email-handler?mode=signIn&apiKey=k' });
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveTextContent('Non è stato possibile completare l’accesso.');
    expect(signInWithLink).not.toHaveBeenCalled();
  });
});
