import type { BackofficeAssistance } from '@equilibrio/contract/backoffice';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { setWidth } from '@/testing/viewport';
import { TestConversation } from '../testing/test-conversation';
import { AssistanceInboxPage } from './assistance-inbox-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

afterEach(() => vi.restoreAllMocks());

const message = (id: number, text: string, handledAt: string | null): BackofficeAssistance =>
  ({
    id,
    requestId: null,
    type: 'SUBSTITUTION',
    message: text,
    createdAt: '2030-01-01T09:00:00.000Z',
    handledAt,
    customer: { uid: 'c1', name: 'Giulia', surname: 'Bianchi', email: null, phone: null },
    handledBy: null,
  }) as BackofficeAssistance;

const page = (content: BackofficeAssistance[]) => ({
  content,
  page: 0,
  size: 20,
  numberOfElements: content.length,
  totalElements: content.length,
  totalPages: 1,
});

describe('the assistance inbox', () => {
  it('asks before another tab drops a reply half written, and keeps it on ‘No’', async () => {
    setWidth(1280);
    const calls = mockApi({
      'GET /v1/backoffice/assistance': ({ query }) => ({
        body: page(
          query.get('open') === 'false'
            ? [message(2, 'Grazie, tutto risolto', '2030-01-02T09:00:00.000Z')]
            : [message(1, 'La badante è malata, serve una sostituzione', null)],
        ),
      }),
      'GET /v1/backoffice/assistance/:id/thread': {
        body: { requestId: null, replyTime: '', unread: 0, messages: [] },
      },
    });
    renderRoute(
      <AssistanceInboxPage
        Conversation={({ onDirtyChange }) => <TestConversation onDirtyChange={onDirtyChange} />}
      />,
      { path: '/backoffice/assistance' },
    );
    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'Rispondi' }));
    const reply = await within(card).findByRole('textbox', { name: 'Messaggio' });
    await userEvent.type(reply, 'Ci stiamo attivando');

    await userEvent.click(screen.getByRole('radio', { name: 'Gestite' }));
    const question = await screen.findByRole('dialog', { name: 'Chiudere senza inviare?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Continua a scrivere' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Chiudere senza inviare?' })).toBeNull(),
    );
    expect(screen.getByRole('radio', { name: 'Da gestire' })).toBeChecked();
    expect(reply).toHaveValue('Ci stiamo attivando');
    expect(calls.some((c) => c.query.get('open') === 'false')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'Gestite' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Chiudere senza inviare?' })).getByRole(
        'button',
        {
          name: 'Chiudi senza inviare',
        },
      ),
    );
    expect(await screen.findByText('Grazie, tutto risolto')).toBeVisible();

    // Nothing typed any more: back to 'Da gestire' at once.
    await userEvent.click(screen.getByRole('radio', { name: 'Da gestire' }));
    expect(await screen.findByText('La badante è malata, serve una sostituzione')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Chiudere senza inviare?' })).toBeNull();
  });
});
