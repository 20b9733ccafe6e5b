import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sendSignInLink } from '@/lib/auth';
import { reauthenticate, signedInRecently } from '@/lib/auth-account';
import { authError, resetMockAuth, setMockUser } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { PrivacySection } from './privacy-section';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const exportUrl = (format: string) => `/api/v1/user-controller/u1/export?format=${format}`;

/** Renders the section, asks to delete the account and confirms with `password`. */
async function deleteAccount(password: string) {
  const onAccountDeleted = vi.fn();
  renderRoute(<PrivacySection uid="u1" onAccountDeleted={onAccountDeleted} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Elimina il mio account' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/Password attuale/), password);
  await user.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));
  return { onAccountDeleted, user, dialog };
}

describe('I tuoi dati e la privacy', () => {
  const saved: { name: string; href: string }[] = [];

  beforeEach(() => {
    resetMockAuth();
    localStorage.clear();
    setMockUser({ uid: 'u1', email: 'giulia@example.it' });
    saved.length = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:equilibrio/1' }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the readable summary first, and the copy for another service, as files named by the server', async () => {
    const calls = mockApi({
      [`GET ${exportUrl('json')}`]: {
        raw: '{"format":"equilibrio-account-export"}',
        headers: {
          'content-disposition': 'attachment; filename="equilibrio-dati-2026-11-22.json"',
        },
      },
      [`GET ${exportUrl('html')}`]: {
        raw: '<!doctype html>',
        headers: {
          'content-disposition': 'attachment; filename="equilibrio-dati-2026-11-22.html"',
        },
      },
    });
    renderRoute(<PrivacySection uid="u1" onAccountDeleted={vi.fn()} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Copia per un altro servizio' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      name: 'equilibrio-dati-2026-11-22.json',
      href: 'blob:equilibrio/1',
    });
    expect(await screen.findByText('Download dei tuoi dati avviato.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Scarica i miei dati' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toBe('equilibrio-dati-2026-11-22.html');
    expect(calls.map((c) => c.url)).toEqual([exportUrl('json'), exportUrl('html')]);
  });

  it('says so when the export cannot be prepared', async () => {
    mockApi({
      [`GET ${exportUrl('json')}`]: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Errore' } },
      },
    });
    renderRoute(<PrivacySection uid="u1" onAccountDeleted={vi.fn()} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Copia per un altro servizio' }));
    expect(
      await screen.findByText('Errore durante la preparazione dei tuoi dati. Riprova più tardi.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('explains what goes and what stays, confirms the password, deletes, then leaves', async () => {
    const calls = mockApi({
      'DELETE /api/v1/user-controller/u1': { body: { deleted: true } },
    });
    const onAccountDeleted = vi.fn();
    renderRoute(<PrivacySection uid="u1" onAccountDeleted={onAccountDeleted} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Elimina il mio account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il tuo account?' });
    expect(within(dialog).getByText('Cancelliamo subito')).toBeInTheDocument();
    // A published review is the family's voice: it goes too, and the dialog says so.
    expect(
      within(dialog).getByText('le tue recensioni dei caregiver, anche quelle già pubblicate'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'i pagamenti effettuati, per 10 anni, come richiede la legge fiscale',
      ),
    ).toBeInTheDocument();
    // A payment is not refunded by the deletion: the family asks its tutor first.
    expect(
      within(dialog).getByText(
        /Quanto hai già pagato per una richiesta aperta non ti viene rimborsato in automatico/,
      ),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Elimina definitivamente' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/Password attuale/), 'Segreta!123');
    await user.click(confirm);

    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
    expect(reauthenticate).toHaveBeenCalledWith('Segreta!123');
    expect(calls).toEqual([
      expect.objectContaining({ method: 'DELETE', url: '/api/v1/user-controller/u1' }),
    ]);
  });

  it('keeps the account when the password is wrong, and shows why', async () => {
    const calls = mockApi({});
    vi.mocked(reauthenticate).mockRejectedValueOnce(authError('auth/invalid-credential'));
    const { onAccountDeleted, dialog } = await deleteAccount('sbagliata');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password errata. Riprova.');
    // The keyboard is back in the field, its text selected to be typed over.
    const box = within(dialog).getByLabelText(/Password attuale/);
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect((box as HTMLInputElement).selectionEnd).toBe('sbagliata'.length);
    expect(calls).toEqual([]);
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when the deletion must wait (a payment in progress)', async () => {
    const reason =
      'Non puoi eliminare l’account mentre un pagamento è in corso. Completa o annulla il pagamento e riprova tra qualche minuto.';
    mockApi({
      'DELETE /api/v1/user-controller/u1': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: reason } },
      },
    });
    const { onAccountDeleted, user, dialog } = await deleteAccount('Segreta!123');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(onAccountDeleted).not.toHaveBeenCalled();
    // Cancel closes it, and nothing else happens.
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  // An account that signs in by emailed links has no password: «Password errata» was a dead end,
  // and the right to erasure with it.
  it('offers an emailed link instead of the password, which brings the family back to the dialog', async () => {
    renderRoute(<PrivacySection uid="u1" onAccountDeleted={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Elimina il mio account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il tuo account?' });
    expect(
      within(dialog).getByText(/Non hai ancora una password, o non la ricordi\?/),
    ).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', { name: 'Ricevi un link di accesso via email' }),
    );
    expect(sendSignInLink).toHaveBeenCalledWith(
      'giulia@example.it',
      '/dashboard/personal-area/personal-info#elimina-account',
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Ti abbiamo inviato un link a giulia@example.it.',
    );
  });

  const atAnchor = (onAccountDeleted = vi.fn()) =>
    renderRoute(
      [
        {
          path: '/dashboard/personal-area/personal-info',
          element: <PrivacySection uid="u1" onAccountDeleted={onAccountDeleted} />,
        },
      ],
      { path: '/dashboard/personal-area/personal-info#elimina-account' },
    );

  it('back from the link this device asked, signed in moments ago: opens the dialog and deletes with no password', async () => {
    // The link asked from the dialog, on this device.
    renderRoute(<PrivacySection uid="u1" onAccountDeleted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Elimina il mio account' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ricevi un link di accesso via email' }),
    );
    await screen.findByRole('status');
    cleanup();
    // Back, signed in by it moments ago.
    vi.mocked(signedInRecently).mockResolvedValue(true);
    onTestFinished(() => {
      vi.mocked(signedInRecently).mockResolvedValue(false);
    });

    const calls = mockApi({ 'DELETE /api/v1/user-controller/u1': { body: { deleted: true } } });
    const onAccountDeleted = vi.fn();
    atAnchor(onAccountDeleted);
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il tuo account?' });
    expect(
      await within(dialog).findByText(
        'Hai appena effettuato l’accesso: per confermare non serve la password.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByLabelText(/Password attuale/)).toBeNull();
    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
    expect(reauthenticate).not.toHaveBeenCalled();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'DELETE', url: '/api/v1/user-controller/u1' }),
    ]);
  });

  // A link with the anchor from anyone else (a crafted one) must not open a dialog one click
  // from deleting.
  it('the anchor alone, with no link asked on this device, opens nothing', async () => {
    atAnchor();
    expect(await screen.findByRole('button', { name: 'Elimina il mio account' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('minutes gone by with the dialog open: asks the password (or a link) instead of deleting', async () => {
    vi.mocked(signedInRecently).mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const calls = mockApi({});
    renderRoute(<PrivacySection uid="u1" onAccountDeleted={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Elimina il mio account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il tuo account?' });
    await within(dialog).findByText(
      'Hai appena effettuato l’accesso: per confermare non serve la password.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sono passati alcuni minuti dall’accesso',
    );
    expect(within(dialog).getByLabelText(/Password attuale/)).toBeVisible();
    expect(calls).toEqual([]);
  });
});
