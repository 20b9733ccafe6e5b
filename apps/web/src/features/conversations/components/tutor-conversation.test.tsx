import type { Thread } from '@equilibrio/contract/conversations';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { TutorConversation } from './tutor-conversation';

const thread: Thread = {
  requestId: null,
  replyTime: '',
  urgentPhone: null,
  unread: 0,
  messages: [
    {
      id: 5,
      requestId: null,
      type: 'SUBSTITUTION',
      author: { role: 'customer', name: 'Giulia Bianchi' },
      message: 'La badante è malata, serve una sostituzione',
      urgent: false,
      createdAt: '2030-01-01T09:00:00.000Z',
      readAt: '2030-01-01T09:10:00.000Z',
      attachment: null,
    },
  ],
};

const replies = () => {
  const calls = mockApi({
    'GET /v1/backoffice/assistance/5/thread': { body: thread },
    'POST /v1/backoffice/assistance/5/thread': { status: 201, body: thread },
  });
  const sent = () =>
    calls.filter((c) => c.method === 'POST').map((c) => (c.body as FormData).get('handled'));
  return { sent };
};

const write = async (text: string) =>
  userEvent.type(await screen.findByRole('textbox', { name: 'Messaggio' }), text);

describe('a tutor’s reply to a family’s message still to handle', () => {
  // Ctrl+Enter is the first choice's key, whatever was clicked before: it once sent a holding
  // reply again after a click on 'Rispondi'.
  it.each([
    ['a click on ‘Rispondi e segna come gestito’', ''],
    ['Ctrl+Enter', '{Control>}{Enter}{/Control}'],
  ])(
    'may leave the message to handle (a holding reply), then handle it with %s',
    async (_, keys) => {
      const { sent } = replies();
      renderRoute(<TutorConversation target={{ messageId: 5 }} openMessages={1} />);
      expect(await screen.findByText('Ctrl+Invio: Rispondi e segna come gestito')).toBeVisible();

      await write('Ci stiamo attivando, la chiamo domani');
      await userEvent.click(screen.getByRole('button', { name: 'Rispondi' }));
      expect(
        await screen.findByText('Risposta inviata. Il messaggio resta da gestire.'),
      ).toBeVisible();
      expect(sent()).toEqual(['false']);

      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Messaggio' })).toHaveValue(''),
      );
      await write(`Domani alle 9 arriva la sostituta${keys}`);
      if (!keys)
        await userEvent.click(
          screen.getByRole('button', { name: 'Rispondi e segna come gestito' }),
        );
      expect(
        await screen.findByText('Risposta inviata. Messaggio segnato come gestito.'),
      ).toBeVisible();
      expect(sent()).toEqual(['false', 'true']);
    },
  );

  it('says what a reply closes: a segnalazione (feminine), or everything when both are open', async () => {
    const { sent } = replies();
    const view = renderRoute(
      <TutorConversation target={{ messageId: 5 }} openMessages={1} openAsks={1} />,
    );
    await write('La chiamo oggi per la sostituzione');
    await userEvent.click(screen.getByRole('button', { name: 'Rispondi e segna come gestita' }));
    expect(await screen.findByText('Risposta inviata. Segnalazione gestita.')).toBeVisible();
    expect(sent()).toEqual(['true']);
    view.unmount();
    renderRoute(<TutorConversation target={{ messageId: 5 }} openMessages={3} openAsks={1} />);
    expect(
      await screen.findByRole('button', { name: 'Rispondi e segna tutto come gestito' }),
    ).toBeInTheDocument();
  });

  it('puts the keyboard in the box when opened by ‘Rispondi’, and only then', async () => {
    replies();
    const view = renderRoute(<TutorConversation target={{ messageId: 5 }} focusOnOpen />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Messaggio' })).toHaveFocus());
    view.unmount();
    renderRoute(<TutorConversation target={{ messageId: 5 }} />);
    expect(await screen.findByRole('textbox', { name: 'Messaggio' })).not.toHaveFocus();
  });

  it('offers only ‘Rispondi’ when nothing is left to handle, and handles nothing with it', async () => {
    const { sent } = replies();
    renderRoute(<TutorConversation target={{ messageId: 5 }} />);
    await write('Si figuri, buona giornata');
    expect(screen.queryByRole('button', { name: /segna come gestit/ })).toBeNull();
    expect(screen.getByText('Ctrl+Invio: Rispondi')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Rispondi' }));
    expect(await screen.findByText('Risposta inviata.')).toBeVisible();
    expect(sent()).toEqual(['false']);
  });

  it('writes first with ‘Invia’ while the conversation is empty: there is nobody to answer', async () => {
    mockApi({
      'GET /v1/backoffice/requests/7/messages': { body: { ...thread, messages: [] } },
      'POST /v1/backoffice/requests/7/messages': { status: 201, body: thread },
    });
    renderRoute(<TutorConversation target={{ requestId: 7 }} />);
    const box = await screen.findByRole('textbox', { name: 'Messaggio' });
    await waitFor(() =>
      expect(box).toHaveAttribute('placeholder', 'Scrivi un messaggio alla famiglia…'),
    );
    await userEvent.type(box, 'Buongiorno, la chiamo domani per il preventivo');
    expect(screen.queryByRole('button', { name: 'Rispondi' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Messaggio inviato')).toBeVisible();
  });
});
