import type { BackofficeAssistance } from '@equilibrio/contract/backoffice';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { keepWritingReply, leaveReplyUnsent } from '../testing/leave-reply';
import { TestConversation } from '../testing/test-conversation';
import { AssistanceMessage } from './assistance-message';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const message: BackofficeAssistance = {
  id: 5,
  requestId: null,
  type: 'GENERIC',
  message: 'Preferisco essere chiamata dopo le 18',
  createdAt: '2030-01-01T09:00:00.000Z',
  handledAt: null,
  customer: {
    uid: 'c1',
    name: 'Giulia',
    surname: 'Bianchi',
    email: 'giulia@example.it',
    phone: '+39 333 123 4567',
  },
  handledBy: null,
} as BackofficeAssistance;

describe('a family’s message in the assistance inbox', () => {
  it('gives the family’s phone to call and its email, a tap away', () => {
    renderRoute(<AssistanceMessage message={message} showCustomer />);
    expect(screen.getByRole('link', { name: '+39 333 123 4567' })).toHaveAttribute(
      'href',
      'tel:+393331234567',
    );
    expect(screen.getByRole('link', { name: 'giulia@example.it' })).toHaveAttribute(
      'href',
      'mailto:giulia@example.it',
    );
  });

  it('says plainly that the family asks for other profiles, and why', () => {
    renderRoute(
      <AssistanceMessage
        message={{
          ...message,
          requestId: 12,
          type: 'OTHER_PROFILES',
          message: 'Nessuno parla inglese',
        }}
        showCustomer
      />,
    );
    const item = screen.getByRole('article');
    expect(within(item).getByText('Altri profili')).toBeInTheDocument();
    expect(item).toHaveTextContent('La famiglia chiede altri profili: Nessuno parla inglese');
    // Its link opens the request at its segnalazioni, not at its top two screens above.
    expect(screen.getByRole('link', { name: 'Richiesta #12' })).toHaveAttribute(
      'href',
      '/backoffice/requests/12#segnalazioni',
    );
  });

  it('links a message written in the conversation to the conversation itself', () => {
    renderRoute(
      <AssistanceMessage
        message={{ ...message, requestId: 6, kind: 'message', answered: false }}
        showCustomer
      />,
    );
    expect(screen.getByRole('link', { name: 'Richiesta #6' })).toHaveAttribute(
      'href',
      '/backoffice/requests/6#conversazione',
    );
  });

  it('asks before closing the conversation on a reply half written, and keeps it on ‘No’', async () => {
    mockApi({
      'GET /v1/backoffice/assistance/5/thread': {
        body: { requestId: null, replyTime: '', urgentPhone: null, unread: 0, messages: [] },
      },
    });
    renderRoute(
      <AssistanceMessage
        message={message}
        showCustomer
        conversation={(onDirtyChange) => <TestConversation onDirtyChange={onDirtyChange} />}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rispondi' }));
    const reply = await screen.findByRole('textbox', { name: 'Messaggio' });
    await userEvent.type(reply, 'Ci stiamo attivando, la chiamo domani');
    const close = screen.getByRole('button', { name: 'Nascondi la conversazione' });

    await userEvent.click(close);
    await keepWritingReply();
    expect(reply).toHaveValue('Ci stiamo attivando, la chiamo domani');

    await userEvent.click(close);
    await leaveReplyUnsent();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Messaggio' })).toBeNull());

    // Nothing typed: it closes at once.
    await userEvent.click(screen.getByRole('button', { name: 'Rispondi' }));
    expect(await screen.findByRole('textbox', { name: 'Messaggio' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Nascondi la conversazione' }));
    expect(screen.queryByRole('textbox', { name: 'Messaggio' })).toBeNull();
    expect(
      screen.queryByRole('dialog', { name: 'Lasciare la risposta senza inviarla?' }),
    ).toBeNull();
  });
});
