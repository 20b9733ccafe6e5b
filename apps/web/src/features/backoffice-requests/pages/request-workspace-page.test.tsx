import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { setWidth } from '@/testing/viewport';
import { paymentFixture, workspaceFixture } from '../testing/fixtures';
import { RequestWorkspacePage } from './request-workspace-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const NoPicker = () => null;
/** The conversation (another feature's), saying how many open messages its reply may handle. */
const Conversation = ({ openMessages }: { openMessages: number }) => (
  <>
    <p>La conversazione</p>
    <p>{`Da gestire con la risposta: ${openMessages}`}</p>
  </>
);

function renderWorkspace(
  width: number,
  detail: Partial<WorkspaceDetail> = {},
  routes: Parameters<typeof mockApi>[0] = {},
) {
  setWidth(width);
  const calls = mockApi({
    ...routes,
    'GET /v1/backoffice/requests/42': {
      body: workspaceFixture({ status: 'PAGATO', payments: [paymentFixture()], ...detail }),
    },
    'GET /v1/backoffice/requests': {
      body: pageOf([]),
    },
    'GET /v1/backoffice/tutors': { body: [] },
    'GET /v1/backoffice/requests/facets': { body: { total: 0, statuses: [], provinces: [] } },
  });
  renderRoute(
    [
      {
        path: '/backoffice/requests/:id',
        element: (
          <RequestWorkspacePage
            requestId={42}
            myUid="tutor-1"
            CaregiverPicker={NoPicker}
            Conversation={Conversation}
          />
        ),
      },
    ],
    { path: '/backoffice/requests/42' },
  );
  return calls;
}

/** The cards' titles in the order a reader (and the Tab key) meets them. */
const cardOrder = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((title) =>
      ['Prossimi passi', 'Famiglia', 'Pagamenti', 'Conversazione', 'Richiesta', 'Storico'].some(
        (known) => title.startsWith(known),
      ),
    )
    .map((title) => title.split(' ')[0]);

type WorkspaceDetail = NonNullable<Parameters<typeof workspaceFixture>[0]>;

const familyMessage = (
  id: number,
  kind: 'ask' | 'message',
  text: string,
  type: 'GENERIC' | 'SUBSTITUTION' = 'GENERIC',
) => ({
  id,
  requestId: 42,
  type,
  kind,
  answered: false,
  urgent: false,
  message: text,
  createdAt: '2030-01-01T09:00:00.000Z',
  handledAt: null,
  customer: { uid: 'c1', name: 'Anna', surname: 'Bianchi', email: 'anna@example.it', phone: null },
  handledBy: null,
});

describe('the request workspace', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the family’s messages await an answer in the conversation, and keeps Segnalazioni for the asks', async () => {
    renderWorkspace(1280, {
      assistance: [
        familyMessage(1, 'message', 'Grazie, a lunedì!'),
        familyMessage(2, 'ask', 'Vorremmo cambiare caregiver.', 'SUBSTITUTION'),
      ],
      openMessages: { openAsks: 1, awaitingAnswer: 1, answeredToHandle: 0 },
    });
    const conversation = (
      await screen.findByRole('heading', {
        name: 'Conversazione con la famiglia · 1 messaggio in attesa di risposta',
      })
    ).closest('section')!;
    expect(within(conversation).getByText('La conversazione')).toBeInTheDocument();
    const asks = screen
      .getByRole('heading', { name: 'Segnalazioni (1 da gestire)' })
      .closest('section')!;
    expect(within(asks).getByText('Vorremmo cambiare caregiver.')).toBeInTheDocument();
    expect(within(asks).queryByText('Grazie, a lunedì!')).toBeNull();
  });

  it('says, while the family’s substitution ask is open, that handling it without ‘Avvia sostituzione’ closes it', async () => {
    const substitution = familyMessage(2, 'ask', 'Martina ha la febbre.', 'SUBSTITUTION');
    renderWorkspace(1280, {
      status: 'SELEZIONE COMPLETATA',
      assistance: [substitution],
      openMessages: { openAsks: 1, awaitingAnswer: 0, answeredToHandle: 0 },
      substitutionAskedAt: substitution.createdAt,
    });
    const title = 'La famiglia ha chiesto di sostituire il caregiver l’1 gen 2030';
    const conversation = (
      await screen.findByRole('heading', { name: /^Conversazione con la famiglia/ })
    ).closest('section')!;
    const asks = screen
      .getByRole('heading', { name: 'Segnalazioni (1 da gestire)' })
      .closest('section')!;
    // Beside the reply that would handle it, and beside the ask itself.
    for (const section of [conversation, asks]) {
      expect(within(section).getByText(title)).toBeInTheDocument();
      expect(section).toHaveTextContent(
        /usa «Avvia sostituzione»\. Se segni la segnalazione come gestita, anche con una risposta, senza aver avviato la sostituzione, la richiesta di sostituzione si chiude: la famiglia vedrà di nuovo il servizio in corso con lo stesso caregiver\./,
      );
    }
  });

  it.each([
    // Under way: the substitute is being sought.
    ['IN ATTESA', '2030-01-01T09:00:00.000Z'],
    // Handled, or a replacement followed it: the server no longer counts it (an old ask left
    // open after a substitution is not brought back).
    ['SELEZIONE COMPLETATA', null],
  ] as const)('says nothing of it in %s with the ask standing since %s', async (status, since) => {
    renderWorkspace(1280, {
      status,
      assistance: [familyMessage(2, 'ask', 'Martina ha la febbre.', 'SUBSTITUTION')],
      openMessages: { openAsks: 1, awaitingAnswer: 0, answeredToHandle: 0 },
      substitutionAskedAt: since,
    });
    await screen.findByRole('heading', { name: 'Segnalazioni (1 da gestire)' });
    expect(screen.queryByText(/ha chiesto di sostituire il caregiver/)).toBeNull();
  });

  it('says ‘2 messaggi in attesa di risposta’ and closes them all with one ‘Segna come gestiti’', async () => {
    const calls = renderWorkspace(
      1280,
      {
        assistance: [
          familyMessage(1, 'message', 'Grazie!'),
          familyMessage(2, 'ask', 'Vorremmo cambiare caregiver.', 'SUBSTITUTION'),
          familyMessage(3, 'message', 'Perfetto.'),
        ],
        openMessages: { openAsks: 1, awaitingAnswer: 2, answeredToHandle: 0 },
      },
      { 'POST /v1/backoffice/requests/42/messages/handled': { status: 204 } },
    );
    const conversation = (
      await screen.findByRole('heading', {
        name: 'Conversazione con la famiglia · 2 messaggi in attesa di risposta',
      })
    ).closest('section')!;
    expect(within(conversation).getByText('Non serve rispondere?')).toBeInTheDocument();
    // The segnalazione keeps its own, feminine button.
    const asks = screen
      .getByRole('heading', { name: 'Segnalazioni (1 da gestire)' })
      .closest('section')!;
    expect(within(asks).getByRole('button', { name: 'Segna come gestita' })).toBeEnabled();
    await userEvent.click(within(conversation).getByRole('button', { name: 'Segna come gestiti' }));
    expect(await screen.findByText('Messaggi segnati come gestiti')).toBeInTheDocument();
    // One call: the server handles both messages in one go, the segnalazione untouched — up to
    // the newest on the page (3), so one written meanwhile stays open.
    expect(
      calls
        .filter((call) => call.method === 'POST')
        .map((call) => ({ path: call.path, body: call.body })),
    ).toEqual([{ path: '/v1/backoffice/requests/42/messages/handled', body: { upToId: 3 } }]);
  });

  it('names one message awaiting an answer in the masculine singular', async () => {
    renderWorkspace(1280, {
      assistance: [familyMessage(1, 'message', 'Grazie!')],
      openMessages: { openAsks: 0, awaitingAnswer: 1, answeredToHandle: 0 },
    });
    const conversation = (
      await screen.findByRole('heading', {
        name: 'Conversazione con la famiglia · 1 messaggio in attesa di risposta',
      })
    ).closest('section')!;
    expect(within(conversation).getByRole('button', { name: 'Segna come gestito' })).toBeEnabled();
    expect(within(conversation).queryByRole('button', { name: 'Segna come gestita' })).toBeNull();
  });

  it('says a message answered with a plain ‘Rispondi’ is no longer awaiting an answer, still to mark handled', async () => {
    const calls = renderWorkspace(
      1280,
      {
        assistance: [{ ...familyMessage(1, 'message', 'Può iniziare alle 8?'), answered: true }],
        openMessages: { openAsks: 0, awaitingAnswer: 0, answeredToHandle: 1 },
      },
      { 'POST /v1/backoffice/requests/42/messages/handled': { status: 204 } },
    );
    const conversation = (
      await screen.findByRole('heading', {
        name: 'Conversazione con la famiglia · 1 messaggio risposto, da segnare come gestito',
      })
    ).closest('section')!;
    expect(within(conversation).queryByText(/in attesa di risposta/)).toBeNull();
    expect(
      within(conversation).getByText('Hai già risposto: non resta altro da fare?'),
    ).toBeInTheDocument();
    // The reply may still handle it ('Rispondi e segna come gestito').
    expect(within(conversation).getByText('Da gestire con la risposta: 1')).toBeInTheDocument();
    await userEvent.click(within(conversation).getByRole('button', { name: 'Segna come gestito' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { upToId: 1 },
      ]),
    );
  });

  it('says when the request was last touched, a call logged after its last change included', async () => {
    renderWorkspace(1280, {
      updatedAt: '2030-01-01T09:00:00.000Z',
      notes: [
        {
          id: 7,
          kind: 'call',
          text: 'Sentita la mamma',
          author: { uid: 't1', name: 'Giulia', surname: 'Neri', email: 'giulia@example.it' },
          callBackAt: null,
          createdAt: '2030-01-01T15:40:00.000Z',
        },
      ],
    });
    expect(await screen.findByText(/aggiornata 1 gen 2030, 16:40/)).toBeInTheDocument();
  });

  it('puts the family’s phone, the money and the conversation before the history on a laptop', async () => {
    renderWorkspace(1024);
    await screen.findByRole('heading', { name: /Prossimi passi/ });
    expect(cardOrder()).toEqual([
      'Prossimi',
      'Famiglia',
      'Pagamenti',
      'Conversazione',
      'Richiesta',
      'Storico',
    ]);
  });

  it('keeps the work on the left and the family on the right on a wide screen', async () => {
    renderWorkspace(1280);
    await screen.findByRole('heading', { name: /Prossimi passi/ });
    expect(cardOrder()).toEqual([
      'Prossimi',
      'Richiesta',
      'Storico',
      'Famiglia',
      'Conversazione',
      'Pagamenti',
    ]);
  });

  it('says in its header why a request is paused and by when it resumes', async () => {
    renderWorkspace(1280, {
      status: 'STAND BY',
      statusBeforeStandBy: 'PAGATO',
      standByReason: 'WAITING_FAMILY',
      standByResumeBy: '2099-03-02',
    });
    expect(
      await screen.findByText('Motivo dello stand-by: In attesa di informazioni dalla famiglia'),
    ).toBeInTheDocument();
    expect(screen.getByText(/In pausa: riprendi entro il 2 mar 2099/)).toBeInTheDocument();
    // What the day means: nothing happens by itself; what the family reads of it.
    expect(
      screen.getByText(
        'Il 2 mar 2099 la richiesta non riprende né si chiude da sola: torna tra quelle da seguire. Per la famiglia è una data indicativa, non una scadenza: se per quel giorno non avrà ancora risposto, la ricontatterai tu.',
      ),
    ).toBeInTheDocument();
  });

  it('says above the conversation of a closed request that the family still gets a message', async () => {
    const note =
      'La richiesta è chiusa: un messaggio arriva comunque alla famiglia, che lo legge nella sua area riservata.';
    renderWorkspace(1280, { status: "NON PIU' INTERESSATO", payments: [] });
    const conversation = await screen.findByRole('region', { name: /^Conversazione/ });
    expect(within(conversation).getByText(note)).toBeVisible();
  });

  it('says nothing of the kind while the request is open', async () => {
    renderWorkspace(1280);
    const conversation = await screen.findByRole('region', { name: /^Conversazione/ });
    expect(within(conversation).getByText('La conversazione')).toBeVisible();
    expect(within(conversation).queryByText(/La richiesta è chiusa/)).toBeNull();
  });
});
