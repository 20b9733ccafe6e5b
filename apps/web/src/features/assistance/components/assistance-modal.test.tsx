import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { overlaysMounted } from '@/components/overlays-ready';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { AssistanceModal } from './assistance-modal';

const reply = (status: number) => ({
  status,
  body:
    status === 201
      ? {
          id: 1,
          type: 'GENERIC',
          message: 'Aiuto',
          requestId: null,
          createdAt: '2025-01-01T00:00:00.000Z',
          handledAt: null,
        }
      : { error: { code: 'INTERNAL', message: 'x' } },
});

function renderModal() {
  const onClose = vi.fn();
  renderRoute(<AssistanceModal opened onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Hai bisogno di aiuto?' }) };
}

describe('assistance modal', () => {
  it('keeps Invia disabled until a message is typed, then sends it as GENERIC', async () => {
    const calls = mockApi({ 'POST /api/v1/user-controller/assistance': () => reply(201) });
    const { dialog, onClose } = renderModal();
    const message = within(dialog).getByRole('textbox', { name: 'Messaggio' });
    expect(message).toHaveAttribute('rows', '5');
    const send = within(dialog).getByRole('button', { name: 'Invia' });
    expect(send).toBeDisabled();

    await userEvent.type(message, '  Non trovo il preventivo  ');
    await userEvent.click(send);

    expect(await screen.findByText('Assistenza richiesta con successo!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ message: 'Non trovo il preventivo', type: 'GENERIC' });
  });

  it('refuses a blank message with the toast "Errore" and sends nothing', async () => {
    const calls = mockApi({});
    const { dialog, onClose } = renderModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Messaggio' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Errore')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with the failure toast when the call fails', async () => {
    mockApi({ 'POST /api/v1/user-controller/assistance': () => reply(500) });
    const { dialog, onClose } = renderModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Messaggio' }), 'Aiuto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia' }));
    expect(
      await screen.findByText('Errore durante la richiesta di assistenza, riprova più tardi.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks before Escape or the × loses a written message; No keeps it', async () => {
    const calls = mockApi({});
    const { dialog, onClose } = renderModal();
    // The question is drawn by the overlays, loaded after the page (slow on a busy machine).
    await overlaysMounted();
    const message = within(dialog).getByRole('textbox', { name: 'Messaggio' });
    await userEvent.type(message, 'La babysitter non è arrivata');
    for (const leave of [
      () => userEvent.keyboard('{Escape}'),
      () => userEvent.click(dialog.querySelector<HTMLButtonElement>('.mantine-Modal-close')!),
    ]) {
      await leave();
      const question = await screen.findByRole('dialog', { name: 'Attenzione!' });
      await userEvent.click(within(question).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull());
      expect(onClose).not.toHaveBeenCalled();
      expect(message).toHaveValue('La babysitter non è arrivata');
    }

    await userEvent.click(dialog.querySelector<HTMLButtonElement>('.mantine-Modal-close')!);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'Si',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(0);
  });

  it('closes on No without sending', async () => {
    const calls = mockApi({});
    const { dialog, onClose } = renderModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});
