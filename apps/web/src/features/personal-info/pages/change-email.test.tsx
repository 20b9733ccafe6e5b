import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authError, changeEmail, resetMockAuth, signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { PersonalInfoPage } from './personal-info-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

// 'Cambia email' in the personal area (issue 25): a modal with the new address and the current
// password; the profile form keeps the email read-only.

const profile = {
  uid: 'u1',
  email: 'giulia@example.it',
  emailVerified: true,
  isAnonymous: false,
  name: 'Giulia',
  surname: 'Bianchi',
  phone: '+39 333 123 4567',
  photoURL: null,
  contactSettings: { contactPreference: null },
  fiscalInfo: { fiscalCode: null, vatNumber: null, address: null, useDefaultAddress: false },
  addresses: [],
  dependants: [],
  workInfo: { b2bCompany: null },
};

async function openModal() {
  const user = userEvent.setup();
  mockApi({ 'GET /api/v1/user-controller/u1': { body: profile } });
  renderRoute([{ path: '/', element: <PersonalInfoPage /> }], { path: '/' });
  expect(await screen.findByLabelText('Email*')).toHaveAttribute('readonly');
  await user.click(screen.getByRole('button', { name: 'Cambia email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambia email' });
  return { user, dialog: within(dialog) };
}

describe('Cambia email', () => {
  beforeEach(() => {
    resetMockAuth();
    signInAs({ uid: 'u1', email: 'giulia@example.it', displayName: null });
  });

  it('sends the link to the new address after checking the password, and says so', async () => {
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText('Nuova email*'), 'Giulia.Nuova@example.it');
    await user.type(dialog.getByLabelText('Password attuale*'), 'Segreta!123');
    await user.click(dialog.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ti abbiamo inviato un link a giulia.nuova@example.it',
    );
    expect(changeEmail).toHaveBeenCalledWith('Segreta!123', 'giulia.nuova@example.it');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The profile form's email is still the account's, read-only.
    expect(screen.getByLabelText('Email*')).toHaveValue('giulia@example.it');
  });

  it('refuses a malformed address, the current one and a wrong password, in Italian', async () => {
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText('Nuova email*'), 'non-una-email');
    await user.type(dialog.getByLabelText('Password attuale*'), 'Segreta!123');
    await user.click(dialog.getByRole('button', { name: 'Invia il link' }));
    expect(
      await dialog.findByText("Il formato dell'indirizzo email non è valido"),
    ).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Nuova email*'));
    await user.type(dialog.getByLabelText('Nuova email*'), 'GIULIA@example.it');
    await user.click(dialog.getByRole('button', { name: 'Invia il link' }));
    expect(await dialog.findByText("È già l'email del tuo account.")).toBeInTheDocument();
    expect(changeEmail).not.toHaveBeenCalled();

    changeEmail.mockRejectedValueOnce(authError('auth/invalid-credential'));
    await user.clear(dialog.getByLabelText('Nuova email*'));
    await user.type(dialog.getByLabelText('Nuova email*'), 'nuova@example.it');
    await user.click(dialog.getByRole('button', { name: 'Invia il link' }));
    expect(await dialog.findByText('Password errata. Riprova.')).toBeInTheDocument();

    changeEmail.mockRejectedValueOnce(authError('auth/network-request-failed'));
    await user.click(dialog.getByRole('button', { name: 'Invia il link' }));
    expect(
      await dialog.findByText('Non è stato possibile inviare il link. Riprova più tardi.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
