import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { peekLoginNotice } from '@/lib/login-notice';
import { resetMockAuth, signInAs, signOut } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render';
import { RequestNotFound } from './request-not-found';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

describe('a request that is not this account’s', () => {
  beforeEach(() => {
    resetMockAuth();
    sessionStorage.clear();
    signInAs({ email: 'cliente@demo.equilibrio.it' });
  });

  it('names the account signed in, instead of sending to its list only', () => {
    renderRoute(<RequestNotFound />, { path: '/dashboard/request-detail/22' });
    expect(screen.getByRole('heading', { name: 'Richiesta non trovata' })).toBeVisible();
    expect(
      screen.getByText(
        'La richiesta che hai aperto non esiste oppure non appartiene all’account con cui sei connesso (cliente@demo.equilibrio.it). Se il link ti è arrivato per email a un altro indirizzo, esci e accedi con quello.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Controlla il numero/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Vai all’elenco richieste' })).toBeVisible();
  });

  it('signs out and leads to the login, which comes back to this page', async () => {
    const user = userEvent.setup();
    renderRoute(<RequestNotFound />, { path: '/dashboard/request-quote/22' });
    await user.click(screen.getByRole('button', { name: 'Esci e accedi con un altro account' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    // The dashboard's guard goes to the login page with the notice's `next` (require-auth).
    expect(peekLoginNotice()).toEqual({
      message: 'Hai chiuso la sessione: per rientrare, accedi di nuovo.',
      next: '/dashboard/request-quote/22',
    });
  });

  it('offers only the list for a request that cannot be shown for another reason', () => {
    renderRoute(<RequestNotFound title="Link già usato" message="Il link è già stato usato." />);
    expect(screen.getByText('Il link è già stato usato.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Esci e accedi con un altro account' })).toBeNull();
  });
});
