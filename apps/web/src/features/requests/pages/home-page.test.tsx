import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { makePage, makeRequest } from '../testing/fixtures';
import { HomePage } from './home-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/** Home with no active request, and request 4 waiting for its payment (read by the modal). */
const awaitingPayment = {
  'GET /v2/requests/user-1/requests': () => ({ body: makePage([]) }),
  'GET /v2/requests/4': () => ({ body: makeRequest({ id: 4, status: 'DA PAGARE' }) }),
};

const renderHome = (path = '/dashboard/home') =>
  renderRoute([{ path: '/dashboard/home', element: <HomePage /> }], { path });

describe('home page', () => {
  beforeEach(() => signInAs());
  afterEach(() => vi.restoreAllMocks());

  it('features the first active request in a large card and lists the active ones', async () => {
    const calls = mockApi({
      'GET /v2/requests/user-1/requests': () => ({
        body: makePage([
          makeRequest({ id: 9, status: 'INVIATO PREVENTIVO' }),
          makeRequest({
            id: 8,
            status: 'SELEZIONE_ATTIVA',
            businessLine: 'NURSE',
            type: 'Badante',
            familyTutorName: 'Marco Ferri',
            dependants: [
              {
                id: 4,
                name: 'Nonna Lina',
                birthDate: '1940-03-02',
                gender: 'FEMALE',
                type: 'PERSON',
              },
            ],
          }),
        ]),
      }),
    });
    renderHome();

    const featured = await screen.findByRole('region', { name: 'In evidenza' });
    const card = within(featured).getByRole('article', { name: 'Richiesta #9 · Babysitter' });
    expect(card).toHaveAttribute('data-kind', 'action');
    expect(within(card).getByText('Richiede la tua attenzione')).toBeInTheDocument();
    expect(within(card).getByText('Preventivo inviato')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Visualizza preventivo — richiesta #9' }),
    ).toHaveAttribute('href', '/dashboard/request-quote/9');

    // Where it stands: the six steps, the current one marked.
    const tracker = within(card).getByRole('list', { name: 'Avanzamento della richiesta' });
    expect(within(tracker).getAllByRole('listitem')).toHaveLength(6);
    expect(tracker.querySelector('[aria-current="step"]')).toHaveTextContent(/^Preventivo$/);
    expect(within(card).getByTestId('next-step')).toHaveTextContent(
      'Prossimo passo: tocca a te leggere il preventivo e accettarlo per avviare la selezione.',
    );

    // The featured request is not repeated below it.
    const active = screen.getByRole('region', { name: 'Richieste attive' });
    expect(within(active).getAllByRole('article')).toHaveLength(1);
    const pending = within(active).getByRole('article', { name: 'Richiesta #8 · Badante' });
    expect(pending).toHaveAttribute('data-kind', 'pending');
    // The assigned family tutor, named on the card; none yet on the featured one.
    expect(within(pending).getByTestId('card-family-tutor')).toHaveTextContent(
      'Il tuo family tutor: Marco Ferri',
    );
    expect(within(card).queryByTestId('card-family-tutor')).not.toBeInTheDocument();
    // Whom each request is for, by name (none named on the featured one: nothing said).
    expect(within(pending).getByText('Per:').parentElement).toHaveTextContent('Per: Nonna Lina');
    expect(within(card).queryByText('Per:')).not.toBeInTheDocument();
    expect(within(active).getByRole('link', { name: 'Vedi tutte' })).toHaveAttribute(
      'href',
      '/dashboard/request-list',
    );
    expect(screen.queryByText('Nutrizionista')).not.toBeInTheDocument();
    expect(calls[0]!.query.get('active')).toBe('true');
  });

  it("features the most pressing request, then 'Da fare' by deadline, none shown twice", async () => {
    mockApi({
      'GET /v2/requests/user-1/requests': () => ({
        body: makePage([
          makeRequest({ id: 12, status: 'STAND BY', statusBeforeStandBy: 'INVIATO PREVENTIVO' }),
          makeRequest({ id: 11, status: 'INVIATO CV' }),
          makeRequest({ id: 10, status: 'NUOVA' }),
          makeRequest({ id: 9, status: 'DA PAGARE', holdExpiresAt: '2026-11-27T08:05:00.000Z' }),
          makeRequest({ id: 8, status: 'PAGATO' }),
          makeRequest({ id: 7, status: 'DA PAGARE', holdExpiresAt: '2026-11-26T17:30:00.000Z' }),
        ]),
      }),
    });
    renderHome();
    // A payment due tomorrow comes before the newest request, which is paused.
    const featured = await screen.findByRole('region', { name: 'In evidenza' });
    const first = within(featured).getByRole('article');
    expect(first).toHaveAccessibleName('Richiesta #7 · Babysitter');
    expect(within(first).getByTestId('next-step')).toHaveTextContent(
      'Prossimo passo: tocca a te completare il pagamento entro il 26 nov 2026, ore 18:30; fino ad allora il caregiver è riservato per te.',
    );

    const names = (region: HTMLElement) =>
      within(region)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent);
    const toDo = screen.getByRole('region', { name: 'Da fare' });
    expect(names(toDo)).toEqual(['Richiesta #9 · Babysitter', 'Richiesta #11 · Babysitter']);
    const nearest = within(toDo).getAllByRole('article')[0]!;
    expect(within(nearest).getByText('Richiede la tua attenzione')).toBeInTheDocument();
    const active = screen.getByRole('region', { name: 'Richieste attive' });
    expect(names(active)).toEqual([
      'Richiesta #12 · Babysitter',
      'Richiesta #10 · Babysitter',
      'Richiesta #8 · Babysitter',
    ]);
    const paused = within(active).getAllByRole('article')[0]!;
    expect(within(paused).getByText('In pausa')).toBeInTheDocument();
    // NUOVA says what is optional, not that something needs attention.
    const nuova = within(active).getAllByRole('article')[1]!;
    expect(within(nuova).getByText('Puoi aggiungere informazioni')).toBeInTheDocument();
    expect(screen.getAllByText('Richiede la tua attenzione')).toHaveLength(3);
  });

  it('puts the interviews still ahead under their own heading, the nearest first', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    mockApi({
      'GET /v2/requests/user-1/requests': () => ({
        body: makePage([
          makeRequest({ id: 14, status: 'NUOVA' }),
          makeRequest({ id: 13, status: 'COLLOQUIO PRENOTATO', interviewAt: inDays(6) }),
          makeRequest({ id: 12, status: 'PAGATO' }),
          makeRequest({ id: 11, status: 'COLLOQUIO PRENOTATO', interviewAt: inDays(2) }),
          // Its time has come: the outcome is the tutor's, no appointment to keep.
          makeRequest({ id: 10, status: 'COLLOQUIO PRENOTATO', interviewAt: inDays(-1) }),
        ]),
      }),
    });
    renderHome();
    const interviews = await screen.findByRole('region', { name: 'Colloqui in programma' });
    const names = (region: HTMLElement) =>
      within(region)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent);
    expect(names(interviews)).toEqual(['Richiesta #11 · Babysitter', 'Richiesta #13 · Babysitter']);
    // Shown once: not again among the other active requests.
    expect(names(screen.getByRole('region', { name: 'Richieste attive' }))).toEqual([
      'Richiesta #12 · Babysitter',
      'Richiesta #10 · Babysitter',
    ]);
  });

  it('gives a pause waiting for the family’s answer a button to the conversation, and none once answered', async () => {
    mockApi({
      'GET /v2/requests/user-1/requests': () => ({
        body: makePage([
          makeRequest({
            id: 12,
            status: 'STAND BY',
            statusBeforeStandBy: 'PREVENTIVO ACCETTATO',
            standByWaitsForFamily: true,
          }),
          makeRequest({
            id: 13,
            status: 'STAND BY',
            statusBeforeStandBy: 'PREVENTIVO ACCETTATO',
            standByWaitsForFamily: false,
          }),
        ]),
      }),
      'GET /v1/messages/unread': () => ({ body: { total: 0, requests: [] } }),
    });
    renderHome();
    const waiting = await screen.findByRole('article', { name: /Richiesta #12/ });
    expect(
      within(waiting).getByRole('link', { name: 'Rispondi al family tutor — richiesta #12' }),
    ).toHaveAttribute('href', '/dashboard/request-detail/12#messaggi');
    const answered = screen.getByRole('article', { name: /Richiesta #13/ });
    expect(within(answered).queryByRole('link', { name: /Rispondi al family tutor/ })).toBeNull();
  });

  it('features the newest active request when none waits for the family', async () => {
    mockApi({
      'GET /v2/requests/user-1/requests': () => ({
        body: makePage([
          makeRequest({ id: 12, status: 'STAND BY', statusBeforeStandBy: 'INVIATO PREVENTIVO' }),
          makeRequest({ id: 10, status: 'NUOVA' }),
        ]),
      }),
    });
    renderHome();
    const featured = await screen.findByRole('region', { name: 'In evidenza' });
    expect(within(featured).getByRole('article')).toHaveAccessibleName(
      'Richiesta #12 · Babysitter',
    );
    expect(within(featured).getByTestId('next-step')).toHaveTextContent(/^Richiesta in pausa\./);
  });

  it('finds the request waiting for the family among many active ones', async () => {
    // 13 active requests, newest first; only the oldest waits for the family (its quote).
    const all = Array.from({ length: 13 }, (_, index) =>
      makeRequest({ id: 13 - index, status: index === 12 ? 'INVIATO PREVENTIVO' : 'PAGATO' }),
    );
    mockApi({
      'GET /v2/requests/user-1/requests': (call) => {
        const size = Number(call.query.get('pageSize'));
        return { body: makePage(all.slice(0, size), { total: all.length }) };
      },
    });
    renderHome();
    const featured = await screen.findByRole('region', { name: 'In evidenza' });
    expect(within(featured).getByRole('article')).toHaveAccessibleName('Richiesta #1 · Babysitter');
    expect(screen.queryByRole('region', { name: 'Da fare' })).not.toBeInTheDocument();
    expect(screen.queryByText(/richieste attive sono nell’elenco/)).not.toBeInTheDocument();
  });

  it('says how many active requests only the list shows, beyond the ones the home reads', async () => {
    const shown = Array.from({ length: 50 }, (_, index) =>
      makeRequest({ id: 60 - index, status: 'PAGATO' }),
    );
    mockApi({
      'GET /v2/requests/user-1/requests': () => ({ body: makePage(shown, { total: 53 }) }),
    });
    renderHome();
    expect(
      await screen.findByText('Altre 3 richieste attive sono nell’elenco delle richieste.'),
    ).toBeInTheDocument();
  });

  it('speaks of the one request above when it is the only other one shown', async () => {
    mockApi({
      'GET /v2/requests/user-1/requests': () => ({
        body: makePage([makeRequest({ id: 9, status: 'PAGATO' })]),
      }),
    });
    renderHome();
    expect(
      await screen.findByText('Non hai altre richieste attive oltre a quella qui sopra.'),
    ).toBeInTheDocument();
  });

  it('shows the three promo cards when nothing is active', async () => {
    mockApi({ 'GET /v2/requests/user-1/requests': () => ({ body: makePage([]) }) });
    renderHome();
    const promos = await screen.findByRole('region', { name: 'Scopri i servizi Equilibrio' });
    const cards = within(promos).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Nutrizionista',
      'Famiglia',
      'Psicologi e coach',
    ]);
    for (const card of cards) expect(within(card).getByText('Attiva')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Richieste attive' })).not.toBeInTheDocument();
    // A family back after months, its requests all closed: where they are, and how to start again.
    expect(within(promos).getByRole('link', { name: 'Elenco richieste' })).toHaveAttribute(
      'href',
      '/dashboard/request-list',
    );
    expect(within(promos).getByText(/puoi anche duplicarne una/)).toBeInTheDocument();
  });

  it('reports a failed load with the spec’s message', async () => {
    mockApi({
      'GET /v2/requests/user-1/requests': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' } },
      }),
    });
    renderHome();
    expect(
      await screen.findAllByText(
        'Errore durante il caricamento delle richieste. Riprovare più tardi',
      ),
    ).not.toHaveLength(0);
    expect(screen.queryByText('Nutrizionista')).not.toBeInTheDocument();
  });

  it('says why the payment cannot start when the request changed meanwhile (409), not «riprovare»', async () => {
    const paused = 'Il pagamento non è disponibile: la richiesta è nello stato «Stand-by».';
    mockApi({
      'GET /v2/requests/user-1/requests': {
        body: makePage([makeRequest({ id: 4, status: 'DA PAGARE' })]),
      },
      'POST /v1/payments/user-request-payment': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: paused } },
      },
    });
    renderHome();
    const featured = await screen.findByRole('region', { name: 'In evidenza' });
    await userEvent.click(
      within(featured).getByRole('button', { name: 'Effettua pagamento — richiesta #4' }),
    );
    expect(await within(featured).findByText(paused)).toBeInTheDocument();
    expect(screen.queryByText(/riprovare più tardi/)).not.toBeInTheDocument();
  });

  it('starts the checkout from "Effettua pagamento" and reports a failure', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
    } as Location);
    let fail = true;
    const calls = mockApi({
      'GET /v2/requests/user-1/requests': () => ({
        body: makePage([makeRequest({ id: 4, status: 'DA PAGARE' })]),
      }),
      'POST /v1/payments/user-request-payment': () =>
        fail
          ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } } }
          : { body: { checkoutURL: 'https://checkout.example/sessione/1' } },
    });
    renderHome();
    const featured = await screen.findByRole('region', { name: 'In evidenza' });
    const pay = within(featured).getByRole('button', {
      name: 'Effettua pagamento — richiesta #4',
    });

    await userEvent.click(pay);
    expect(
      await within(featured).findByText(
        "Errore durante l'avvio del pagamento, riprovare più tardi.",
      ),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    fail = false;
    await userEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/sessione/1'));
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ requestId: 4 });
  });

  it.each([
    ['succeeded', 'Pagamento effettuato con successo!'],
    ['failed', 'Pagamento fallito'],
  ])('opens the payment outcome for redirect_status=%s', async (status, title) => {
    mockApi(awaitingPayment);
    const { router } = renderHome(`/dashboard/home?payment=4&redirect_status=${status}`);
    const dialog = await screen.findByRole('dialog', { name: title });
    // Shown once: the address drops the checkout's answer in place (a reload shows no modal).
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Torna alla dashboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('keeps a confirmation of the payment on Home once the outcome modal is closed', async () => {
    mockApi(awaitingPayment);
    renderHome('/dashboard/home?payment=4&redirect_status=succeeded');
    const dialog = await screen.findByRole('dialog', {
      name: 'Pagamento effettuato con successo!',
    });
    expect(screen.queryByText('Pagamento ricevuto')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Torna alla dashboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = screen.getByText('Pagamento ricevuto').closest('[data-outcome-notice]');
    expect(notice).toHaveTextContent('Abbiamo ricevuto il pagamento della richiesta #4');
    // The keyboard (a screen reader) is on it, not lost on the page's body.
    await waitFor(() => expect(notice).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi la conferma' }));
    expect(screen.queryByText('Pagamento ricevuto')).not.toBeInTheDocument();
  });

  it('the payment confirmation of a welfare request names the programme and what the receipt is for', async () => {
    mockApi({
      ...awaitingPayment,
      'GET /v2/requests/4': () => ({
        body: makeRequest({
          id: 4,
          status: 'DA PAGARE',
          welfare: true,
          welfareProgramme: { companyName: 'ACME Welfare', employeePrices: true },
        }),
      }),
    });
    renderHome('/dashboard/home?payment=4&redirect_status=succeeded');
    const dialog = await screen.findByRole('dialog', {
      name: 'Pagamento effettuato con successo!',
    });
    const note = within(dialog).getByRole('note', { name: 'Programma welfare' });
    expect(note).toHaveTextContent(
      'Richiesta con il programma welfare di ACME Welfare: prezzi del catalogo riservato ai dipendenti.',
    );
    expect(note).toHaveTextContent(
      'La conferma del pagamento ti arriva via email. Se il tuo programma welfare rimborsa questo servizio, consulta il portale welfare o chiedi all’ufficio del personale della tua azienda',
    );
  });

  it('a private request’s payment confirmation says nothing of welfare', async () => {
    mockApi(awaitingPayment);
    renderHome('/dashboard/home?payment=4&redirect_status=succeeded');
    const dialog = await screen.findByRole('dialog', {
      name: 'Pagamento effettuato con successo!',
    });
    expect(dialog).not.toHaveTextContent(/welfare/i);
  });

  it('after a failed payment, Home keeps no payment confirmation', async () => {
    mockApi(awaitingPayment);
    renderHome('/dashboard/home?payment=4&redirect_status=failed');
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento fallito' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Torna alla dashboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Pagamento ricevuto')).not.toBeInTheDocument();
  });
});
