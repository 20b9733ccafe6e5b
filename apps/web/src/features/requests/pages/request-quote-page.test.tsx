import { quoteChangedMessage } from '@equilibrio/contract/workflow';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerDialog, sendFromDialog } from '@/testing/dialogs';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { makeCaregiver, makeQuotedRequest, serviceSummary } from '../testing/fixtures';
import { RequestQuotePage } from './request-quote-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const renderQuote = (id: number | string = 7) =>
  renderRoute([{ path: '/dashboard/request-quote/:requestId', element: <RequestQuotePage /> }], {
    path: `/dashboard/request-quote/${id}`,
  });

const quoteCard = () => screen.findByRole('region', { name: 'Il tuo preventivo' });
const precedes = (a: HTMLElement, b: HTMLElement) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('request quote page', () => {
  beforeEach(() => signInAs());
  afterEach(() => vi.restoreAllMocks());

  it('a welfare request says its company programme beside the amounts; a private one says nothing of it', async () => {
    let welfareProgramme: { companyName: string; employeePrices: boolean } | null = null;
    mockApi({
      'GET /v2/requests/7': () => ({
        body: makeQuotedRequest({ welfare: welfareProgramme !== null, welfareProgramme }),
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    const first = renderQuote();
    const privateCard = await quoteCard();
    await within(privateCard).findByRole('region', { name: 'Da pagare a Equilibrio' });
    expect(within(privateCard).queryByRole('note', { name: 'Programma welfare' })).toBeNull();
    expect(privateCard).not.toHaveTextContent(/welfare/i);
    first.unmount();

    welfareProgramme = { companyName: 'ACME Welfare', employeePrices: true };
    renderQuote();
    const card = await quoteCard();
    const payNow = await within(card).findByRole('region', { name: 'Da pagare a Equilibrio' });
    expect(payNow).toHaveTextContent('Totale196,00 €');
    const note = within(card).getByRole('note', { name: 'Programma welfare' });
    expect(note).toHaveTextContent(
      'Richiesta con il programma welfare di ACME Welfare: prezzi del catalogo riservato ai dipendenti.',
    );
    // Right after the amounts, before the quote's terms.
    expect(precedes(payNow, note)).toBe(true);
    expect(precedes(note, within(card).getByText('6 mesi'))).toBe(true);
  });

  it('shows the quote of spec §9 and accepts it: toast, badge and the waiting message', async () => {
    let status = 'INVIATO PREVENTIVO';
    const calls = mockApi({
      'GET /v2/requests/7': () => ({ body: makeQuotedRequest({ status }) }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      'POST /v1/requests/confirm-quotation': () => {
        status = 'PREVENTIVO ACCETTATO';
        return { body: { id: 7, status } };
      },
    });
    renderQuote();

    const card = await quoteCard();
    expect(within(card).getByText('In attesa di conferma')).toBeInTheDocument();
    // Paid now: the selection and the first 30 days of the guarantee, (16400 + 3200) / 100.
    const payNow = await within(card).findByRole('region', { name: 'Da pagare a Equilibrio' });
    expect(payNow).toHaveTextContent(/Selezione del caregiver.*164,00 €/);
    expect(payNow).toHaveTextContent('Garanzia NO PROBLEM — 30 giorni dal pagamento');
    expect(payNow).toHaveTextContent('Totale196,00 €');
    // When it is charged, as a sentence: only at the choice of the caregiver, not by accepting.
    expect(payNow).toHaveTextContent(
      'Lo paghi solo quando scegli il caregiver: accettare il preventivo non costa nulla',
    );
    // Then the renewal, and the caregiver's rate with a monthly estimate (3 days × 2 slots).
    expect(within(card).getByRole('region', { name: 'Poi' })).toHaveTextContent(
      'Rinnovo garanzia NO PROBLEMogni 30 giorni, disattivabile quando vuoi dai dettagli della richiesta32,00 €',
    );
    const caregiver = within(card).getByRole('region', { name: 'Al caregiver' });
    expect(caregiver).toHaveTextContent('Non compreso nel pagamento a Equilibrio');
    expect(within(caregiver).getByText('11,50 €/h + rimborso carburante')).toBeInTheDocument();
    expect(caregiver).toHaveTextContent('circa 104 ore al mese');
    expect(within(caregiver).getByText('circa 1.196,00 €')).toBeInTheDocument();
    // The family employs the babysitter: the rate is not all it spends.
    expect(
      within(caregiver).getByText(
        'Come datore di lavoro, a questo costo aggiungi i contributi INPS e, secondo il contratto, tredicesima, ferie e TFR (CCNL lavoro domestico): il tuo family tutor ti aiuta a calcolarli.',
      ),
    ).toBeVisible();
    // The start in the spec's date format.
    expect(within(card).getByText('07 gen, 31')).toBeInTheDocument();
    expect(within(card).getByText('6 mesi')).toBeInTheDocument();
    expect(within(card).getByText('Lunedì, Mercoledì, Venerdì')).toBeInTheDocument();
    expect(within(card).getByText('mattina e pomeriggio')).toBeInTheDocument();
    expect(within(card).getByText('Part-time')).toBeInTheDocument();
    expect(card).toHaveTextContent('5% dei candidati');
    expect(card).toHaveTextContent('3 fasi');
    expect(card).toHaveTextContent('garanzia NO PROBLEM di 30 giorni');
    expect(card).toHaveTextContent('puoi disattivare il rinnovo in qualsiasi momento');
    expect(calls.find((c) => c.path === '/v1/services/3/summary')!.query.get('province')).toBe(
      'TO',
    );
    // The quote page does not link to itself.
    expect(screen.queryByRole('link', { name: /Visualizza preventivo/ })).not.toBeInTheDocument();
    // The request's details below do not say the quote's terms again.
    const details = screen.getByRole('region', { name: 'Dettagli della richiesta' });
    for (const said of [
      'Inizio del servizio',
      'Durata',
      'Fine prevista',
      'Giorni',
      'Orari',
      'Contratto',
      'Quando',
    ]) {
      expect(within(details).queryByText(said)).toBeNull();
    }

    // Asked first: what accepting starts, and that nothing is charged now.
    const dialog = await answerDialog(
      within(card).getByRole('button', { name: 'Accetta' }),
      'Accetta preventivo',
      'Accetta',
    );
    expect(dialog).toHaveTextContent('Nulla ti viene addebitato ora');

    // The spec's toast (it goes) says it worked; the confirmation that stays says what comes next.
    const acceptedText =
      'Preventivo accettato con successo, il family-tutor è stato avvisato e darà inizio al processo di selezione.';
    const toastText = await screen.findByText(acceptedText);
    expect(toastText.closest('[data-outcome-notice]')).toBeNull();
    const notice = screen.getByText(/Ora il family tutor seleziona i caregiver/);
    expect(notice.closest('[data-outcome-notice]')).toHaveTextContent('Preventivo accettato');
    expect(notice).toHaveTextContent('li troverai nella pagina della richiesta');
    const accept = calls.find((c) => c.path === '/v1/requests/confirm-quotation')!;
    expect(accept.method).toBe('POST');
    expect(accept.query.get('requestID')).toBe('7');
    expect(accept.body).toBeUndefined();
    const accepted = await quoteCard();
    expect(within(accepted).getByText('Preventivo accettato')).toBeInTheDocument();
    // What comes next is said once, by the confirmation above: the card does not repeat it.
    expect(within(accepted).queryByRole('status')).toBeNull();
    expect(screen.getAllByText(/selezionando i caregiver|seleziona i caregiver/)).toHaveLength(1);
    expect(within(accepted).queryByRole('button', { name: 'Accetta' })).not.toBeInTheDocument();
    expect(within(accepted).queryByRole('region', { name: 'Da pagare a Equilibrio' })).toBeNull();
    // Under the message, what was accepted: the total and the day.
    expect(within(accepted).getByText('196,00 €')).toBeInTheDocument();
    // Today, with its article: 'il 26 nov', 'l’1 dic'.
    expect(within(accepted).getByRole('group', { name: 'Preventivo accettato' })).toHaveTextContent(
      /Accettato (il |l’)\d{1,2} \w{3} \d{4}/,
    );
  });

  it('after accepting, brings the family up from the foot of the quote to what comes next', async () => {
    const scrolled: { element: HTMLElement; options: unknown }[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      scrolled.push({ element: this, options });
    });
    let status = 'INVIATO PREVENTIVO';
    mockApi({
      'GET /v2/requests/7': () => ({ body: makeQuotedRequest({ status }) }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      'POST /v1/requests/confirm-quotation': () => {
        status = 'PREVENTIVO ACCETTATO';
        return { body: { id: 7, status } };
      },
    });
    renderQuote();
    const card = await quoteCard();
    await answerDialog(
      within(card).getByRole('button', { name: 'Accetta' }),
      'Accetta preventivo',
      'Accetta',
    );
    // The status as it now is (the tutor selects), focused, with the confirmation under it.
    const next = await screen.findByRole('region', {
      name: /^Selezione attiva\. Prossimo passo: il tuo family tutor seleziona i profili/,
    });
    await waitFor(() => expect(next).toHaveFocus());
    expect(scrolled).toEqual([{ element: next, options: { block: 'start', behavior: 'smooth' } }]);
    expect(precedes(next, screen.getByText(/Ora il family tutor seleziona i caregiver/))).toBe(
      true,
    );
  });

  it.each(['PREVENTIVO ACCETTATO', 'SELEZIONE ATTIVA'])(
    'in %s shows the waiting message with what was accepted under it, and no caregivers',
    async (status) => {
      const calls = mockApi({
        'GET /v2/requests/7': () => ({
          body: makeQuotedRequest({ status, quoteAcceptedAt: '2026-11-26T09:30:00.000Z' }),
        }),
        'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      });
      renderQuote();
      const card = await quoteCard();
      // Accepted (the request says when): the badge says so in both, never the default's
      // 'In attesa di conferma' over 'Hai accettato il preventivo'.
      expect(within(card).getByText('Preventivo accettato')).toBeInTheDocument();
      expect(within(card).queryByText('In attesa di conferma')).toBeNull();
      expect(within(card).getByRole('status')).toHaveTextContent('Hai accettato il preventivo');
      const accepted = within(card).getByLabelText('Preventivo accettato', { selector: 'div' });
      await waitFor(() => expect(accepted).toHaveTextContent('Totale: 196,00 €'));
      expect(accepted).toHaveTextContent('Accettato il 26 nov 2026');
      expect(within(card).queryByRole('button', { name: 'Accetta' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('region', { name: 'Da pagare a Equilibrio' })).toBeNull();
      expect(calls.some((c) => c.path.includes('caregiver-selection'))).toBe(false);
    },
  );

  it('during a search for other profiles, says under the waiting message where the profiles received are', async () => {
    let searchedAt: string | null = '2026-11-27T10:00:00.000Z';
    let kept = true;
    const calls = mockApi({
      'GET /v2/requests/7': () => ({
        body: {
          ...makeQuotedRequest({
            status: 'SELEZIONE ATTIVA',
            quoteAcceptedAt: '2026-11-26T09:30:00.000Z',
          }),
          otherProfilesSearchedAt: searchedAt,
          sentProfilesKept: searchedAt !== null && kept,
        },
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    const { unmount } = renderQuote();
    const card = await quoteCard();
    const waiting = within(card).getByRole('status');
    // The spec's waiting message as it is; the line under it.
    expect(waiting).toHaveTextContent(
      'Hai accettato il preventivo: il family tutor sta selezionando i caregiver più adatti alle tue esigenze. Ti avviseremo appena i profili saranno pronti.',
    );
    const line = within(card).getByText(
      /I profili che hai già ricevuto restano nella pagina della richiesta\./,
    );
    expect(precedes(waiting, line)).toBe(true);
    expect(within(line).getByRole('link', { name: 'Vedi i profili' })).toHaveAttribute(
      'href',
      '/dashboard/request-detail/7#profili',
    );
    // What the request already says: no profiles loaded here for it.
    expect(calls.some((c) => c.path.includes('caregiver-selection'))).toBe(false);
    unmount();

    // The tutor removed every profile sent: nothing left to point to, only the waiting message.
    kept = false;
    const { unmount: unmountRemoved } = renderQuote();
    const removed = await quoteCard();
    expect(within(removed).getByRole('status')).toHaveTextContent('Hai accettato il preventivo');
    expect(within(removed).queryByText(/I profili che hai già ricevuto/)).toBeNull();
    expect(within(removed).queryByRole('link', { name: 'Vedi i profili' })).toBeNull();
    unmountRemoved();

    // A first selection (no profiles sent yet): only the waiting message.
    searchedAt = null;
    renderQuote();
    const first = await quoteCard();
    expect(within(first).getByRole('status')).toHaveTextContent('Hai accettato il preventivo');
    expect(within(first).queryByText(/I profili che hai già ricevuto/)).toBeNull();
    expect(within(first).queryByRole('link', { name: 'Vedi i profili' })).toBeNull();
  });

  it('never shows a contract at odds with the hours bare: Part-time for a full week says the hours are to confirm', async () => {
    const quoted = makeQuotedRequest();
    let workDays = 'mon-tue-wed-thu-fri-sat';
    let coliving = false;
    let businessLine = quoted.businessLine;
    mockApi({
      'GET /v2/requests/7': () => ({
        body: {
          ...quoted,
          businessLine,
          requestDetail: { ...quoted.requestDetail!, workDays, coliving },
        },
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    const { unmount } = renderQuote();
    const card = await quoteCard();
    // 6 days × 2 slots × 4 h = 48 h, past the 40 of one caregiver: the estimate counts 40 (173 h
    // a month, not 208), and the family reads that one babysitter cannot cover the week (never a
    // 'convivenza' a babysitter's quote does not offer).
    const caregiver = await within(card).findByRole('region', { name: 'Al caregiver' });
    expect(
      await within(caregiver).findByText('Su 40 ore a settimana: circa 173 ore al mese'),
    ).toBeVisible();
    expect(within(caregiver).getByRole('alert')).toHaveTextContent(
      'Le circa 48 ore a settimana richieste superano le 40 di un solo caregiver: la stima conta 40 ore. Per coprire tutta la settimana serve più di un caregiver: il tuo family tutor te lo spiegherà.',
    );
    expect(within(card).queryByText(/208 ore/)).toBeNull();
    const contract = within(card).getByText('Part-time', { exact: false });
    expect(contract).toHaveTextContent(
      'Part-timeOre settimanali da confermare con il tuo family tutor',
    );
    unmount();

    // Three days' mornings and afternoons (24 hours): part-time indeed, said bare.
    workDays = 'mon-wed-fri';
    const { unmount: unmountAgreeing } = renderQuote();
    const agreeing = await quoteCard();
    expect(within(agreeing).getByText('Part-time')).toBeInTheDocument();
    expect(agreeing).not.toHaveTextContent('superano le 40');
    expect(within(agreeing).queryByText(/da confermare con il tuo family tutor/)).toBeNull();
    unmountAgreeing();

    // A badante's four days (32 hours) living in: past the 30 of a live-in part-time (CCNL).
    workDays = 'mon-tue-wed-thu';
    coliving = true;
    businessLine = 'NURSE';
    renderQuote();
    const liveIn = await quoteCard();
    expect(within(liveIn).getByText('Part-time', { exact: false })).toHaveTextContent(
      'Part-timeOre settimanali da confermare con il tuo family tutor',
    );
  });

  it('a Full-time week past the 40 hours of one caregiver living out says the hours are to confirm', async () => {
    const quoted = makeQuotedRequest();
    mockApi({
      'GET /v2/requests/7': () => ({
        body: {
          ...quoted,
          requestDetail: {
            ...quoted.requestDetail!,
            contract: 'full',
            workDays: 'mon-tue-wed-thu-fri-sat',
          },
        },
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    renderQuote();
    const card = await quoteCard();
    expect(within(card).getByText('Full-time', { exact: false })).toHaveTextContent(
      'Full-timeOre settimanali da confermare con il tuo family tutor',
    );
  });

  it("counts the quote's hours per slot in the estimate, and says them beside the slots", async () => {
    const quoted = makeQuotedRequest();
    mockApi({
      'GET /v2/requests/7': () => ({
        body: { ...quoted, requestDetail: { ...quoted.requestDetail!, slotHours: 1 } },
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    renderQuote();
    const card = await quoteCard();
    // Three days, two slots of an hour: 6 hours a week, 26 a month at 11,50 € (not 104 hours).
    const caregiver = await within(card).findByRole('region', { name: 'Al caregiver' });
    expect(
      await within(caregiver).findByText(
        '3 giorni a settimana, 2 fasce da 1 ora: circa 26 ore al mese',
      ),
    ).toBeVisible();
    expect(within(caregiver).getByText('circa 299,00 €')).toBeInTheDocument();
    expect(within(card).getByText('mattina e pomeriggio (1 ora per fascia)')).toBeInTheDocument();
  });

  it('a live-in quote (Convivenza) tells a monthly wage set with the tutor, never hours × rate', async () => {
    const quoted = makeQuotedRequest();
    mockApi({
      'GET /v2/requests/7': () => ({
        body: {
          ...quoted,
          businessLine: 'NURSE',
          requestDetail: {
            ...quoted.requestDetail!,
            contract: 'full',
            netHourCost: 9.5,
            taxisitter: false,
            coliving: true,
            workDays: 'mon-tue-wed-thu-fri-sat-sun',
            workHours: 'mor-aft-eve',
          },
        },
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    renderQuote();
    const card = await quoteCard();
    const caregiver = await within(card).findByRole('region', { name: 'Al caregiver' });
    // The rate is a reference, not the caregiver's pay beside a monthly wage.
    expect(caregiver).toHaveTextContent('Tariffa oraria di riferimento9,50 €/h');
    expect(caregiver).not.toHaveTextContent('Tariffa oraria del caregiver');
    expect(caregiver).toHaveTextContent(
      'Retribuzione in convivenzaIn convivenza la retribuzione non si conta a ore: è mensile, secondo il CCNL lavoro domestico, e la definisci con il tuo family tutorda definire',
    );
    // 7 days × 3 slots would have read 364 hours a month, 3.458,00 €.
    expect(card).not.toHaveTextContent('ore al mese');
    expect(card).not.toHaveTextContent('3.458,00 €');
  });

  it('accepted here, then the profiles published: the page says what is true now', async () => {
    let status = 'INVIATO PREVENTIVO';
    let quoteAcceptedAt: string | null = null;
    mockApi({
      'GET /v2/requests/7': () => ({ body: makeQuotedRequest({ status, quoteAcceptedAt }) }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      'GET /v1/caregiver-selection/request/7/phase/SELECTED': () => ({
        body: [makeCaregiver('Martina Rossi')],
      }),
      'POST /v1/requests/confirm-quotation': () => {
        status = 'PREVENTIVO ACCETTATO';
        quoteAcceptedAt = '2026-11-26T10:00:00.000Z';
        return { body: { id: 7, status } };
      },
    });
    const { queryClient } = renderQuote();
    const card = await quoteCard();
    await answerDialog(
      within(card).getByRole('button', { name: 'Accetta' }),
      'Accetta preventivo',
      'Accetta',
    );
    expect(await screen.findByText(/Ora il family tutor seleziona i caregiver/)).toBeVisible();
    // The tutor publishes the profiles; the page reads the request again (a live update).
    status = 'INVIATO CV';
    await queryClient.invalidateQueries();
    expect(
      await screen.findByRole('heading', { name: 'Profili selezionati per te' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(/Ora il family tutor seleziona i caregiver/)).toBeNull(),
    );
    expect(screen.queryByText(/il family tutor sta selezionando i caregiver/)).toBeNull();
    expect(within(await quoteCard()).getByText('Preventivo accettato')).toBeInTheDocument();
  });

  it('under Accetta, a way to write to the family tutor about the quote', async () => {
    const calls = mockApi({
      'GET /v2/requests/7': () => ({ body: makeQuotedRequest() }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      'POST /v2/requests/7/assistance': ({ body }) => ({
        status: 201,
        body: {
          id: 1,
          requestId: 7,
          ...(body as object),
          createdAt: '2030-12-01T10:00:00.000Z',
          handledAt: null,
        },
      }),
    });
    renderQuote();
    const card = await quoteCard();
    expect(card).toHaveTextContent('Vuoi cambiare qualcosa o non ti convince?');
    await sendFromDialog(
      within(card).getByRole('button', { name: 'Scrivi al tuo family tutor' }),
      // A question about the quote, not 'Hai bisogno di aiuto? Descrivi il problema…'.
      'Scrivi al tuo family tutor',
      'Vorrei meno ore il venerdì.',
    );
    expect(
      await screen.findByText(
        'Messaggio inviato: il tuo family tutor ti risponderà nei messaggi della richiesta.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/v2/requests/7/assistance')?.body).toEqual({
        message: 'Vorrei meno ore il venerdì.',
        type: 'GENERIC',
      }),
    );
    // The quote is unchanged: still to accept.
    expect(within(card).getByRole('button', { name: 'Accetta' })).toBeInTheDocument();
  });

  it('in STAND BY shows the quote paused, without Accetta, and no caregivers', async () => {
    const calls = mockApi({
      'GET /v2/requests/7': () => ({ body: makeQuotedRequest({ status: 'STAND BY' }) }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    renderQuote();
    const card = await quoteCard();
    expect(await within(card).findByText('In pausa')).toBeInTheDocument();
    expect(card).toHaveTextContent('La richiesta è in pausa:');
    expect(within(card).queryByRole('button', { name: 'Accetta' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('caregiver-selection'))).toBe(false);
  });

  it.each(["NON PIU' INTERESSATO", 'NON RISPONDE'])(
    'in %s (closed) shows the quote to read only: not waiting, no Accetta, no caregivers',
    async (status) => {
      const calls = mockApi({
        'GET /v2/requests/7': () => ({ body: makeQuotedRequest({ status }) }),
        'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      });
      renderQuote();
      const card = await quoteCard();
      expect(await within(card).findByText('Non accettato')).toBeInTheDocument();
      expect(within(card).queryByText('In attesa di conferma')).toBeNull();
      expect(card).toHaveTextContent(
        'La richiesta è chiusa: il preventivo resta qui da consultare.',
      );
      // The quote itself is still there to read.
      expect(
        await within(card).findByRole('region', { name: 'Da pagare a Equilibrio' }),
      ).toHaveTextContent('Totale196,00 €');
      expect(screen.queryByRole('button', { name: /Accetta|pagamento/ })).toBeNull();
      expect(calls.some((c) => c.path.includes('caregiver-selection'))).toBe(false);
      // Nothing written for a quote still open: when it would be paid, the guarantee's renewal.
      expect(card).not.toHaveTextContent('Lo paghi solo quando scegli il caregiver');
      expect(card).not.toHaveTextContent('disattivare il rinnovo');
    },
  );

  it('in STAND BY for the family’s information, says the pause waits for their answer, not that the tutor paused it', async () => {
    mockApi({
      'GET /v2/requests/7': () => ({
        body: makeQuotedRequest({ status: 'STAND BY', standByWaitsForFamily: true }),
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    renderQuote();
    const card = await quoteCard();
    expect(
      await within(card).findByText(
        /il tuo family tutor aspetta le informazioni che ti ha chiesto\. Quando gli avrai risposto/,
      ),
    ).toBeVisible();
    expect(card).not.toHaveTextContent('l’ha sospesa');
    // The quote still open says what it says.
    expect(card).toHaveTextContent('Lo paghi solo quando scegli il caregiver');
    // Its link writes the request's message (the information asked), not a question on the quote.
    await userEvent.click(within(card).getByRole('button', { name: 'Scrivi al tuo family tutor' }));
    expect(await screen.findByRole('dialog', { name: 'Hai bisogno di aiuto?' })).toBeVisible();
  });

  it('a request closed before its quote says so, not that the quote is on its way', async () => {
    mockApi({
      'GET /v2/requests/7': () => ({
        body: makeQuotedRequest({ status: 'NON RISPONDE', requestDetail: null }),
      }),
    });
    renderQuote();
    const card = await quoteCard();
    expect(card).toHaveTextContent('La richiesta è stata chiusa prima del preventivo.');
    expect(card).not.toHaveTextContent('non è ancora pronto');
  });

  it('in SELEZIONE COMPLETATA shows the accepted quote and the candidates, without Accetta or phones', async () => {
    const calls = mockApi({
      'GET /v2/requests/7': () => ({ body: makeQuotedRequest({ status: 'SELEZIONE COMPLETATA' }) }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      'GET /v1/caregiver-selection/request/7/phase/SELECTED': () => ({
        body: [makeCaregiver('Sofia Ricci')],
      }),
    });
    renderQuote();
    const card = await quoteCard();
    // Spec §4: past PREVENTIVO ACCETTATO the badge is the default one.
    expect(within(card).getByText('In attesa di conferma')).toBeInTheDocument();
    expect(
      await within(card).findByRole('region', { name: 'Da pagare a Equilibrio' }),
    ).toHaveTextContent('Totale196,00 €');
    expect(within(card).queryByRole('button', { name: 'Accetta' })).not.toBeInTheDocument();
    const sofia = await screen.findByRole('article', { name: 'Sofia Ricci' });
    expect(within(sofia).queryByRole('button', { name: /Accetta/ })).not.toBeInTheDocument();
    // A candidate the customer did not choose comes without a phone: the card shows none.
    expect(within(sofia).queryByRole('link', { name: /^\+39/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/phase/CHOSEN'))).toBe(false);
    // The choice is made: listed to look at, no invitation to choose or 24-hour hold.
    expect(screen.getByRole('heading', { name: 'Gli altri profili proposti' })).toBeInTheDocument();
    expect(screen.queryByText(/Scegli|24 ore/)).not.toBeInTheDocument();
  });

  it('says "1 mese" and shows a flat cost without the fuel note', async () => {
    const quoted = makeQuotedRequest();
    mockApi({
      'GET /v2/requests/7': () => ({
        body: {
          ...quoted,
          requestDetail: {
            ...quoted.requestDetail!,
            serviceStart: '2031-03-01',
            serviceEnd: '2031-04-15',
            netHourCost: null,
            packageFlatCost: 1450,
            taxisitter: false,
          },
        },
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    renderQuote();
    const card = await quoteCard();
    expect(within(card).getByText('1 mese')).toBeInTheDocument();
    expect(await within(card).findByText('Costo forfettario del caregiver')).toBeInTheDocument();
    // A full-time contract: the flat cost is by the month.
    expect(within(card).getByText('1.450,00 €')).toBeInTheDocument();
    expect(within(card).getByText('Importo al mese')).toBeInTheDocument();
    expect(within(card).queryByText(/rimborso carburante/)).not.toBeInTheDocument();
  });

  it('shows the prices the quote was written with, not the catalogue’s since', async () => {
    const calls = mockApi({
      'GET /v2/requests/7': () => ({
        body: makeQuotedRequest({
          quotedProducts: [
            { productType: 'SERVICE', amount: 15000 },
            { productType: 'SUBSCRIPTION', amount: 3000 },
          ],
        }),
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    renderQuote();
    const card = await quoteCard();
    const payNow = await within(card).findByRole('region', { name: 'Da pagare a Equilibrio' });
    expect(payNow).toHaveTextContent('Totale180,00 €');
    expect(calls.some((c) => c.path === '/v1/services/3/summary')).toBe(false);
  });

  it('tells the customer when the quote is not ready yet', async () => {
    mockApi({
      'GET /v2/requests/7': () => ({
        body: makeQuotedRequest({ status: 'NUOVA', requestDetail: null, serviceLinked: null }),
      }),
    });
    renderQuote();
    const card = await quoteCard();
    expect(within(card).getByText(/Il preventivo non è ancora pronto/)).toBeInTheDocument();
    expect(within(card).getByText('In attesa di conferma')).toBeInTheDocument();
  });

  it('keeps the quote and shows the error toast when accepting fails', async () => {
    mockApi({
      'GET /v2/requests/7': () => ({ body: makeQuotedRequest() }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      'POST /v1/requests/confirm-quotation': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Errore interno' } },
      }),
    });
    renderQuote();
    const card = await quoteCard();
    await answerDialog(
      await within(card).findByRole('button', { name: 'Accetta' }),
      'Accetta preventivo',
      'Accetta',
    );
    expect(
      await screen.findByText(/Errore durante l'accettazione del preventivo, riprovare più tardi/),
    ).toBeInTheDocument();
    expect(within(card).getByText('In attesa di conferma')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Accetta' })).toBeInTheDocument();
  });

  it('accepting a quote the tutor just paused: names the pause, no waiting badge', async () => {
    let status = 'INVIATO PREVENTIVO';
    mockApi({
      'GET /v2/requests/7': () => ({
        body: makeQuotedRequest({
          status,
          statusBeforeStandBy: status === 'STAND BY' ? 'INVIATO PREVENTIVO' : null,
        }),
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      'POST /v1/requests/confirm-quotation': () => {
        status = 'STAND BY';
        return {
          status: 409,
          body: {
            error: {
              code: 'INVALID_STATE',
              message:
                'Operazione non più possibile: la richiesta ora è «In pausa». La pagina mostra cosa puoi fare adesso.',
            },
          },
        };
      },
    });
    renderQuote();
    const card = await quoteCard();
    await answerDialog(
      await within(card).findByRole('button', { name: 'Accetta' }),
      'Accetta preventivo',
      'Accetta',
    );
    const updated = await quoteCard();
    expect(await within(updated).findByText(/La richiesta è in pausa:/)).toBeInTheDocument();
    expect(within(updated).getByText('In pausa')).toBeInTheDocument();
    expect(within(updated).queryByText('In attesa di conferma')).toBeNull();
    expect(within(updated).queryByRole('button', { name: 'Accetta' })).toBeNull();
    expect(screen.queryByText(/Errore durante l'accettazione del preventivo/)).toBeNull();
  });

  it('accepts the version it shows; corrected meanwhile, it shows the new one to read first', async () => {
    let version = {
      quoteSentAt: '2031-01-01T09:00:00.000Z',
      detail: makeQuotedRequest().requestDetail!,
    };
    const calls = mockApi({
      'GET /v2/requests/7': () => ({
        body: makeQuotedRequest({
          quoteSentAt: version.quoteSentAt,
          requestDetail: version.detail,
        }),
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      'POST /v1/requests/confirm-quotation': () => {
        // The tutor corrected the rate just before the family pressed Accetta.
        version = {
          quoteSentAt: '2031-01-01T09:05:00.000Z',
          detail: { ...version.detail, netHourCost: 12 },
        };
        return {
          status: 409,
          body: {
            error: {
              code: 'QUOTE_CHANGED',
              message:
                'Il family tutor ha appena aggiornato il preventivo: rileggilo prima di accettarlo.',
            },
          },
        };
      },
    });
    renderQuote();
    const card = await quoteCard();
    expect(await within(card).findByText('11,50 €/h + rimborso carburante')).toBeInTheDocument();
    await answerDialog(
      within(card).getByRole('button', { name: 'Accetta' }),
      'Accetta preventivo',
      'Accetta',
    );
    expect(
      await screen.findByText(
        'Il family tutor ha appena aggiornato il preventivo: rileggilo prima di accettarlo.',
      ),
    ).toBeInTheDocument();
    expect(
      calls.find((c) => c.path === '/v1/requests/confirm-quotation')!.query.get('quoteSentAt'),
    ).toBe('2031-01-01T09:00:00.000Z');
    // Not the generic failure: nothing is wrong, there is a new version to read.
    expect(screen.queryByText(/Errore durante l'accettazione del preventivo/)).toBeNull();
    const updated = await quoteCard();
    expect(await within(updated).findByText('12,00 €/h + rimborso carburante')).toBeInTheDocument();
    expect(within(updated).getByText('In attesa di conferma')).toBeInTheDocument();
    expect(within(updated).getByRole('button', { name: 'Accetta' })).toBeInTheDocument();
  });

  it('corrected by the tutor while the page is open, the quote shows the new version and says so by Accetta', async () => {
    let version = {
      quoteSentAt: '2031-01-01T09:00:00.000Z',
      detail: makeQuotedRequest().requestDetail!,
    };
    mockApi({
      'GET /v2/requests/7': () => ({
        body: makeQuotedRequest({
          quoteSentAt: version.quoteSentAt,
          requestDetail: version.detail,
        }),
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    const { queryClient } = renderQuote();
    const card = await quoteCard();
    expect(await within(card).findByText('11,50 €/h + rimborso carburante')).toBeInTheDocument();
    expect(screen.queryByText(quoteChangedMessage)).toBeNull();
    // The tutor corrects the rate; the page reads the request again (a live update).
    version = {
      quoteSentAt: '2031-01-01T09:05:00.000Z',
      detail: { ...version.detail, netHourCost: 12 },
    };
    await queryClient.invalidateQueries();
    const updated = await quoteCard();
    expect(await within(updated).findByText('12,00 €/h + rimborso carburante')).toBeInTheDocument();
    expect(within(updated).getByText(quoteChangedMessage)).toBeVisible();
    // What changed, as the correction's email says it.
    expect(within(updated).getByRole('list', { name: 'Cosa cambia' })).toHaveTextContent(
      'Tariffa oraria del caregiver: 11,50 € → 12,00 €',
    );
    expect(within(updated).getByRole('button', { name: 'Accetta' })).toBeInTheDocument();
  });

  it('once the family has paid, the quote’s costs say “Già pagato”, not “Da pagare a Equilibrio”', async () => {
    mockApi({
      'GET /v2/requests/7': () => ({
        body: makeQuotedRequest({
          status: 'PAGATO',
          quoteAcceptedAt: '2026-11-24T10:00:00.000Z',
          paidAt: '2026-11-25T10:00:00.000Z',
        }),
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      'GET /v1/caregiver-selection/request/7/phase/SELECTED': () => ({ body: [] }),
      'GET /v1/caregiver-selection/request/7/phase/CHOSEN': () => ({ body: [] }),
    });
    renderQuote();
    const card = await quoteCard();
    expect(await within(card).findByRole('region', { name: 'Già pagato' })).toHaveTextContent(
      'Totale196,00 €',
    );
    expect(within(card).queryByRole('region', { name: 'Da pagare a Equilibrio' })).toBeNull();
    // Accepted and paid: never 'In attesa di conferma'.
    expect(within(card).getByText('Preventivo accettato')).toBeInTheDocument();
    expect(within(card).queryByText('In attesa di conferma')).toBeNull();
  });

  it('accepts nothing when the family answers No', async () => {
    const calls = mockApi({
      'GET /v2/requests/7': () => ({ body: makeQuotedRequest() }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    renderQuote();
    const card = await quoteCard();
    const dialog = await answerDialog(
      await within(card).findByRole('button', { name: 'Accetta' }),
      'Accetta preventivo',
      'No',
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/v1/requests/confirm-quotation')).toBe(false);
    expect(within(card).getByText('In attesa di conferma')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Accetta' })).toBeEnabled();
  });

  it('shows a clear not-found message for another customer’s or an unknown request', async () => {
    mockApi({
      'GET /v2/requests/99': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Richiesta non trovata.' } },
      }),
    });
    renderQuote(99);
    expect(
      await screen.findByRole('heading', { name: 'Richiesta non trovata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai all’elenco richieste' })).toHaveAttribute(
      'href',
      '/dashboard/request-list',
    );
  });

  it('shows placeholders while the request loads', async () => {
    mockApi({ 'GET /v2/requests/7': () => new Promise(() => {}) });
    renderQuote();
    await waitFor(() =>
      expect(screen.getByLabelText('Caricamento del preventivo')).toHaveAttribute('aria-busy'),
    );
    expect(screen.queryByRole('region', { name: 'Il tuo preventivo' })).not.toBeInTheDocument();
  });
});
