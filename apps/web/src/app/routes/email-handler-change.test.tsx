import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import {
  applyEmailCode,
  authError,
  inspectActionCode,
  refreshUser,
  resetMockAuth,
  setMockUser,
} from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

// The email action page for a change of email and for its undo (issue 25).

describe('email action page: change of email', () => {
  beforeEach(() => resetMockAuth());

  it('confirms the new address once and leads to the login page', async () => {
    setMockUser({ uid: 'u1', email: 'vecchia@example.it' });
    inspectActionCode.mockResolvedValueOnce({
      operation: 'VERIFY_AND_CHANGE_EMAIL',
      data: { email: 'nuova@example.it' },
    });
    // The identity service revoked the session: the reload signs this device out.
    refreshUser.mockImplementationOnce(async () => {
      setMockUser(null);
      throw authError('auth/user-token-expired');
    });
    const user = userEvent.setup();
    const { router } = renderRoute(routes, {
      path: '/email-handler?mode=verifyAndChangeEmail&oobCode=code-1&apiKey=k&lang=it',
    });
    expect(
      await screen.findByRole('heading', { name: 'Nuovo indirizzo confermato' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Da ora accedi a Equilibrio con nuova@example\.it/),
    ).toBeInTheDocument();
    expect(applyEmailCode).toHaveBeenCalledTimes(1);
    expect(applyEmailCode).toHaveBeenCalledWith('code-1');
    expect(refreshUser).toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Vai alla pagina di accesso' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('restores the previous address and suggests a new password', async () => {
    inspectActionCode.mockResolvedValueOnce({
      operation: 'RECOVER_EMAIL',
      data: { email: 'vecchia@example.it' },
    });
    renderRoute(routes, { path: '/email-handler?mode=recoverEmail&oobCode=code-2' });
    expect(
      await screen.findByRole('heading', { name: 'Indirizzo email ripristinato' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/di nuovo associato a vecchia@example\.it/)).toHaveTextContent(
      '«Password dimenticata»',
    );
    expect(applyEmailCode).toHaveBeenCalledWith('code-2');
  });

  it.each([
    [
      'verifyAndChangeEmail',
      'auth/invalid-action-code',
      'Il link che hai usato non è valido o è già stato utilizzato.',
    ],
    ['verifyAndChangeEmail', 'auth/expired-action-code', 'Il link che hai usato è scaduto.'],
    [
      'verifyAndChangeEmail',
      'auth/email-already-in-use',
      'Non è stato possibile cambiare il tuo indirizzo email.',
    ],
    [
      'recoverEmail',
      'auth/user-disabled',
      'Non è stato possibile ripristinare il tuo indirizzo email.',
    ],
  ])('shows the error modal for %s when the code fails with %s', async (mode, code, reason) => {
    inspectActionCode.mockRejectedValueOnce(authError(code));
    renderRoute(routes, { path: `/email-handler?mode=${mode}&oobCode=old` });
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveTextContent(reason);
    expect(dialog).toHaveTextContent('assistenza@equilibrio.it');
    expect(applyEmailCode).not.toHaveBeenCalled();
  });
});
