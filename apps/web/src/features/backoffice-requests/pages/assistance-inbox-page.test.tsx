import type { BackofficeAssistance } from '@equilibrio/contract/backoffice';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overlaysMounted } from '@/components/overlays-ready';
import { pageOf } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { setWidth } from '@/testing/viewport';
import { openMessageTexts } from '../lib/open-messages';
import { keepWritingReply, leaveReplyUnsent } from '../testing/leave-reply';
import { TestConversation } from '../testing/test-conversation';
import { AssistanceInboxPage } from './assistance-inbox-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

afterEach(() => vi.restoreAllMocks());

const message = (
  id: number,
  text: string,
  handledAt: string | null,
  kind: 'ask' | 'message' = 'ask',
  answered = false,
  urgent = false,
): BackofficeAssistance =>
  ({
    id,
    requestId: kind === 'message' ? 8 : null,
    type: kind === 'message' ? 'GENERIC' : 'SUBSTITUTION',
    kind,
    answered,
    urgent,
    message: text,
    createdAt: '2030-01-01T09:00:00.000Z',
    handledAt,
    customer: { uid: 'c1', name: 'Giulia', surname: 'Bianchi', email: null, phone: null },
    handledBy: null,
  }) as BackofficeAssistance;

const page = (
  content: BackofficeAssistance[],
  openMessages = {
    openAsks: content.filter((m) => m.kind === 'ask' && !m.handledAt).length,
    awaitingAnswer: content.filter((m) => m.kind === 'message' && !m.handledAt && !m.answered)
      .length,
    answeredToHandle: content.filter((m) => m.kind === 'message' && !m.handledAt && m.answered)
      .length,
  },
) => ({
  openMessages,
  listed: {
    asks: content.filter((m) => m.kind === 'ask').length,
    messages: content.filter((m) => m.kind === 'message').length,
    answered: content.filter((m) => m.kind === 'message' && !m.handledAt && m.answered).length,
  },
  ...pageOf(content),
});

/** The inbox with a reply box in each card's conversation (`TestConversation`). */
const renderInboxWithReplies = () =>
  renderRoute(
    <AssistanceInboxPage
      Conversation={({ onDirtyChange }) => <TestConversation onDirtyChange={onDirtyChange} />}
    />,
    { path: '/backoffice/assistance' },
  );

describe('the assistance inbox', () => {
  it('goes on to the next message when the one handled leaves the list', async () => {
    setWidth(1280);
    let handled = false;
    mockApi({
      'GET /v1/backoffice/assistance': () => ({
        body: page([
          ...(handled ? [] : [message(1, 'La badante è malata, serve una sostituzione', null)]),
          message(2, 'Serve un’altra babysitter il sabato', null),
        ]),
      }),
      'POST /v1/backoffice/assistance/1/handled': () => {
        handled = true;
        return {};
      },
    });
    renderRoute(<AssistanceInboxPage />, { path: '/backoffice/assistance' });
    await overlaysMounted();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const first = screen.getAllByRole('article')[0]!;
    within(first).getByRole('button', { name: 'Segna come gestita' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('article')).toHaveFocus());
    expect(first).not.toBeInTheDocument();
  });

  it('says nothing is left in the words of its counts: neither segnalazioni nor messages', async () => {
    setWidth(1280);
    mockApi({ 'GET /v1/backoffice/assistance': { body: page([]) } });
    renderRoute(<AssistanceInboxPage />, { path: '/backoffice/assistance' });
    expect(
      await screen.findByText('Nessuna segnalazione né messaggio da gestire. Ottimo lavoro!'),
    ).toBeVisible();
  });

  it('counts the segnalazioni and the messages awaiting an answer apart, as the server does', async () => {
    setWidth(1280);
    mockApi({
      'GET /v1/backoffice/assistance': {
        body: page(
          [
            message(1, 'La badante è malata, serve una sostituzione', null),
            message(3, 'Grazie, a lunedì!', null, 'message'),
          ],
          { openAsks: 1, awaitingAnswer: 2, answeredToHandle: 0 },
        ),
      },
    });
    renderRoute(<AssistanceInboxPage />, { path: '/backoffice/assistance' });
    // The server's numbers (the other message is on the next page).
    expect(
      await screen.findByText('1 segnalazione · 2 messaggi in attesa di risposta'),
    ).toBeInTheDocument();
    const reply = screen.getByRole('article', { name: /^Messaggio / });
    expect(within(reply).getByText('In attesa di risposta')).toBeInTheDocument();
    expect(within(reply).getByText('Grazie, a lunedì!')).toBeInTheDocument();
    // A message that needs no answer is still closed from its row (a message: masculine).
    expect(within(reply).getByRole('button', { name: 'Segna come gestito' })).toBeEnabled();
    const ask = screen.getByRole('article', { name: /^Segnalazione / });
    expect(within(ask).getByText('Sostituzione')).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'Segna come gestita' })).toBeEnabled();
  });

  it('flags an urgent message Urgente, in the order the server lists them (urgent first)', async () => {
    setWidth(1280);
    mockApi({
      'GET /v1/backoffice/assistance': {
        body: page([
          message(
            9,
            'La babysitter non si è presentata oggi pomeriggio',
            null,
            'message',
            false,
            true,
          ),
          message(1, 'Una domanda sul preventivo', null, 'message'),
        ]),
      },
    });
    renderRoute(<AssistanceInboxPage />, { path: '/backoffice/assistance' });
    expect(await screen.findByText(/La babysitter non si è presentata/)).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('Urgente')).toBeVisible();
    expect(within(first!).getByText(/La babysitter non si è presentata/)).toBeVisible();
    expect(within(second!).queryByText('Urgente')).toBeNull();
  });

  it('says what the list holds under a type or among the handled: segnalazioni and messages apart', async () => {
    setWidth(1280);
    mockApi({
      'GET /v1/backoffice/assistance': ({ query }) => ({
        body:
          query.get('open') === 'false'
            ? page([
                message(4, 'Grazie, tutto risolto', '2030-01-02T09:00:00.000Z'),
                message(5, 'Perfetto, a domani', '2030-01-02T09:00:00.000Z', 'message'),
                message(6, 'Ricevuto', '2030-01-02T09:00:00.000Z', 'message'),
              ])
            : query.get('type') === 'GENERIC'
              ? page([message(3, 'Grazie, a lunedì!', null, 'message')], {
                  openAsks: 1,
                  awaitingAnswer: 1,
                  answeredToHandle: 0,
                })
              : page([
                  message(1, 'La badante è malata, serve una sostituzione', null),
                  message(3, 'Grazie, a lunedì!', null, 'message'),
                ]),
      }),
    });
    renderRoute(<AssistanceInboxPage />, { path: '/backoffice/assistance' });
    expect(
      await screen.findByText('1 segnalazione · 1 messaggio in attesa di risposta'),
    ).toBeInTheDocument();

    // Of one type: what that list holds, a message awaiting an answer (never '1 segnalazione').
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Assistenza', hidden: true }));
    expect(await screen.findByText('1 messaggio in attesa di risposta')).toBeInTheDocument();
    expect(screen.queryByText(/segnalazion/)).toBeNull();

    // Handled: segnalazioni and messages apart.
    await userEvent.click(screen.getByRole('radio', { name: 'Gestite' }));
    expect(await screen.findByText('1 segnalazione · 2 messaggi')).toBeInTheDocument();
    // When each was handled, said as a sentence ('Gestito il 2 gen 2030, 10:00').
    expect(screen.getAllByText(/^Gestito il 2 gen 2030, 10:00$/)).toHaveLength(2);
    expect(screen.getByText(/^Gestita il 2 gen 2030, 10:00$/)).toBeVisible();
  });

  it('says a message answered with a plain ‘Rispondi’ is answered, to be marked handled: not awaiting an answer', async () => {
    setWidth(1280);
    mockApi({
      'GET /v1/backoffice/assistance': ({ query }) => ({
        body:
          query.get('type') === 'GENERIC'
            ? page([
                message(3, 'Può iniziare alle 8?', null, 'message', true),
                message(7, 'E il sabato?', null, 'message'),
              ])
            : page([
                message(1, 'La badante è malata, serve una sostituzione', null),
                message(3, 'Può iniziare alle 8?', null, 'message', true),
                message(7, 'E il sabato?', null, 'message'),
              ]),
      }),
    });
    renderRoute(<AssistanceInboxPage />, { path: '/backoffice/assistance' });
    expect(
      await screen.findByText(
        '1 segnalazione · 1 messaggio in attesa di risposta · 1 messaggio risposto, da segnare come gestito',
      ),
    ).toBeInTheDocument();
    const [answered, awaiting] = screen.getAllByRole('article', { name: /^Messaggio / });
    expect(within(answered!).getByText('Risposto · da segnare come gestito')).toBeInTheDocument();
    expect(within(answered!).queryByText('In attesa di risposta')).toBeNull();
    // Still open: closed from its card.
    expect(within(answered!).getByRole('button', { name: 'Segna come gestito' })).toBeEnabled();
    expect(within(awaiting!).getByText('In attesa di risposta')).toBeInTheDocument();

    // Of one type: the same split, from what that list holds.
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Assistenza', hidden: true }));
    expect(
      await screen.findByText(
        '1 messaggio in attesa di risposta · 1 messaggio risposto, da segnare come gestito',
      ),
    ).toBeInTheDocument();
  });

  it('shows the message once with its conversation open: in the conversation, not again on the card', async () => {
    setWidth(1280);
    mockApi({
      'GET /v1/backoffice/assistance': {
        body: page([message(3, 'Può iniziare alle 8?', null, 'message')]),
      },
    });
    renderRoute(
      <AssistanceInboxPage Conversation={() => <p>Conversazione: Può iniziare alle 8?</p>} />,
      { path: '/backoffice/assistance' },
    );
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Può iniziare alle 8?')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Rispondi' }));
    expect(within(card).getByText('Conversazione: Può iniziare alle 8?')).toBeVisible();
    expect(within(card).queryByText('Può iniziare alle 8?')).toBeNull();
    // Who wrote it and where stay on the card.
    expect(within(card).getByText('Giulia Bianchi')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Nascondi la conversazione' }));
    expect(await within(card).findByText('Può iniziare alle 8?')).toBeVisible();
  });

  it('keeps a card with a reply being written when its message leaves the list meanwhile', async () => {
    setWidth(1280);
    let handledElsewhere = false;
    mockApi({
      'GET /v1/backoffice/assistance': () => ({
        body: page([
          ...(handledElsewhere
            ? []
            : [message(1, 'La badante è malata, serve una sostituzione', null)]),
          message(2, 'Serve un cambio di orario', null),
        ]),
      }),
      'GET /v1/backoffice/assistance/:id/thread': {
        body: { requestId: null, replyTime: '', urgentPhone: null, unread: 0, messages: [] },
      },
    });
    const { queryClient } = renderInboxWithReplies();
    const [card] = await screen.findAllByRole('article');
    await userEvent.click(within(card!).getByRole('button', { name: 'Rispondi' }));
    const reply = await within(card!).findByRole('textbox', { name: 'Messaggio' });
    await userEvent.type(reply, 'Ci stiamo attivando');

    // Another tutor handles it: the list comes back without it, the reply stays where it was.
    handledElsewhere = true;
    await act(() => queryClient.invalidateQueries());
    const left = openMessageTexts.leftTheList(false);
    expect(await within(card!).findByText(left)).toBeVisible();
    expect(left).toMatch(/^Questa segnalazione .* forse l’ha già gestita un altro family tutor/);
    expect(card).toBeInTheDocument();
    expect(reply).toHaveValue('Ci stiamo attivando');
    // In its place (first), the other card after it, which says nothing of the kind.
    expect(screen.getAllByRole('article')).toEqual([card, expect.anything()]);
    expect(screen.getAllByText(left)).toHaveLength(1);
    // Maybe handled already: it offers no handling of its own.
    expect(within(card!).queryByRole('button', { name: 'Segna come gestita' })).toBeNull();

    // Closed without sending, it goes, as the list says.
    await userEvent.click(within(card!).getByRole('button', { name: 'Nascondi la conversazione' }));
    await leaveReplyUnsent();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('La badante è malata, serve una sostituzione')).toBeNull();
  });

  it('keeps a reply though its message was the last in the list, no longer called awaiting an answer', async () => {
    setWidth(1280);
    let handledElsewhere = false;
    mockApi({
      'GET /v1/backoffice/assistance': () => ({
        body: page(handledElsewhere ? [] : [message(3, 'Può iniziare alle 8?', null, 'message')]),
      }),
      'GET /v1/backoffice/assistance/:id/thread': {
        body: { requestId: 8, replyTime: '', urgentPhone: null, unread: 0, messages: [] },
      },
    });
    const { queryClient } = renderInboxWithReplies();
    const card = await screen.findByRole('article');
    expect(within(card).getByText(openMessageTexts.awaitingBadge)).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Rispondi' }));
    await userEvent.type(
      await within(card).findByRole('textbox', { name: 'Messaggio' }),
      'Sì, alle 8',
    );
    handledElsewhere = true;
    await act(() => queryClient.invalidateQueries());
    expect(await within(card).findByText(openMessageTexts.leftTheList(true))).toBeVisible();
    expect(within(card).queryByText(openMessageTexts.awaitingBadge)).toBeNull();
    expect(within(card).getByText('Messaggio nella conversazione')).toBeVisible();
  });

  it('throws a discarded reply away for good, though its message is in the next list too', async () => {
    setWidth(1280);
    mockApi({
      'GET /v1/backoffice/assistance': {
        body: page([message(3, 'Grazie, a lunedì!', null, 'message')]),
      },
      'GET /v1/backoffice/assistance/:id/thread': {
        body: { requestId: 8, replyTime: '', urgentPhone: null, unread: 0, messages: [] },
      },
    });
    renderInboxWithReplies();
    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'Rispondi' }));
    await userEvent.type(
      await within(card).findByRole('textbox', { name: 'Messaggio' }),
      'Ci stiamo attivando',
    );
    const chooseType = async (name: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
      await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
    };
    await chooseType('Assistenza');
    await leaveReplyUnsent();
    // The same message, listed again: its card starts afresh, the reply gone as chosen…
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Messaggio' })).toBeNull());
    expect(await screen.findByText('Grazie, a lunedì!')).toBeVisible();
    // …and nothing is left to ask about at the next change.
    await chooseType('Sostituzione');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('Sostituzione'),
    );
    expect(
      screen.queryByRole('dialog', { name: 'Lasciare la risposta senza inviarla?' }),
    ).toBeNull();
  });

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
        body: { requestId: null, replyTime: '', urgentPhone: null, unread: 0, messages: [] },
      },
    });
    renderInboxWithReplies();
    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'Rispondi' }));
    const reply = await within(card).findByRole('textbox', { name: 'Messaggio' });
    await userEvent.type(reply, 'Ci stiamo attivando');

    await userEvent.click(screen.getByRole('radio', { name: 'Gestite' }));
    await keepWritingReply();
    expect(screen.getByRole('radio', { name: 'Da gestire' })).toBeChecked();
    expect(reply).toHaveValue('Ci stiamo attivando');
    expect(calls.some((c) => c.query.get('open') === 'false')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'Gestite' }));
    await leaveReplyUnsent();
    expect(await screen.findByText('Grazie, tutto risolto')).toBeVisible();

    // Nothing typed any more: back to 'Da gestire' at once.
    await userEvent.click(screen.getByRole('radio', { name: 'Da gestire' }));
    expect(await screen.findByText('La badante è malata, serve una sostituzione')).toBeVisible();
    expect(
      screen.queryByRole('dialog', { name: 'Lasciare la risposta senza inviarla?' }),
    ).toBeNull();
  });
});
