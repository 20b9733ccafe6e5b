import { closeRefundDecisionMessage } from '@equilibrio/contract/backoffice-moves';
import {
  dayMonthYear,
  isoDate,
  romeParts,
  withDayArticle,
} from '@equilibrio/contract/italian-format';
import { quoteCorrectedMeanwhileMessage } from '@equilibrio/contract/workflow';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overlaysMounted } from '@/components/overlays-ready';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { setTokenProvider } from '@/lib/api-client';
import {
  formatDateTime,
  formatDay,
  italianDateTimeToIso,
  italianDay,
  italianTime,
} from '@/lib/format-datetime';
import { type ApiCall, mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import type { RequestWorkspace } from '../api/get-request';
import {
  candidateFixture,
  paymentFixture,
  quoteCatalogue,
  roundFixture,
  serviceTermsFixture,
  weekdaysAllDay,
  workspaceFixture,
} from '../testing/fixtures';
import { NextSteps } from './next-steps';
import { UNDO_WINDOW_MS } from './undoable-move';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

afterEach(() => vi.unstubAllGlobals());

/** An ID token valid for an hour, as the SDK gives it (only its expiry is read). */
const idTokenForAnHour = () =>
  `header.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;

type StepsProps = ComponentProps<typeof NextSteps>;

const renderSteps = (
  request = workspaceFixture(),
  interviewOpen: StepsProps['interviewOpen'] = null,
  onInterviewOpenChange: StepsProps['onInterviewOpenChange'] = () => {},
) =>
  renderRoute(
    <NextSteps
      request={request}
      interviewOpen={interviewOpen}
      onInterviewOpenChange={onInterviewOpenChange}
    />,
  );

/** The moves the server may allow, as it words them. */
const standBy = {
  action: 'standBy',
  label: 'Metti in stand-by',
  to: 'STAND BY',
  noteRequired: false,
} as const;
const publish = {
  action: 'publishCandidates',
  label: 'Invia profili alla famiglia',
  to: 'INVIATO CV',
  noteRequired: false,
} as const;
const interviewDone = {
  action: 'interviewDone',
  label: 'Colloquio riuscito',
  to: 'SELEZIONE COMPLETATA',
  noteRequired: false,
} as const;
const interviewFailed = {
  action: 'interviewFailed',
  label: 'Colloquio non riuscito',
  to: 'INVIATO CV',
  noteRequired: true,
} as const;
const closeNotInterested = {
  action: 'closeNotInterested',
  label: 'Chiudi: non più interessato',
  to: "NON PIU' INTERESSATO",
  noteRequired: true,
} as const;
const substitutionAsked = {
  action: 'substitutionAsked',
  label: 'Avvia sostituzione',
  to: 'IN ATTESA',
  noteRequired: true,
} as const;

/** A request in active selection whose profiles may be sent ('Invia profili alla famiglia'). */
const selectionFixture = (overrides: Partial<RequestWorkspace> = {}) =>
  workspaceFixture({
    status: 'SELEZIONE ATTIVA',
    candidatesEditable: true,
    allowedTransitions: [publish],
    ...overrides,
  });

/** Clicks 'Invia profili alla famiglia' and gives back the dialog that asks before sending. */
const openPublishDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Invia profili alla famiglia' }));
  return screen.findByRole('dialog', { name: 'Invia profili alla famiglia' });
};

/** Waits for the profiles of request 42 to reach the server. */
const profilesSent = (calls: ApiCall[]) =>
  waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(
      '/v1/backoffice/requests/42/publish-candidates',
    ),
  );

/** An API that takes the profiles sent for request 42: its calls. */
const publishCalls = () =>
  mockApi({
    'POST /v1/backoffice/requests/42/publish-candidates': () => ({
      body: { id: 42, status: 'INVIATO CV' },
    }),
  });

/** A request whose quote waits for the family (10,50 €/h, sent on 1 December 2098). */
const quoteSentFixture = () =>
  workspaceFixture({
    status: 'INVIATO PREVENTIVO',
    quoteSentAt: '2098-12-01T08:00:00.000Z',
    allowedTransitions: [standBy],
    serviceLinked: { id: 7, name: 'Babysitter', customerType: 'B2C' },
    requestDetail: serviceTermsFixture('2099-01-07', null),
  });

/** Fake timers (still running) and an API that starts the selection of request 42: its calls. */
const startSelectionCalls = () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return mockApi({
    'POST /v1/backoffice/requests/42/start-selection': {
      body: { id: 42, status: 'SELEZIONE ATTIVA' },
    },
  });
};

/** A request whose quote the family accepted: 'Avvia selezione' is a one-click move. */
const acceptedFixture = () =>
  workspaceFixture({
    status: 'PREVENTIVO ACCETTATO',
    allowedTransitions: [
      {
        action: 'startSelection',
        label: 'Avvia selezione',
        to: 'SELEZIONE ATTIVA',
        noteRequired: false,
      },
      standBy,
    ],
  });

/** Opens «Chiudi richiesta», picks `outcome` in its menu and gives back the dialog it opens. */
const openClosing = async (outcome: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Chiudi richiesta' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: outcome }));
  return screen.findByRole('dialog', { name: outcome });
};

type Appointment = NonNullable<RequestWorkspace['appointment']>;

/** The interview of request 42 at `dateTime`, in Via Roma 1, booked at `createdAt`. */
const appointmentAt = (
  dateTime: string,
  createdAt = new Date().toISOString(),
  caregiver: Appointment['caregiver'] = null,
): Appointment => ({
  id: 1,
  requestId: 42,
  dateTime,
  place: 'Via Roma 1, Torino',
  videoLink: null,
  notes: null,
  caregiver,
  createdAt,
});

describe('next steps of a request', () => {
  it('shows exactly the moves the server allows, forward moves first and closing in a menu', async () => {
    mockApi({});
    renderSteps();
    const buttons = within(screen.getByRole('region', { name: 'Prossimi passi' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual([
      'Invia preventivo',
      'Passa a «Da richiamare»',
      'Metti in stand-by',
      'Chiudi richiesta',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi richiesta' }));
    expect(await screen.findByRole('menuitem', { name: 'Chiudi: non risponde' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Chiudi: non più interessato' })).toBeVisible();
  });

  it('corrects the quote sent until the family accepts it: the form starts as sent, PUT', async () => {
    const calls = mockApi({
      ...quoteCatalogue('BABYSITTER'),
      'PUT /v1/backoffice/requests/42/quote': { body: { id: 42, status: 'INVIATO PREVENTIVO' } },
    });
    renderSteps(quoteSentFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Correggi preventivo' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Correggi il preventivo della richiesta #42',
    });
    expect(dialog).toHaveTextContent('La nuova versione sostituisce quella inviata');
    // Unchanged, there is nothing to send the family again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia la correzione' }));
    expect(
      await within(dialog).findByText(
        'Non hai cambiato nulla: modifica il preventivo prima di inviare la correzione.',
      ),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    const rate = within(dialog).getByRole('textbox', { name: /Tariffa oraria/ });
    expect(rate).toHaveValue('10,50');
    await userEvent.clear(rate);
    await userEvent.type(rate, '12');
    // Escape from the amount just typed asks before the correction is thrown away.
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Attenzione!' });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull());
    expect(rate).toHaveValue('12,00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia la correzione' }));
    expect(
      await screen.findByText('Preventivo corretto: la famiglia riceve la nuova versione'),
    ).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/v1/backoffice/requests/42/quote');
    // It names the version it started from: another tutor's correction meanwhile is refused.
    expect(put.query.get('quoteSentAt')).toBe('2098-12-01T08:00:00.000Z');
    expect(put.body).toMatchObject({
      serviceId: 7,
      requestDetail: { serviceStart: '2099-01-07', netHourCost: 12 },
    });
    expect(put.body).not.toHaveProperty('correction');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a correction sends the version it was opened on, not one the live refresh brought', async () => {
    const calls = mockApi({
      ...quoteCatalogue('BABYSITTER'),
      'PUT /v1/backoffice/requests/42/quote': {
        status: 409,
        body: { error: { code: 'QUOTE_CHANGED', message: quoteCorrectedMeanwhileMessage } },
      },
    });
    const opened = quoteSentFixture();
    let refresh!: (request: RequestWorkspace) => void;
    function LivePage() {
      const [request, setRequest] = useState(opened);
      refresh = setRequest;
      return <NextSteps request={request} interviewOpen={null} onInterviewOpenChange={() => {}} />;
    }
    renderRoute(<LivePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Correggi preventivo' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Correggi il preventivo della richiesta #42',
    });
    // Another tutor's correction (12 €/h) arrives by the live refresh while this form is open.
    act(() =>
      refresh({
        ...opened,
        quoteSentAt: '2098-12-01T09:30:00.000Z',
        requestDetail: { ...opened.requestDetail!, netHourCost: 12 },
      }),
    );
    // The form still holds what it was opened with; only the experience changes here.
    expect(within(dialog).getByRole('textbox', { name: /Tariffa oraria/ })).toHaveValue('10,50');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Esperienza richiesta (anni)' }),
      '3',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia la correzione' }));
    // The server refuses it as started from an older version, and the dialog says why.
    expect(await within(dialog).findByText(quoteCorrectedMeanwhileMessage)).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.query.get('quoteSentAt')).toBe('2098-12-01T08:00:00.000Z');
  });

  it('warns before closing a request whose caregiver is in service, naming the rounds not paid yet', async () => {
    mockApi({});
    renderSteps(
      workspaceFixture({
        status: 'SELEZIONE COMPLETATA',
        candidates: [
          candidateFixture('Martina Rossi', {
            phase: 'CHOSEN',
            acceptedAt: '2030-02-01T09:00:00.000Z',
          }),
        ],
        rounds: [
          roundFixture({
            id: 1,
            startDate: '2030-02-03',
            endDate: null,
            eventType: 'ACTIVATION',
            hoursWorked: null,
            paymentStatus: 'PAID',
          }),
          roundFixture({ id: 2 }),
        ],
        allowedTransitions: [closeNotInterested],
      }),
    );
    const dialog = await openClosing('Chiudi: non più interessato');
    expect(dialog).toHaveTextContent(
      'Martina Rossi risulta ancora in servizio presso la famiglia.',
    );
    expect(dialog).toHaveTextContent('Un turno non è ancora pagato:');
    expect(dialog).toHaveTextContent(
      'Utilizzo dal 4 mar 2030 all’8 mar 2030, Martina Rossi (da pagare)',
    );
    expect(dialog).toHaveTextContent(
      'Dopo la chiusura dei turni si potrà registrare solo il pagamento',
    );
  });

  it('says a caregiver only chosen (no round yet) has not started, and that the payment was received', async () => {
    mockApi({});
    renderSteps(
      workspaceFixture({
        status: 'COLLOQUIO PRENOTATO',
        candidates: [
          candidateFixture('Martina Rossi', {
            phase: 'CHOSEN',
            acceptedAt: '2030-02-01T09:00:00.000Z',
          }),
        ],
        rounds: [],
        payments: [
          paymentFixture({
            provider: 'stripe',
            providerRef: 'cs_test_1',
            status: 'paid',
            createdAt: '2030-02-01T09:00:00.000Z',
            paidAt: '2030-02-01T09:05:00.000Z',
          }),
          // One taken after the request had stopped waiting for it: to refund, not received.
          paymentFixture({
            id: 2,
            provider: 'stripe',
            providerRef: 'cs_test_2',
            amountCents: 5000,
            status: 'paid',
            refundRequired: true,
            refundReason: 'Pagamento ricevuto su un checkout già chiuso: da rimborsare.',
            createdAt: '2030-02-02T09:00:00.000Z',
            paidAt: '2030-02-02T09:05:00.000Z',
          }),
        ],
        allowedTransitions: [closeNotInterested],
      }),
    );
    const dialog = await openClosing('Chiudi: non più interessato');
    expect(dialog).toHaveTextContent(
      'La famiglia aveva scelto Martina Rossi, che non ha ancora iniziato il servizio (nessun turno registrato): avvisa il caregiver che la richiesta si chiude.',
    );
    expect(dialog).toHaveTextContent(
      'Il pagamento della famiglia risulta ricevuto (196,00 € l’1 feb 2030): scegli qui sotto se va rimborsato.',
    );
    expect(dialog).not.toHaveTextContent('50,00 €');
    expect(dialog).not.toHaveTextContent('in servizio presso la famiglia');
    expect(dialog).not.toHaveTextContent('registra prima la fine del servizio');
  });

  it('closes a request with nothing running without a warning', async () => {
    mockApi({});
    renderSteps();
    const dialog = await openClosing('Chiudi: non risponde');
    expect(within(dialog).queryByText('Prima di chiudere')).toBeNull();
    // Not closed after all: the keyboard is back on the menu's button, not on the section.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Chiudi richiesta' })).toHaveFocus(),
    );
  });

  it('says when a request is closed and offers nothing', () => {
    mockApi({});
    renderSteps(workspaceFixture({ status: 'NON RISPONDE', allowedTransitions: [] }));
    expect(
      screen.getByText(
        'La richiesta è chiusa: non ci sono altri passi. Se la famiglia si fa risentire, registra la chiamata e invitala a inviare una nuova richiesta dalla sua area personale: la troverai tra le nuove.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the refund still to record as the one step left on a closed request', () => {
    mockApi({});
    renderSteps(
      workspaceFixture({ status: 'NON RISPONDE', allowedTransitions: [], refundOwed: true }),
    );
    const steps = screen.getByRole('region', { name: 'Prossimi passi' });
    expect(steps).toHaveTextContent(
      'La richiesta è chiusa: resta da rimborsare il pagamento. Esegui il rimborso dal pannello del fornitore dei pagamenti, poi registralo con «Rimborso eseguito» in «Pagamenti».',
    );
    expect(steps).not.toHaveTextContent('non ci sono altri passi');
  });

  it('asks when to call back before «Passa a Da richiamare», and sends the moment with the move', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'POST /v1/backoffice/requests/42/mark-to-call': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Scegli un momento futuro per richiamare',
            fields: { 'body.callBackAt': 'Scegli un momento futuro per richiamare' },
          },
        },
      },
    });
    renderSteps();
    await user.click(screen.getByRole('button', { name: 'Passa a «Da richiamare»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passa a «Da richiamare»' });
    expect(dialog).toHaveTextContent('la richiesta passa a «Da richiamare»');
    // Nothing sent on the click: the tutor says when, if it was agreed.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Com’è andata la chiamata/ }),
      'Non risponde, lasciato un messaggio',
    );
    const tomorrow = italianDay(new Date(Date.now() + 86_400_000));
    const [y, m, d] = tomorrow.split('-');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Da richiamare il/ }),
      `${d}/${m}/${y}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Passa a «Da richiamare»' }));
    expect(await within(dialog).findByText('Indica l’ora (es. 15:30)')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Alle/), '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Passa a «Da richiamare»' }));
    // The API's clock refuses the moment: said under the day, the dialog stays with what was typed.
    expect(
      await within(dialog).findByText('Scegli un momento futuro per richiamare'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/v1/backoffice/requests/42/mark-to-call',
      body: {
        note: 'Non risponde, lasciato un messaggio',
        callBackAt: italianDateTimeToIso(tomorrow, '10:00'),
      },
    });
  });

  it('moves to «Da richiamare» with nothing else said when nothing was agreed', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'POST /v1/backoffice/requests/42/mark-to-call': { body: { id: 42, status: 'DA RICHIAMARE' } },
    });
    renderSteps();
    await user.click(screen.getByRole('button', { name: 'Passa a «Da richiamare»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passa a «Da richiamare»' });
    await user.click(within(dialog).getByRole('button', { name: 'Passa a «Da richiamare»' }));
    expect(await screen.findByText('Richiesta #42 ora in «Da richiamare»')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ body: { note: null } }),
    ]);
  });

  it('makes a move that needs no note in one click, sent when the undo window ends', async () => {
    const calls = startSelectionCalls();
    renderSteps(acceptedFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Avvia selezione' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const bar = screen.getByRole('status');
    expect(bar).toHaveTextContent('La richiesta passa in «Selezione attiva» tra');
    // Starting the selection emails nobody: the bar says nothing of the family.
    expect(bar).not.toHaveTextContent('famiglia');
    expect(within(bar).getByRole('button', { name: 'Annulla' })).toBeVisible();
    // Nothing reaches the server (and no email leaves) during the window.
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 500);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/v1/backoffice/requests/42/start-selection',
      }),
    );
    expect(await screen.findByText('Richiesta #42 ora in «Selezione attiva»')).toBeVisible();
    vi.useRealTimers();
  });

  it('says in the undo bar and before the click that «Cerca altri profili» tells the family', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({});
    renderSteps(
      workspaceFixture({
        status: 'INVIATO CV',
        allowedTransitions: [
          {
            action: 'searchOtherProfiles',
            label: 'Cerca altri profili',
            to: 'SELEZIONE ATTIVA',
            noteRequired: false,
          },
        ],
      }),
    );
    const button = screen.getByRole('button', { name: 'Cerca altri profili' });
    // The family's email is a news its choice of emails governs: not promised as sure.
    expect(button.getAttribute('title')).toMatch(
      / La famiglia ne viene avvisata per email, secondo le sue preferenze\.$/,
    );
    await userEvent.click(button);
    const bar = screen.getByRole('status');
    expect(bar).toHaveTextContent(
      /La richiesta passa in «Selezione attiva» tra \d s\..*La famiglia ne sarà avvisata per email, secondo le sue preferenze\./,
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Annulla' }));
    vi.useRealTimers();
  });

  it('says in the undo bar that sending the profiles tells the family', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({});
    renderSteps(
      selectionFixture({
        candidates: [candidateFixture('Sofia Ricci', { published: false, reason: 'Vicina' })],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invia profili alla famiglia' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'La famiglia ne sarà avvisata per email, secondo le sue preferenze.',
    );
    await userEvent.click(
      within(screen.getByRole('status')).getByRole('button', { name: 'Annulla' }),
    );
    vi.useRealTimers();
  });

  it('says before «Invia preventivo» what the family receives', () => {
    mockApi({});
    renderSteps(
      workspaceFixture({
        allowedTransitions: [
          {
            action: 'sendQuote',
            label: 'Invia preventivo',
            to: 'INVIATO PREVENTIVO',
            noteRequired: false,
          },
        ],
      }),
    );
    expect(screen.getByRole('button', { name: 'Invia preventivo' })).toHaveAttribute(
      'title',
      'Compili il preventivo e lo invii: compare subito nell’area riservata della famiglia. La famiglia ne viene avvisata per email, secondo le sue preferenze.',
    );
  });

  it('sends nothing when the tutor clicks Annulla', async () => {
    const calls = startSelectionCalls();
    renderSteps(acceptedFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Avvia selezione' }));
    // The other moves wait while one can still be undone.
    expect(screen.getByRole('button', { name: 'Metti in stand-by' })).toBeDisabled();
    await userEvent.click(
      within(screen.getByRole('status')).getByRole('button', { name: 'Annulla' }),
    );
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 1000);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Metti in stand-by' })).toBeEnabled();
    vi.useRealTimers();
  });

  it('puts the keyboard on Annulla as the bar appears, and on the steps once it is undone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({});
    renderSteps(acceptedFixture());
    await overlaysMounted();
    const start = screen.getByRole('button', { name: 'Avvia selezione' });
    start.focus();
    await userEvent.keyboard('{Enter}');
    // The button pressed is disabled meanwhile: 'Annulla' is where the keyboard is, in time.
    const bar = screen.getByRole('status');
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Annulla' })).toHaveFocus());
    // The seconds are seen; a screen reader hears the sentence once, not each second.
    expect(within(bar).getByText(/^tra \d s\.$/)).toHaveAttribute('aria-hidden', 'true');
    expect(bar).toHaveTextContent('tra pochi secondi: puoi ancora annullare.');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('status')).toBeNull();
    // Not the page's body (the next Tab would start from the menu): the section of the steps.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Prossimi passi' })).toHaveFocus(),
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Avvia selezione' })).toHaveFocus();
    vi.useRealTimers();
  });

  it('sends the waiting move once, at once, when the tab is closed or reloaded', async () => {
    const calls = startSelectionCalls();
    const token = idTokenForAnHour();
    let asked = 0;
    setTokenProvider(async () => {
      asked++;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return token;
    });
    renderSteps(acceptedFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Avvia selezione' }));
    expect(screen.getByRole('status')).toHaveTextContent('tra 5 s.');
    // The token is got when the window opens, to be at hand.
    await vi.advanceTimersByTimeAsync(300);
    expect(asked).toBe(1);
    // A page being reloaded or closed runs nothing later: the call starts within the event, as
    // the browser starts leaving (before a reload asks for the page again), made to outlive the
    // page, signed in with the token at hand (no wait for the SDK).
    act(() => {
      window.dispatchEvent(new Event('beforeunload'));
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        expect.objectContaining({
          path: '/v1/backoffice/requests/42/start-selection',
          keepalive: true,
          headers: expect.objectContaining({ Authorization: `Bearer ${token}` }),
        }),
      ]);
    });
    expect(asked).toBe(1);
    setTokenProvider(async () => null);
    expect(screen.queryByRole('button', { name: 'Annulla' })).toBeNull();
    // The window's end, the pagehide after the beforeunload, or hiding the tab send it no more.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 1000);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    vi.useRealTimers();
  });

  it('waits for the page to be left when the browser asks before leaving (unsaved work)', async () => {
    const calls = startSelectionCalls();
    const token = idTokenForAnHour();
    setTokenProvider(async () => token);
    renderRoute(
      <>
        <NextSteps
          request={acceptedFixture()}
          interviewOpen={null}
          onInterviewOpenChange={() => {}}
        />
        <UnsavedChangesGuard when />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Avvia selezione' }));
    // 'Leave page?': the tutor may stay, and can still undo.
    act(() => {
      window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(
      within(screen.getByRole('status')).getByRole('button', { name: 'Annulla' }),
    ).toBeVisible();
    // Left after all: sent then.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/v1/backoffice/requests/42/start-selection',
        keepalive: true,
      }),
    ]);
    setTokenProvider(async () => null);
    vi.useRealTimers();
  });

  it('sends the waiting move when the tab is hidden, and nothing once it was undone', async () => {
    const calls = startSelectionCalls();
    renderSteps(acceptedFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Avvia selezione' }));
    await userEvent.click(
      within(screen.getByRole('status')).getByRole('button', { name: 'Annulla' }),
    );
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 1000);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Avvia selezione' }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility.mockRestore();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        expect.objectContaining({
          path: '/v1/backoffice/requests/42/start-selection',
          keepalive: true,
        }),
      ]),
    );
    expect(await screen.findByText('Richiesta #42 ora in «Selezione attiva»')).toBeVisible();
    vi.useRealTimers();
  });

  it('sends the waiting move when the tutor leaves for another page of the app', async () => {
    const calls = startSelectionCalls();
    const { unmount } = renderSteps(acceptedFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Avvia selezione' }));
    unmount();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        expect.objectContaining({ path: '/v1/backoffice/requests/42/start-selection' }),
      ]),
    );
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 1000);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    vi.useRealTimers();
  });

  it('lets the tutor make the one-click move with a note for the history instead', async () => {
    const calls = startSelectionCalls();
    renderSteps(acceptedFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Avvia selezione' }));
    await userEvent.click(
      within(screen.getByRole('status')).getByRole('button', { name: 'Aggiungi una nota' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Nota per lo storico/ }),
      'Avvisata la famiglia',
    );
    // The one-click move was taken back: its window ends and nothing is sent.
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 1000);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avvia selezione' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        expect.objectContaining({
          path: '/v1/backoffice/requests/42/start-selection',
          body: { note: 'Avvisata la famiglia' },
        }),
      ]),
    );
    vi.useRealTimers();
  });

  it('starts a new interview’s place from the request’s address', async () => {
    mockApi({});
    renderSteps(workspaceFixture({ status: 'PAGATO' }), 'book');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Luogo' })).toHaveValue(
      'Via Roma 1, 10121 Torino (TO)',
    );
  });

  it('asks before the interview’s notes or a closing reason are thrown away', async () => {
    mockApi({});
    const onInterviewOpenChange = vi.fn();
    const { unmount } = renderSteps(
      workspaceFixture({ status: 'PAGATO' }),
      'book',
      onInterviewOpenChange,
    );
    const interview = await screen.findByRole('dialog');
    // Untouched, the × closes at once.
    await userEvent.click(interview.querySelector<HTMLButtonElement>('.mantine-Modal-close')!);
    expect(onInterviewOpenChange).toHaveBeenLastCalledWith(null);
    onInterviewOpenChange.mockClear();
    await userEvent.type(
      within(interview).getByRole('textbox', { name: 'Note per la famiglia' }),
      'Portate il libretto',
    );
    await userEvent.click(within(interview).getByRole('button', { name: 'Annulla' }));
    const question = await screen.findByRole('dialog', { name: 'Attenzione!' });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull());
    expect(onInterviewOpenChange).not.toHaveBeenCalled();
    unmount();

    renderSteps();
    const closing = await openClosing('Chiudi: non risponde');
    await userEvent.type(
      within(closing).getByRole('textbox', { name: /Motivo della chiusura/ }),
      'Tre chiamate',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(closing.querySelector<HTMLButtonElement>('.mantine-Modal-close')!);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'Si',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Chiudi: non risponde' })).toBeNull(),
    );
  });

  it('will not close a request without a reason', async () => {
    const calls = mockApi({
      'POST /v1/backoffice/requests/42/close': { body: { id: 42, status: 'NON RISPONDE' } },
    });
    renderSteps();
    const dialog = await openClosing('Chiudi: non risponde');
    const confirm = within(dialog).getByRole('button', { name: 'Chiudi richiesta' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo della chiusura/ }),
      'Tre chiamate senza risposta',
    );
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/v1/backoffice/requests/42/close',
        body: { outcome: 'NON RISPONDE', note: 'Tre chiamate senza risposta' },
      }),
    );
    // Nothing was paid: no decision on a payment is asked, none is sent.
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')!.body).not.toHaveProperty('refund');
  });

  it('keeps "send the profiles" disabled until a candidate waits to be sent', () => {
    mockApi({});
    renderSteps(selectionFixture());
    const button = screen.getByRole('button', { name: 'Invia profili alla famiglia' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Aggiungi almeno un caregiver prima di inviare i profili alla famiglia.',
    );
  });

  it('after «Cerca altri profili» says before the click that nobody new would be sent, until one is added', () => {
    mockApi({});
    const sentBefore = selectionFixture({
      // Already sent: one the family still has, one who left after a failed interview.
      candidates: [
        candidateFixture('Martina Rossi'),
        candidateFixture('Luca Marino', {
          phase: 'CHOSEN',
          endedAt: '2030-01-01T10:00:00.000Z',
          endedReason: 'INTERVIEW_FAILED',
        }),
      ],
    });
    const { unmount } = renderSteps(sentBefore);
    const nobodyNew =
      'Aggiungi almeno un nuovo profilo: quelli già inviati la famiglia li ha già visti.';
    const button = screen.getByRole('button', { name: 'Invia profili alla famiglia' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(nobodyNew);
    expect(screen.getByText(nobodyNew)).toBeVisible();
    unmount();
    // One added: the profiles may go.
    renderSteps({
      ...sentBefore,
      candidates: [
        ...sentBefore.candidates,
        candidateFixture('Sofia Ricci', { published: false, reason: 'Vive a due passi' }),
      ],
    });
    expect(screen.getByRole('button', { name: 'Invia profili alla famiglia' })).toBeEnabled();
    expect(screen.queryByText(nobodyNew)).toBeNull();
  });

  it('holds «Invia profili alla famiglia» while a babysitter to send lacks the criminal record, saying who', () => {
    mockApi({});
    const withLuca = (criminalRecordOn: string | null) =>
      selectionFixture({
        candidates: [
          candidateFixture('Martina Rossi', { published: false }),
          candidateFixture('Luca Marino', { published: false, criminalRecordOn }),
        ],
      });
    const { unmount } = renderSteps(withLuca(null));
    const message =
      'Prima di inviare i profili serve il casellario giudiziale di Luca Marino: registralo nella sua scheda o togli il profilo dalla richiesta.';
    const button = screen.getByRole('button', { name: 'Invia profili alla famiglia' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(message);
    expect(screen.getByText(message)).toBeVisible();
    unmount();
    // A certificate of 2015: it counts six months, so it is said with its day.
    const { unmount: unmountExpired } = renderSteps(withLuca('2015-01-01'));
    const expired =
      'Prima di inviare i profili serve un casellario giudiziale degli ultimi 6 mesi per Luca Marino (quello registrato è dell’1 gennaio 2015): registralo nella sua scheda o togli il profilo dalla richiesta.';
    expect(screen.getByRole('button', { name: 'Invia profili alla famiglia' })).toBeDisabled();
    expect(screen.getByText(expired)).toBeVisible();
    unmountExpired();
    // Recorded today: the profiles may go (other checks still missing are the family card's to say).
    renderSteps(withLuca(italianDay(new Date())));
    expect(screen.getByRole('button', { name: 'Invia profili alla famiglia' })).toBeEnabled();
    expect(screen.queryByText(/casellario/)).toBeNull();
  });

  it('says which profiles go without «Perché te lo proponiamo» before sending them', async () => {
    const calls = publishCalls();
    renderSteps(
      selectionFixture({
        candidates: [
          candidateFixture('Sofia Ricci', { published: false, reason: 'Vive a due passi' }),
          candidateFixture('Luca Marino', { published: false }),
        ],
      }),
    );
    const dialog = await openPublishDialog();
    expect(dialog).toHaveTextContent(
      'Luca Marino non ha «Perché te lo proponiamo»: la famiglia vedrà solo la scheda.',
    );
    expect(dialog).not.toHaveTextContent('Sofia Ricci');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Invia profili alla famiglia' }),
    );
    await profilesSent(calls);
  });

  // The family then read «CV non disponibile» under 'Inviato CV', and nobody had said so.
  it('says, before sending, whose CV the family will not see: none uploaded, or hidden', async () => {
    mockApi({});
    const withCv = candidateFixture('Sofia Ricci', { published: false, reason: 'Vicina' });
    const noCv = candidateFixture('Luca Marino', { published: false, reason: 'Paziente' });
    const hidden = candidateFixture('Anna Conti', { published: false, reason: 'Esperta' });
    renderSteps(
      selectionFixture({
        candidates: [
          withCv,
          { ...noCv, caregiver: { ...noCv.caregiver, hasCv: false, cvUrl: null } },
          { ...hidden, caregiver: { ...hidden.caregiver, resumeHidden: true } },
        ],
      }),
    );
    const dialog = await openPublishDialog();
    expect(dialog).toHaveTextContent(
      'La famiglia non vedrà il CV di Luca Marino e Anna Conti: non è stato caricato, o è nascosto nelle loro schede.',
    );
    expect(dialog).not.toHaveTextContent('Sofia Ricci');
  });

  // A colf went to a family with «Colloquio con Equilibrio non ancora svolto», nobody told.
  it('says, before sending, whom Equilibrio has not interviewed yet', async () => {
    mockApi({});
    const seen = candidateFixture('Sofia Ricci', { published: false, reason: 'Vicina' });
    const lucia = candidateFixture('Lucia Costa', { published: false, reason: 'Precisa' });
    renderSteps(
      selectionFixture({
        candidates: [seen, { ...lucia, checkKinds: ['identity-document', 'references'] }],
      }),
    );
    const dialog = await openPublishDialog();
    expect(dialog).toHaveTextContent(
      'Con Lucia Costa il colloquio con Equilibrio non è ancora stato fatto: la famiglia leggerà «Colloquio con Equilibrio non ancora svolto» nel suo profilo.',
    );
    expect(dialog).not.toHaveTextContent('Sofia Ricci');
  });

  it('names, before sending, a live-in service asked of who does not live in, and a home out of the area', async () => {
    mockApi({});
    const irina = candidateFixture('Irina Popescu', { published: false, reason: 'Esperta' });
    const anna = candidateFixture('Anna Conti', { published: false, reason: 'Vicina' });
    const base = workspaceFixture();
    renderSteps(
      selectionFixture({
        province: 'BO',
        businessLine: 'NURSE',
        requestDetail: { ...base.requestDetail!, coliving: true },
        candidates: [
          { ...irina, caregiver: { ...irina.caregiver, liveIn: false, province: 'TO' } },
          { ...anna, caregiver: { ...anna.caregiver, liveIn: true, province: 'BO' } },
        ],
      }),
    );
    const dialog = await openPublishDialog();
    const unfit = within(dialog).getByRole('list', {
      name: 'Profili che non corrispondono in tutto',
    });
    expect(unfit).toHaveTextContent(
      'Irina Popescu — non è disponibile alla convivenza, che la richiesta chiede; fuori zona: vive in provincia di Torino (TO) e non lavora in quella della richiesta',
    );
    expect(unfit).not.toHaveTextContent('Anna Conti');
  });

  it('names, before sending, a pet sitter who does not say they look after the cat or give medicine', async () => {
    mockApi({});
    const giorgia = candidateFixture('Giorgia Gallo', { published: false, reason: 'Vicina' });
    const marta = candidateFixture('Marta Riva', { published: false, reason: 'Esperta' });
    const base = workspaceFixture();
    renderSteps(
      selectionFixture({
        businessLine: 'PETSITTER',
        requestDetail: { ...base.requestDetail!, drugs: true },
        dependants: [
          {
            id: 1,
            name: 'Fido',
            type: 'DOG',
            birthDate: '2017-05-01',
            gender: 'MALE',
            handicap: false,
          },
          {
            id: 2,
            name: 'Micia',
            type: 'CAT',
            birthDate: '2009-05-01',
            gender: 'FEMALE',
            handicap: false,
          },
        ],
        candidates: [
          {
            ...giorgia,
            caregiver: { ...giorgia.caregiver, type: 'pet-sitter', skills: ['dog', 'dog1'] },
          },
          {
            ...marta,
            caregiver: {
              ...marta.caregiver,
              type: 'pet-sitter',
              skills: ['dog2', 'cat', 'pet-medication'],
            },
          },
        ],
      }),
    );
    const dialog = await openPublishDialog();
    const unfit = within(dialog).getByRole('list', {
      name: 'Profili che non corrispondono in tutto',
    });
    expect(unfit).toHaveTextContent(
      'Giorgia Gallo — non indica «Gatti» e «Somministrazione di farmaci agli animali», che la richiesta chiede',
    );
    // Any dog size answers a dog of unknown size.
    expect(unfit).not.toHaveTextContent('Marta Riva');
  });

  it('names, before sending, the profiles not free when asked and those with references to verify', async () => {
    const calls = publishCalls();
    const evenings = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map(
      (day) => `${day}-eve` as const,
    );
    const maria = candidateFixture('María Fernández', { published: false, reason: 'Vicina' });
    const giulia = candidateFixture('Giulia Bianchi', { published: false, reason: 'Paziente' });
    renderSteps(
      selectionFixture({
        schedule: weekdaysAllDay,
        candidates: [
          { ...maria, caregiver: { ...maria.caregiver, availability: evenings } },
          {
            ...giulia,
            caregiver: {
              ...giulia.caregiver,
              availability: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).flatMap((day) => [
                `${day}-mor` as const,
                `${day}-aft` as const,
              ]),
            },
            checkKinds: ['identity-document', 'agency-interview', 'criminal-record'],
          },
        ],
      }),
    );
    const dialog = await openPublishDialog();
    const notFree = within(dialog).getByRole('list', {
      name: 'Profili che non corrispondono in tutto',
    });
    expect(notFree).toHaveTextContent(
      'María Fernández — Disponibile solo la sera: la richiesta chiede mattina e pomeriggio',
    );
    expect(notFree).not.toHaveTextContent('Giulia Bianchi');
    expect(dialog).toHaveTextContent(
      'Le referenze di Giulia Bianchi non sono ancora verificate: la famiglia leggerà «Referenze non ancora verificate» nel profilo di Giulia Bianchi. Vuoi inviarlo comunque?',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // Not held back: the tutor sends them knowingly.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia comunque' }));
    await profilesSent(calls);
  });

  it('asks nothing of a colf whose references are still to verify', async () => {
    mockApi({});
    const elisa = candidateFixture('Elisa Ferri', { published: false, reason: 'Precisa' });
    renderSteps(
      selectionFixture({
        // Interviewed by Equilibrio (a profile not yet interviewed is said before sending).
        candidates: [
          {
            ...elisa,
            caregiver: { ...elisa.caregiver, type: 'colf' },
            checkKinds: ['agency-interview'],
          },
        ],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invia profili alla famiglia' }));
    // Sent in one click, with 'Annulla' for a few seconds: no dialog.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('records a good interview from its day on, and says so before', () => {
    mockApi({});
    const appointmentIn = (days: number) =>
      workspaceFixture({
        status: 'COLLOQUIO PRENOTATO',
        allowedTransitions: [interviewDone],
        // Noon in Italy, `days` from today.
        appointment: appointmentAt(
          `${isoDate(romeParts(new Date(Date.now() + days * 86_400_000)))}T11:00:00Z`,
        ),
      });
    const ahead = appointmentIn(2);
    const { unmount } = renderSteps(ahead);
    const done = screen.getByRole('button', { name: 'Colloquio riuscito' });
    expect(done).toBeDisabled();
    expect(done).toHaveAccessibleDescription(/^Il colloquio è fissato per /);
    const day = dayMonthYear(romeParts(new Date(ahead.appointment!.dateTime)));
    expect(
      screen.getByText(
        `Il colloquio è fissato per ${withDayArticle('il', day)}: potrai segnarne l’esito da quel giorno. Prima puoi spostarlo o annullarlo dalla scheda del colloquio.`,
      ),
    ).toBeVisible();
    unmount();
    // Its day has come (even before the booked hour): the tutor may record it.
    renderSteps(appointmentIn(0));
    expect(screen.getByRole('button', { name: 'Colloquio riuscito' })).toBeEnabled();
    expect(screen.queryByText(/potrai segnarne l’esito/)).toBeNull();
  });

  it('asks why before a failed interview releases the caregiver, and sends nothing until told', async () => {
    const calls = mockApi({
      'POST /v1/backoffice/requests/42/interview-failed': {
        body: { id: 42, status: 'INVIATO CV' },
      },
    });
    renderSteps(
      workspaceFixture({
        status: 'COLLOQUIO PRENOTATO',
        allowedTransitions: [interviewDone, interviewFailed],
      }),
    );
    // Drawn apart from the way forward, not as a second green button.
    const failed = screen.getByRole('button', { name: 'Colloquio non riuscito' });
    const looks = (button: HTMLElement) =>
      [button.getAttribute('data-variant'), button.getAttribute('style')].join(' ');
    expect(looks(failed)).not.toBe(
      looks(screen.getByRole('button', { name: 'Colloquio riuscito' })),
    );
    await userEvent.click(failed);
    const dialog = await screen.findByRole('dialog', { name: 'Colloquio non riuscito' });
    expect(dialog).toHaveTextContent('il caregiver viene rilasciato');
    expect(dialog).not.toHaveTextContent('non si è ancora svolto');
    const confirm = within(dialog).getByRole('button', { name: 'Colloquio non riuscito' });
    expect(confirm).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Perché il colloquio non è riuscito/ }),
      'Orari incompatibili',
    );
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/v1/backoffice/requests/42/interview-failed',
        body: { note: 'Orari incompatibili' },
      }),
    );
  });

  it('holds a failed outcome to the interview’s day, and before its hour points to moving or calling it off', async () => {
    mockApi({});
    const interviewAt = (at: Date) =>
      workspaceFixture({
        status: 'COLLOQUIO PRENOTATO',
        allowedTransitions: [interviewDone, interviewFailed],
        appointment: appointmentAt(at.toISOString()),
      });
    // Two days ahead: it would release the paid caregiver under a date still to come.
    const ahead = new Date(Date.now() + 2 * 86_400_000);
    const { unmount } = renderSteps(interviewAt(ahead));
    const early = screen.getByRole('button', { name: 'Colloquio non riuscito' });
    expect(early).toBeDisabled();
    // Both outcomes wait for the day: said once, describing both buttons.
    expect(screen.getAllByText(/potrai segnarne l’esito da quel giorno/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Colloquio riuscito' })).toHaveAccessibleDescription(
      /potrai segnarne l’esito da quel giorno/,
    );
    expect(early).toHaveAccessibleDescription(
      `Il colloquio è fissato per ${withDayArticle('il', dayMonthYear(romeParts(ahead)))}: potrai segnarne l’esito da quel giorno. Prima puoi spostarlo o annullarlo dalla scheda del colloquio.`,
    );
    unmount();
    // Its day, before its hour (9:00 in Italy, the interview at 16:00): asked, with the way to
    // move it or call it off said first.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-09T08:00:00Z'));
    try {
      renderSteps(interviewAt(new Date('2026-12-09T15:00:00Z')));
      await userEvent.click(screen.getByRole('button', { name: 'Colloquio non riuscito' }));
      const dialog = await screen.findByRole('dialog', { name: 'Colloquio non riuscito' });
      expect(dialog).toHaveTextContent(
        'Il colloquio è fissato per il 9 dic 2026 alle 16:00 e non si è ancora svolto: per spostarlo o annullarlo usa «Sposta colloquio» o «Annulla colloquio» nella scheda del colloquio. Il colloquio non è andato bene: il caregiver viene rilasciato',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws a substitution beside a running service, not as its way forward', () => {
    mockApi({});
    renderSteps(
      workspaceFixture({
        status: 'SELEZIONE COMPLETATA',
        allowedTransitions: [substitutionAsked],
      }),
    );
    expect(screen.getByRole('button', { name: 'Avvia sostituzione' })).toHaveAttribute(
      'data-variant',
      'outline',
    );
  });

  it('closes the untouched quote form on Escape; a written one asks first', async () => {
    mockApi({});
    renderSteps();
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Preventivo per la richiesta #42' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    dialog = await screen.findByRole('dialog', { name: 'Preventivo per la richiesta #42' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Tariffa oraria del caregiver (€/h)' }),
      '11',
    );
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Attenzione!' });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull());
    expect(
      within(dialog).getByRole('textbox', { name: 'Tariffa oraria del caregiver (€/h)' }),
    ).toHaveValue('11,00');
  });

  it('asks before a written quote is thrown away by Annulla or the ×', async () => {
    mockApi({});
    renderSteps();
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preventivo per la richiesta #42' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Tariffa oraria del caregiver (€/h)' }),
      '11',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    const question = await screen.findByRole('dialog', { name: 'Attenzione!' });
    expect(question).toHaveTextContent(
      'Ci sono delle modifiche in attesa di essere salvate, vuoi uscire comunque?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull());
    expect(
      within(dialog).getByRole('textbox', { name: 'Tariffa oraria del caregiver (€/h)' }),
    ).toHaveValue('11,00');

    // The dialog's own close button asks too; 'Si' lets the quote go.
    const closeButton = dialog.querySelector<HTMLButtonElement>('.mantine-Modal-close')!;
    await userEvent.click(closeButton);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'Si',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Preventivo per la richiesta #42' })).toBeNull(),
    );
  });

  describe('closing a request the family paid for', () => {
    const paidRequest = () =>
      workspaceFixture({
        status: 'PAGATO',
        payments: [
          paymentFixture({
            id: 8,
            amountCents: 21400,
            status: 'paid',
            paidAt: '2026-11-25T10:00:00.000Z',
          }),
        ],
        allowedTransitions: [closeNotInterested],
      });
    const openClose = () => openClosing('Chiudi: non più interessato');

    it('asks whether the payment goes back, and will not close until the tutor chooses', async () => {
      const calls = mockApi({
        'POST /v1/backoffice/requests/42/close': {
          body: { id: 42, status: "NON PIU' INTERESSATO" },
        },
      });
      renderSteps(paidRequest());
      const dialog = await openClose();
      expect(dialog).toHaveTextContent(
        'Il pagamento della famiglia risulta ricevuto (214,00 € il 25 nov 2026): scegli qui sotto se va rimborsato.',
      );
      expect(dialog).toHaveTextContent(
        'perché la famiglia non è più interessata. La famiglia ne viene avvisata per email, secondo le sue preferenze (sempre, se c’è un rimborso).',
      );
      const choice = within(dialog).getByRole('radiogroup', { name: /Il pagamento ricevuto/ });
      // It opens on the first thing it asks: what becomes of the payment.
      await waitFor(() =>
        expect(within(choice).getByRole('radio', { name: /Da rimborsare/ })).toHaveFocus(),
      );
      const confirm = within(dialog).getByRole('button', { name: 'Chiudi richiesta' });
      expect(confirm).toHaveAccessibleDescription(
        'Da scegliere: Il pagamento ricevuto. Da compilare: Motivo della chiusura.',
      );
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: /Motivo della chiusura/ }),
        'Ha trovato una babysitter tramite amici',
      );
      // The reason alone is not enough: the money is decided on.
      expect(confirm).toBeDisabled();
      expect(confirm).toHaveAccessibleDescription('Da scegliere: Il pagamento ricevuto.');
      await userEvent.click(
        within(choice).getByRole('radio', { name: /Da rimborsare alla famiglia/ }),
      );
      expect(confirm).toBeEnabled();
      await userEvent.click(confirm);
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'POST')).toMatchObject({
          path: '/v1/backoffice/requests/42/close',
          body: {
            outcome: "NON PIU' INTERESSATO",
            note: 'Ha trovato una babysitter tramite amici',
            refund: true,
          },
        }),
      );
      expect(
        await screen.findByText('Richiesta chiusa: il pagamento è da rimborsare alla famiglia'),
      ).toBeVisible();
    });

    it('asks how much goes back, the whole payment unless the tutor writes less, within what was paid', async () => {
      const calls = mockApi({
        'POST /v1/backoffice/requests/42/close': {
          body: { id: 42, status: "NON PIU' INTERESSATO" },
        },
      });
      renderSteps(paidRequest());
      const dialog = await openClose();
      // Only once the money goes back.
      expect(within(dialog).queryByRole('textbox', { name: /Importo da rimborsare/ })).toBeNull();
      await userEvent.click(
        within(dialog).getByRole('radio', { name: /Da rimborsare alla famiglia/ }),
      );
      const amount = within(dialog).getByRole('textbox', { name: /Importo da rimborsare/ });
      expect(amount).toHaveValue('214,00');
      expect(amount).toHaveAccessibleDescription(
        'Se la selezione è già iniziata, la famiglia paga solo la parte svolta: indica quanto le restituisci.',
      );
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: /Motivo della chiusura/ }),
        'Rinuncia dopo due colloqui',
      );
      const confirm = within(dialog).getByRole('button', { name: 'Chiudi richiesta' });
      // More than was paid: said under the field, and the close waits.
      await userEvent.clear(amount);
      await userEvent.type(amount, '300');
      expect(
        await within(dialog).findByText(
          'L’importo da rimborsare non può superare quanto pagato dalla famiglia (214,00 €).',
        ),
      ).toBeVisible();
      expect(confirm).toBeDisabled();
      await userEvent.clear(amount);
      await userEvent.type(amount, '120');
      await waitFor(() => expect(confirm).toBeEnabled());
      await userEvent.click(confirm);
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
          outcome: "NON PIU' INTERESSATO",
          note: 'Rinuncia dopo due colloqui',
          refund: true,
          refundAmounts: [{ paymentId: 8, amountCents: 12_000 }],
        }),
      );
    });

    it('sends “non va rimborsato” as it is, and asks before a choice made is thrown away', async () => {
      const calls = mockApi({
        'POST /v1/backoffice/requests/42/close': {
          body: { id: 42, status: "NON PIU' INTERESSATO" },
        },
      });
      renderSteps(paidRequest());
      let dialog = await openClose();
      await userEvent.click(within(dialog).getByRole('radio', { name: /Non va rimborsato/ }));
      await userEvent.keyboard('{Escape}');
      const question = await screen.findByRole('dialog', { name: 'Attenzione!' });
      await userEvent.click(within(question).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull());
      dialog = screen.getByRole('dialog', { name: 'Chiudi: non più interessato' });
      expect(within(dialog).getByRole('radio', { name: /Non va rimborsato/ })).toBeChecked();
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: /Motivo della chiusura/ }),
        'Servizio già svolto',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi richiesta' }));
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
          outcome: "NON PIU' INTERESSATO",
          note: 'Servizio già svolto',
          refund: false,
        }),
      );
    });

    it('says the API’s refusal when a payment arrived meanwhile', async () => {
      mockApi({
        'POST /v1/backoffice/requests/42/close': {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: closeRefundDecisionMessage,
              fields: { refund: closeRefundDecisionMessage },
            },
          },
        },
      });
      renderSteps();
      const dialog = await openClosing('Chiudi: non risponde');
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: /Motivo della chiusura/ }),
        'Tre chiamate',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi richiesta' }));
      expect(await within(dialog).findByText(closeRefundDecisionMessage)).toBeVisible();
    });
  });

  describe('a pause with the interview booked', () => {
    const bookedIn = (hours: number) =>
      workspaceFixture({
        status: 'COLLOQUIO PRENOTATO',
        allowedTransitions: [standBy],
        appointment: appointmentAt(
          new Date(Date.now() + hours * 3_600_000).toISOString(),
          new Date().toISOString(),
          { docRef: 'cg-martina', name: 'Martina', surname: 'Rossi' },
        ),
      });

    it('names the interview still ahead and says it is called off, then pauses', async () => {
      const calls = mockApi({
        'POST /v1/backoffice/requests/42/stand-by': { body: { id: 42, status: 'STAND BY' } },
      });
      const request = bookedIn(30);
      renderSteps(request);
      await userEvent.click(screen.getByRole('button', { name: 'Metti in stand-by' }));
      // Not one click: the dialog says what happens to the interview first.
      const dialog = await screen.findByRole('dialog', { name: 'Metti in stand-by' });
      const at = request.appointment!.dateTime;
      expect(dialog).toHaveTextContent(
        `La richiesta viene messa in pausa e il colloquio con Martina Rossi fissato per ${withDayArticle('il', formatDay(at))} alle ${italianTime(at)} viene annullato: la famiglia riceve un’email. Alla ripresa la richiesta torna a «Pagato» e potrai fissare un nuovo colloquio.`,
      );
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
      // The reason first: until then the pause cannot be confirmed.
      const confirm = within(dialog).getByRole('button', { name: 'Metti in stand-by' });
      expect(confirm).toBeDisabled();
      await userEvent.click(
        within(dialog).getByRole('radio', { name: 'Richiesta della famiglia' }),
      );
      await userEvent.click(confirm);
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'POST')).toMatchObject({
          path: '/v1/backoffice/requests/42/stand-by',
          body: { note: null, reason: 'FAMILY_REQUEST', resumeBy: null },
        }),
      );
    });

    it('opens on its first reason, and warns that a held choice’s 24 hours go on', async () => {
      mockApi({});
      const held = new Date(Date.now() + 5 * 3_600_000).toISOString();
      renderSteps(
        workspaceFixture({
          status: 'DA PAGARE',
          allowedTransitions: [standBy],
          candidates: [
            candidateFixture('Martina Rossi', {
              phase: 'CHOSEN',
              published: true,
              chosenAt: new Date().toISOString(),
              holdExpiresAt: held,
            }),
          ],
        }),
      );
      // The step is the family's, and the product reminds them: said, so nobody chases them.
      expect(
        screen.getByText(
          `Tocca alla famiglia pagare ${withDayArticle('entro', formatDateTime(held))}.`,
          { exact: false },
        ),
      ).toHaveTextContent(
        'le mandiamo noi un promemoria per email circa 6 ore prima della scadenza; allo scadere, il profilo scelto torna libero e la richiesta torna a «Inviato CV».',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Metti in stand-by' }));
      const dialog = await screen.findByRole('dialog', { name: 'Metti in stand-by' });
      expect(dialog).toHaveTextContent(
        `Il profilo scelto dalla famiglia resta riservato solo fino ${withDayArticle('a', formatDateTime(held))}: la pausa non ferma il tempo per il pagamento`,
      );
      await waitFor(() =>
        expect(
          within(dialog).getByRole('radio', { name: 'Richiesta della famiglia' }),
        ).toHaveFocus(),
      );
    });

    it('once paused, says where resuming leads (Pagato, its interview called off)', () => {
      mockApi({});
      renderSteps(
        workspaceFixture({
          status: 'STAND BY',
          statusBeforeStandBy: 'PAGATO',
          allowedTransitions: [
            { action: 'resume', label: 'Riprendi', to: 'PAGATO', noteRequired: false },
          ],
        }),
      );
      expect(screen.getByText('Alla ripresa torna a «Pagato».')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Riprendi' })).toHaveAttribute(
        'title',
        'La richiesta torna allo stato «Pagato».',
      );
    });

    it('says an interview whose time has passed stays, its outcome recorded on resuming', async () => {
      mockApi({});
      const request = bookedIn(-2);
      renderSteps(request);
      await userEvent.click(screen.getByRole('button', { name: 'Metti in stand-by' }));
      const dialog = await screen.findByRole('dialog', { name: 'Metti in stand-by' });
      expect(dialog).toHaveTextContent(
        `Il colloquio con Martina Rossi ${withDayArticle('di', formatDay(request.appointment!.dateTime))} alle ${italianTime(request.appointment!.dateTime)} è già passato: resta registrato e, alla ripresa, potrai segnarne l’esito.`,
      );
      expect(dialog).not.toHaveTextContent('annullato');
    });
  });

  describe('“Colloquio riuscito” before the booked hour', () => {
    const bookedAt = (at: Date) =>
      workspaceFixture({
        status: 'COLLOQUIO PRENOTATO',
        allowedTransitions: [interviewDone],
        appointment: appointmentAt(at.toISOString(), '2030-01-01T09:00:00.000Z'),
      });

    it('asks whether it has taken place; “No” changes nothing', async () => {
      // 15:00 in Italy, the interview at 18:30 the same day (the rule is by day).
      vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-03-12T14:00:00Z') });
      const calls = mockApi({});
      renderSteps(bookedAt(new Date('2030-03-12T17:30:00Z')));
      const done = screen.getByRole('button', { name: 'Colloquio riuscito' });
      expect(done).toBeEnabled();
      await userEvent.click(done);
      const question = await screen.findByRole('dialog', { name: 'Colloquio riuscito' });
      expect(question).toHaveTextContent(
        'Il colloquio è fissato per oggi alle 18:30: si è già svolto in anticipo?',
      );
      await userEvent.click(within(question).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 1000);
      expect(screen.queryByRole('status')).toBeNull();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
      vi.useRealTimers();
    });

    it('“Sì” makes the one-click move, with its undo window', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-03-12T14:00:00Z') });
      const calls = mockApi({
        'POST /v1/backoffice/requests/42/interview-done': {
          body: { id: 42, status: 'SELEZIONE COMPLETATA' },
        },
      });
      renderSteps(bookedAt(new Date('2030-03-12T17:30:00Z')));
      await userEvent.click(screen.getByRole('button', { name: 'Colloquio riuscito' }));
      const question = await screen.findByRole('dialog', { name: 'Colloquio riuscito' });
      await userEvent.click(within(question).getByRole('button', { name: 'Sì, si è svolto' }));
      const bar = await screen.findByRole('status');
      expect(bar).toHaveTextContent('La richiesta passa in «Selezione completata» tra');
      // The family is told the service starts (its email, as its preferences allow).
      expect(bar).toHaveTextContent(
        'La famiglia ne sarà avvisata per email, secondo le sue preferenze.',
      );
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
      await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 500);
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'POST')?.path).toBe(
          '/v1/backoffice/requests/42/interview-done',
        ),
      );
      vi.useRealTimers();
    });

    it('asks nothing once the booked hour has passed', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-03-12T18:00:00Z') });
      mockApi({});
      renderSteps(bookedAt(new Date('2030-03-12T17:30:00Z')));
      await userEvent.click(screen.getByRole('button', { name: 'Colloquio riuscito' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Selezione completata');
      expect(screen.queryByRole('dialog')).toBeNull();
      await userEvent.click(
        within(screen.getByRole('status')).getByRole('button', { name: 'Annulla' }),
      );
      vi.useRealTimers();
    });
  });
});

describe('«Invia profili alla famiglia» words the family’s choice by the profiles it will see', () => {
  // Sent without «Perché te lo proponiamo»: the dialog says so first, with what the family will see.
  const dialogOf = async (candidates: ReturnType<typeof candidateFixture>[]) => {
    mockApi({});
    renderSteps(selectionFixture({ candidates }));
    return openPublishDialog();
  };

  it('one profile: the family will choose it or not, not «one of them»', async () => {
    const dialog = await dialogOf([candidateFixture('Sofia Ricci', { published: false })]);
    expect(dialog).toHaveTextContent(
      'Il profilo aggiunto sarà visibile alla famiglia, che potrà sceglierlo. La famiglia ne viene avvisata per email, secondo le sue preferenze.',
    );
  });

  it('one added beside one already sent: the family chooses one of the two', async () => {
    const dialog = await dialogOf([
      candidateFixture('Martina Rossi', { published: true, reason: 'Parla inglese' }),
      candidateFixture('Sofia Ricci', { published: false }),
    ]);
    expect(dialog).toHaveTextContent(
      'Il profilo aggiunto sarà visibile alla famiglia, che potrà sceglierne uno.',
    );
  });
});

/** The Italian day `days` from now ('yyyy-mm-dd'; negative: ago). */
const dayFromNow = (days: number) => italianDay(new Date(Date.now() + days * 86_400_000));

describe('a substitution', () => {
  const withPhone = (candidate: ReturnType<typeof candidateFixture>, phone: string) => ({
    ...candidate,
    caregiver: { ...candidate.caregiver, phone },
  });
  // Listed as the API lists them, oldest first: the caregiver at work, then their substitute,
  // chosen and confirmed (at no new charge) since.
  const martina = withPhone(
    candidateFixture('Martina Rossi', {
      phase: 'CHOSEN',
      chosenAt: '2030-01-10T09:00:00.000Z',
      acceptedAt: '2030-01-10T09:05:00.000Z',
    }),
    '+39 333 1111111',
  );
  const ana = withPhone(
    candidateFixture('Ana Popescu', {
      phase: 'CHOSEN',
      chosenAt: '2030-03-02T09:00:00.000Z',
      acceptedAt: '2030-03-02T09:01:00.000Z',
    }),
    '+39 333 2222222',
  );

  /** The booking dialog of a PAGATO request whose service began a month ago, a day typed in. */
  const bookingDialog = async (candidates: ReturnType<typeof candidateFixture>[]) => {
    mockApi({});
    renderSteps(
      workspaceFixture({
        status: 'PAGATO',
        candidates,
        requestDetail: serviceTermsFixture(dayFromNow(-30), null),
      }),
      'book',
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Ora/), '10:00');
    const [year, month, day] = dayFromNow(3).split('-');
    const date = within(dialog).getByRole('textbox', { name: 'Data' });
    fireEvent.change(date, { target: { value: `${day}/${month}/${year}` } });
    fireEvent.blur(date);
    return dialog;
  };

  it('books the interview with the substitute, not with the caregiver they replace', async () => {
    const dialog = await bookingDialog([martina, ana]);
    expect(dialog).toHaveTextContent('Colloquio tra la famiglia e Ana Popescu.');
    expect(dialog).toHaveTextContent('comunica il colloquio per telefono al +39 333 2222222');
    expect(dialog).not.toHaveTextContent('Martina Rossi');
    expect(dialog).not.toHaveTextContent('+39 333 1111111');
  });

  it('points out a first interview after the service’s start in the quote', async () => {
    const dialog = await bookingDialog([martina]);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'come dice il preventivo: il colloquio sarebbe dopo',
    );
  });

  it('finds nothing odd in a substitute’s interview after the service began', async () => {
    const dialog = await bookingDialog([martina, ana]);
    expect(within(dialog).queryByText(/il colloquio sarebbe dopo/)).toBeNull();
  });

  it('says a good interview records the substitution round, the substitute taking the place', async () => {
    // 15:00 in Italy, the interview at 18:30 the same day: asked first whether it took place.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-03-12T14:00:00Z') });
    mockApi({});
    renderSteps(
      workspaceFixture({
        status: 'COLLOQUIO PRENOTATO',
        candidates: [martina, ana],
        allowedTransitions: [interviewDone],
        appointment: appointmentAt('2030-03-12T17:30:00.000Z', '2030-03-02T10:00:00.000Z'),
      }),
    );
    const done = screen.getByRole('button', { name: 'Colloquio riuscito' });
    expect(done).toHaveAttribute(
      'title',
      'Il colloquio è andato bene: la selezione è completata e viene registrato il turno di sostituzione da oggi: Ana Popescu prende il posto di Martina Rossi. La famiglia ne viene avvisata per email, secondo le sue preferenze.',
    );
    await userEvent.click(done);
    const question = await screen.findByRole('dialog', { name: 'Colloquio riuscito' });
    expect(question).toHaveTextContent(
      'Segnalalo come riuscito solo se si è già svolto: la selezione si completa e viene registrato il turno di sostituzione da oggi: Ana Popescu prende il posto di Martina Rossi.',
    );
    expect(question).not.toHaveTextContent('attivazione');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    vi.useRealTimers();
  });

  it('while the substitute’s choice awaits the family, asks them to confirm it, not to pay', () => {
    mockApi({});
    const held = new Date(Date.now() + 5 * 3_600_000).toISOString();
    renderSteps(
      workspaceFixture({
        status: 'DA PAGARE',
        paidAt: '2030-01-10T09:05:00.000Z',
        candidates: [
          martina,
          candidateFixture('Ana Popescu', {
            phase: 'CHOSEN',
            chosenAt: new Date().toISOString(),
            holdExpiresAt: held,
          }),
        ],
      }),
    );
    expect(
      screen.getByText(
        `Tocca alla famiglia confermare la scelta ${withDayArticle('entro', formatDateTime(held))}, senza nuovi addebiti: ha già pagato la selezione.`,
        { exact: false },
      ),
    ).toHaveTextContent('le mandiamo noi un promemoria per email');
    expect(screen.queryByText(/Tocca alla famiglia pagare/)).toBeNull();
  });
});

describe('a service that has ended', () => {
  /** Martina's service, from a year ago to `serviceEnd`, its activation paid. */
  const served = (serviceEnd: string) =>
    workspaceFixture({
      status: 'SELEZIONE COMPLETATA',
      requestDetail: serviceTermsFixture(dayFromNow(-365), serviceEnd),
      candidates: [
        candidateFixture('Martina Rossi', {
          phase: 'CHOSEN',
          chosenAt: '2030-01-10T09:00:00.000Z',
          acceptedAt: '2030-01-10T09:05:00.000Z',
        }),
      ],
      rounds: [
        roundFixture({
          startDate: dayFromNow(-365),
          endDate: serviceEnd,
          eventType: 'ACTIVATION',
          hoursWorked: null,
          paymentStatus: 'PAID',
        }),
      ],
      // The server offers no substitution once the last day has passed (`refusedNow`).
      allowedTransitions:
        serviceEnd < dayFromNow(0) ? [closeNotInterested] : [substitutionAsked, closeNotInterested],
    });
  const closingDialog = () => openClosing('Chiudi: non più interessato');

  it('while it runs, offers a substitution and warns that the caregiver is at work', async () => {
    mockApi({});
    renderSteps(served(dayFromNow(30)));
    expect(screen.getByRole('button', { name: 'Avvia sostituzione' })).toBeInTheDocument();
    expect(await closingDialog()).toHaveTextContent(
      'Martina Rossi risulta ancora in servizio presso la famiglia.',
    );
  });

  it('once its last day has passed, offers no substitution and warns of nobody still at work', async () => {
    mockApi({});
    renderSteps(served(dayFromNow(-2)));
    expect(screen.queryByRole('button', { name: 'Avvia sostituzione' })).toBeNull();
    const dialog = await closingDialog();
    expect(dialog).not.toHaveTextContent('in servizio presso la famiglia');
    expect(dialog).not.toHaveTextContent('non ha ancora iniziato il servizio');
    expect(within(dialog).queryByText('Prima di chiudere')).toBeNull();
  });
});
