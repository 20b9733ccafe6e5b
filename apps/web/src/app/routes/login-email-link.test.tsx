import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authError, resetMockAuth, sendSignInLink, signIn } from '@/testing/fake-auth';
import { openLogin, submitLogin } from '@/testing/login-page';
import { mockApi } from '@/testing/mock-fetch';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

// The login page's ways in without the password: 'Ricevi un link di accesso via email', and,
// after a refused sign-in, both ways for the address typed.

/** A sign-in refused for giulia@example.it (the reset email's endpoint answers if called). */
async function refusedSignIn() {
  const calls = mockApi({
    'GET /api/v1/user-controller/send-reset-password-email': {
      status: 202,
      body: { accepted: true },
    },
  });
  signIn.mockRejectedValueOnce(authError('auth/invalid-credential'));
  const user = userEvent.setup();
  await openLogin();
  await submitLogin(user, 'giulia@example.it', 'Sbagliata!1');
  return { user, calls };
}

const linkButton = () =>
  screen.getByRole('button', { name: 'Ricevi un link di accesso via email' });

describe('login page: sign-in by email link', () => {
  beforeEach(() => resetMockAuth());

  it('sends the link to the typed address and says where it went', async () => {
    const user = userEvent.setup();
    await openLogin('/login?next=%2Fdashboard%2Frequest-list');
    await user.type(screen.getByLabelText(/^Email/), ' giulia@example.it ');
    await user.click(linkButton());
    expect(await screen.findByText('Link di accesso inviato.')).toBeInTheDocument();
    expect(sendSignInLink).toHaveBeenCalledWith('giulia@example.it', '/dashboard/request-list');
    const confirmation = screen
      .getByText('Controlla la tua email')
      .closest('[data-outcome-notice]');
    expect(confirmation).toHaveTextContent(
      'Abbiamo inviato a giulia@example.it un link per accedere senza password: è valido per 1 ora',
    );
  });

  it('sends one link for a double tap, and tells a press soon after that it has just left', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'giulia@example.it');
    await user.dblClick(linkButton());
    expect(await screen.findByText('Link di accesso inviato.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Il link di accesso è appena partito per giulia@example.it: controlla la posta, anche nella cartella spam.',
      ),
    ).toBeInTheDocument();
    expect(sendSignInLink).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Link di accesso inviato.')).toHaveLength(1);
    // Another address is another email.
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'marco@example.it');
    await user.click(linkButton());
    await waitFor(() => expect(sendSignInLink).toHaveBeenCalledTimes(2));
  });

  it('asks for a valid address first', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'non-una-email');
    await user.click(linkButton());
    expect(
      await screen.findByText('Per ricevere il link di accesso scrivi un indirizzo email valido.'),
    ).toBeInTheDocument();
    expect(sendSignInLink).not.toHaveBeenCalled();
  });

  it.each([
    [
      'auth/too-many-requests',
      'Attenzione, hai effettuato un numero eccessivo di tentativi, riprovare tra qualche minuto o effettuare il cambio della password.',
    ],
    [
      'auth/network-request-failed',
      'Non è stato possibile inviare il link di accesso. Riprova tra qualche minuto.',
    ],
  ])('says when the link could not be sent (%s)', async (code, message) => {
    sendSignInLink.mockRejectedValueOnce(authError(code));
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'giulia@example.it');
    await user.click(linkButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Controlla la tua email')).not.toBeInTheDocument();
  });

  it('after a refused sign-in says the credentials are wrong and offers both ways in for the typed address', async () => {
    const { user, calls } = await refusedSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email o password non corrette. Controlla le credenziali e riprova.',
    );
    const help = screen.getByRole('group', {
      name: 'Non riesci ad accedere con giulia@example.it?',
    });
    // One way to the link on the page: the help's, with the address that was refused.
    expect(
      screen.getAllByRole('button', { name: 'Ricevi un link di accesso via email' }),
    ).toHaveLength(1);
    // The help follows the field: gone while it is empty (the page's own link is back), then
    // naming and using the address typed there now.
    const field = screen.getByLabelText(/^Email/);
    await user.clear(field);
    expect(screen.queryByRole('group', { name: /Non riesci ad accedere/ })).toBeNull();
    expect(screen.queryByText(/Non riesci ad accedere/)).toBeNull();
    expect(
      screen.getAllByRole('button', { name: 'Ricevi un link di accesso via email' }),
    ).toHaveLength(1);
    // Half typed, it names nothing yet.
    await user.type(field, 'giulia.rossi@');
    expect(screen.queryByText(/Non riesci ad accedere/)).toBeNull();
    await user.type(field, 'example.it');
    const again = screen.getByRole('group', {
      name: 'Non riesci ad accedere con giulia.rossi@example.it?',
    });
    await user.click(
      within(again).getByRole('button', { name: 'Ricevi un link di accesso via email' }),
    );
    await waitFor(() =>
      expect(sendSignInLink).toHaveBeenCalledWith('giulia.rossi@example.it', '/dashboard/home'),
    );
    // Once a link is on its way, the refusal and its help have served.
    expect(await screen.findByText('Controlla la tua email')).toBeInTheDocument();
    expect(
      screen.queryByText('Email o password non corrette. Controlla le credenziali e riprova.'),
    ).not.toBeInTheDocument();
    expect(help).not.toBeInTheDocument();
    expect(again).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('after a refused sign-in sends the reset email to the address typed', async () => {
    const { user, calls } = await refusedSignIn();
    const help = await screen.findByRole('group', {
      name: 'Non riesci ad accedere con giulia@example.it?',
    });
    await user.click(within(help).getByRole('button', { name: 'Reimposta la password' }));
    expect(await screen.findByText('Email di reset password inviata.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/user-controller/send-reset-password-email?email=giulia%40example.it',
    ]);
    expect(sendSignInLink).not.toHaveBeenCalled();
  });

  it('offers no help of that kind for other errors', async () => {
    signIn.mockRejectedValueOnce(authError('auth/network-request-failed'));
    const user = userEvent.setup();
    await openLogin();
    await submitLogin(user, 'giulia@example.it', 'Segreta!1');
    await screen.findByRole('alert');
    expect(screen.queryByRole('group', { name: /Non riesci ad accedere/ })).not.toBeInTheDocument();
  });
});
