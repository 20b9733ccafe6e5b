import type { RequestNote, SendQuote } from '@equilibrio/contract/backoffice';
import { Modal } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedAddress } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import type { RequestWorkspace } from '../api/get-request';
import {
  continuousSchedule,
  quoteCatalogue,
  serviceTermsFixture,
  workspaceFixture,
} from '../testing/fixtures';
import { QuoteForm } from './quote-form';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
afterEach(() => vi.unstubAllGlobals());

const typeDate = (label: string, value: string) => {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** The quote form of `request`, alone (no dialog). */
const renderQuote = (request: RequestWorkspace, onSubmit = async (_quote: SendQuote) => {}) =>
  renderRoute(<QuoteForm request={request} onSubmit={onSubmit} onCancel={() => {}} />);

/** A babysitting request's quote, its prices read: gives back what the form sends to. */
async function openBabysitterQuote() {
  mockApi(quoteCatalogue('BABYSITTER'));
  const onSubmit = vi.fn(async (_quote: SendQuote) => {});
  renderQuote(workspaceFixture(), onSubmit);
  await screen.findByText('Prezzi di «Altre province»: Torino (TO) non ha prezzi propri');
  return onSubmit;
}

/** Picks the contract `name` in its menu. */
const pickContract = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Contratto' }));
  await userEvent.click(screen.getByRole('option', { name, hidden: true }));
};

/** Clicks the checkboxes named, in order. */
const tick = async (...names: string[]) => {
  for (const name of names) {
    await userEvent.click(screen.getByRole('checkbox', { name }));
  }
};

/** The quote in its dialog, opened by a button as on the request's page. */
function QuoteDialog({ request }: { request: RequestWorkspace }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Apri
      </button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Invia preventivo">
        <QuoteForm request={request} onSubmit={async () => {}} onCancel={() => setOpened(false)} />
      </Modal>
    </>
  );
}

/** A request whose quote, starting on `serviceStart`, waits for the family (to correct). */
const quoteSent = (serviceStart: string) =>
  workspaceFixture({
    status: 'INVIATO PREVENTIVO',
    quoteSentAt: '2098-12-01T08:00:00.000Z',
    serviceLinked: { id: 7, name: 'Babysitter', customerType: 'B2C' },
    requestDetail: serviceTermsFixture(serviceStart, null),
  });

/** A call, note or activity of the request's history. */
const note = (id: number, kind: RequestNote['kind'], text: string, createdAt: string) => ({
  id,
  kind,
  text,
  author: null,
  callBackAt: null,
  createdAt,
});

describe('the quote form', () => {
  it('opens on the first thing still to fill: the cost of a request whose service and dates are known', async () => {
    mockApi(quoteCatalogue('BABYSITTER'));
    const schedule = {
      startDate: '2031-01-07',
      days: ['mon' as const],
      timeSlots: ['mor' as const],
      timeSlotsToBeDefined: false,
      frequency: 'occasional' as const,
    };
    const { unmount } = renderRoute(<QuoteDialog request={workspaceFixture({ schedule })} />);
    const cost = () => screen.getByRole('textbox', { name: 'Tariffa oraria del caregiver (€/h)' });
    // The catalogue comes after the dialog opened: its only service is chosen, the keyboard goes on.
    await userEvent.click(screen.getByRole('button', { name: 'Apri' }));
    await waitFor(() => expect(cost()).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Servizio del catalogo' })).toHaveValue(
      'Babysitter (B2C)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Known already, the catalogue's service is there as the dialog opens, and so is the keyboard.
    await userEvent.click(screen.getByRole('button', { name: 'Apri' }));
    await waitFor(() => expect(cost()).toHaveFocus());
    unmount();

    // Without the family's start, the start is the first thing asked.
    const { unmount: unmountAgain } = renderRoute(
      <QuoteDialog request={workspaceFixture({ schedule: { ...schedule, startDate: null } })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apri' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Inizio del servizio' })).toHaveFocus(),
    );
    unmountAgain();

    // 'Continuativo' leaves part- or full-time to the tutor: the contract comes first.
    renderRoute(
      <QuoteDialog
        request={workspaceFixture({ schedule: { ...schedule, frequency: 'continuous' } })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apri' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Contratto' })).toHaveFocus());
  });

  it('keeps what the family asked in sight: when, and its message', async () => {
    mockApi(quoteCatalogue('BABYSITTER'));
    renderQuote(
      workspaceFixture({
        message: 'Dopo la scuola, due bambini',
        // What the family said on the phone: the latest first, the history's activities left out.
        notes: [
          note(1, 'call', 'Prima chiamata: richiamare domani', '2030-01-01T09:00:00.000Z'),
          note(2, 'activity', 'Presa in carico', '2030-01-01T09:05:00.000Z'),
          note(3, 'call', 'Vuole lun e mer dalle 16 alle 19', '2030-01-02T10:00:00.000Z'),
        ],
        schedule: {
          startDate: null,
          days: ['mon', 'wed'],
          timeSlots: ['aft'],
          timeSlotsToBeDefined: false,
          frequency: 'continuous',
        },
      }),
    );
    const asked = await screen.findByRole('group', { name: 'Cosa ha chiesto la famiglia' });
    expect(asked).toHaveTextContent('Messaggio della famigliaDopo la scuola, due bambini');
    expect(asked).toHaveTextContent('QuandoLunedì, MercoledìFasce orarie: pomeriggioContinuativo');
    expect(asked).toHaveTextContent(
      'Dalle chiamate e dalle noteChiamata · 2 gen 2030, 11:00: Vuole lun e mer dalle 16 alle 19Chiamata · 1 gen 2030, 10:00: Prima chiamata: richiamare domani',
    );
    expect(asked).not.toHaveTextContent('Presa in carico');
  });

  it('offers the pet flags with Italian names for a pet request, and the line’s default prices', async () => {
    mockApi(quoteCatalogue('PETSITTER'));
    renderQuote(workspaceFixture({ businessLine: 'PETSITTER', type: 'Petsitter', province: 'AO' }));
    expect(
      await screen.findByText(
        "Prezzi di «Altre province»: Valle d'Aosta/Vallée d'Aoste (AO) non ha prezzi propri",
      ),
    ).toBeVisible();
    // The family's costs in the quote's words: paid now, the renewal.
    const costs = screen.getByLabelText('Costi per la famiglia');
    expect(costs).toHaveTextContent(
      'Da pagare a Equilibrio: Selezione del caregiver (99,00 €) + Garanzia NO PROBLEM — 30 giorni dal pagamento (19,00 €) = 118,00 €',
    );
    expect(costs).toHaveTextContent(
      'Poi: Rinnovo garanzia NO PROBLEM 19,00 €, ogni 30 giorni, disattivabile quando vuoi dai dettagli della richiesta',
    );
    expect(screen.getByRole('checkbox', { name: 'Toelettatura' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Somministrazione di farmaci' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Iniezioni' })).toBeNull();
    // Living in is a domestic worker's (CCNL lavoro domestico), never a pet sitter's.
    expect(screen.queryByRole('checkbox', { name: 'Convivenza' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Lingue' })).toBeNull();
    expect(screen.queryByRole('switch', { name: /Taxi-sitter/ })).toBeNull();
  });

  it('offers a colf the household duties only, a badante the care ones', async () => {
    mockApi(quoteCatalogue('COLF'));
    const { unmount } = renderQuote(workspaceFixture({ businessLine: 'COLF', type: 'Colf' }));
    expect(await screen.findByRole('checkbox', { name: 'Pulizie' })).toBeVisible();
    for (const duty of ['Stiro', 'Cucina', 'Bucato', 'Spesa']) {
      expect(screen.getByRole('checkbox', { name: duty })).toBeVisible();
    }
    expect(screen.getByRole('checkbox', { name: 'Convivenza' })).toBeVisible();
    for (const care of [
      'Cambio del pannolone',
      'Iniezioni',
      'Medicazioni',
      'Assistenza in ospedale',
      'Controllo della glicemia',
    ]) {
      expect(screen.queryByRole('checkbox', { name: care })).toBeNull();
    }
    unmount();

    mockApi(quoteCatalogue('NURSE'));
    renderQuote(workspaceFixture({ businessLine: 'NURSE', type: 'Badante' }));
    expect(await screen.findByRole('checkbox', { name: 'Cambio del pannolone' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Iniezioni' })).toBeVisible();
  });

  it('keeps a care duty a colf quote already holds: shown ticked, sent again unless taken off', async () => {
    mockApi(quoteCatalogue('COLF'));
    const onSubmit = vi.fn(async (_quote: SendQuote) => {});
    renderRoute(
      <QuoteForm
        correction
        request={workspaceFixture({
          businessLine: 'COLF',
          type: 'Colf',
          status: 'INVIATO PREVENTIVO',
          serviceLinked: { id: 7, name: 'Colf', customerType: 'B2C' },
          requestDetail: {
            ...serviceTermsFixture('2099-01-07', null),
            numberOfChildren: null,
            cleaning: true,
            changing: true,
          },
        })}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const nappy = await screen.findByRole('checkbox', { name: 'Cambio del pannolone' });
    expect(nappy).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pulizie' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Iniezioni' })).toBeNull();

    await tick('Convivenza');
    await userEvent.click(screen.getByRole('button', { name: 'Invia la correzione' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].requestDetail).toMatchObject({
      cleaning: true,
      coliving: true,
      changing: true,
    });
    expect(onSubmit.mock.calls[0]![0].requestDetail).not.toHaveProperty('injections');
  });

  it('says before sending that a service has no prices where the request is, never «= 0,00 €»', async () => {
    mockApi({
      ...quoteCatalogue('BABYSITTER'),
      'GET /v1/services/7/summary': { body: { serviceId: 7, province: null, products: [] } },
    });
    renderQuote(workspaceFixture());
    const costs = await screen.findByRole('group', { name: 'Costi per la famiglia' });
    expect(
      await within(costs).findByText(
        'Questo servizio non ha prezzi per la provincia della richiesta né prezzi per «Altre province»: aggiungili nel catalogo, poi invia il preventivo.',
      ),
    ).toBeVisible();
    expect(costs).not.toHaveTextContent('0,00 €');
    expect(costs).not.toHaveTextContent('Prezzi di «Altre province»');
  });

  it('previews a correction at the prices the family was sent, not the catalogue’s since', async () => {
    const calls = mockApi(quoteCatalogue('BABYSITTER'));
    renderQuote(
      workspaceFixture({
        status: 'INVIATO PREVENTIVO',
        serviceLinked: { id: 7, name: 'Babysitter', customerType: 'B2C' },
        quotedProducts: [
          { productType: 'SERVICE', amount: 8000 },
          { productType: 'SUBSCRIPTION', amount: 1500 },
        ],
      }),
    );
    expect(
      await screen.findByText('Prezzi del preventivo inviato (restano quelli di allora)'),
    ).toBeVisible();
    expect(screen.getByLabelText('Costi per la famiglia')).toHaveTextContent(
      'Selezione del caregiver (80,00 €) + Garanzia NO PROBLEM — 30 giorni dal pagamento (15,00 €) = 95,00 €',
    );
    expect(calls.some((c) => c.path === '/v1/services/7/summary')).toBe(false);
  });

  it('asks for the start and a cost, then sends the quote in the API’s shape', async () => {
    const onSubmit = await openBabysitterQuote();

    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeVisible();
    expect(screen.getByText('Indica il costo orario o il costo forfettario')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    // A flat cost answers the rule: the hourly field's message goes at once, not at the next press.
    const flat = screen.getByRole('textbox', { name: 'Costo forfettario del caregiver (€)' });
    await userEvent.type(flat, '300');
    await waitFor(() =>
      expect(screen.queryByText('Indica il costo orario o il costo forfettario')).toBeNull(),
    );
    await userEvent.clear(flat);

    typeDate('Inizio del servizio', '07/01/2031');
    typeDate('Fine prevista', '01/01/2031');
    const hourly = screen.getByRole('textbox', { name: 'Tariffa oraria del caregiver (€/h)' });
    await userEvent.type(hourly, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    expect(await screen.findByText('Il costo orario deve essere maggiore di zero')).toBeVisible();
    await userEvent.clear(hourly);
    await userEvent.type(hourly, '10,5');
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    expect(await screen.findByText('La fine non può precedere l’inizio')).toBeVisible();
    // Said once: no 'Durata: 0 mesi' beside it.
    expect(screen.queryByText(/^Durata:/)).toBeNull();

    typeDate('Fine prevista', '30/06/2031');
    const duration = await screen.findByText('Durata: 5 mesi');
    expect(duration).toBeVisible();
    // Under the date, not between its label and the field: the row's fields stay in line.
    expect(
      screen.getByRole('textbox', { name: 'Fine prevista' }).compareDocumentPosition(duration) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await tick('Venerdì', 'Lunedì', 'Pomeriggio');
    // The caregiver's estimate follows the days and slots: 2 × 1 × 4 h × 52/12 ≈ 35 h × 10,50 €.
    expect(screen.getByLabelText('Costi per la famiglia')).toHaveTextContent(
      'Al caregiver: Tariffa oraria del caregiver 10,50 €/h · Stima mensile per il caregiver circa 367,50 € (2 giorni a settimana, 1 fascia da 4 ore: circa 35 ore al mese)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const quote = onSubmit.mock.calls[0]![0];
    expect(quote).toMatchObject({
      serviceId: 7,
      note: null,
      requestDetail: {
        serviceStart: '2031-01-07',
        serviceEnd: '2031-06-30',
        netHourCost: 10.5,
        packageFlatCost: null,
        taxisitter: false,
        requiredLanguage: ['italian'],
        workDays: 'mon-fri',
        workHours: 'aft',
        animals: [],
      },
    });
    // A babysitting quote carries no pet or care flags.
    expect(quote.requestDetail).not.toHaveProperty('grooming');
    expect(quote.requestDetail).not.toHaveProperty('injections');
  });

  it('takes one cost, names the limit, points out an unusual rate, and asks before Enter sends', async () => {
    const onSubmit = await openBabysitterQuote();
    typeDate('Inizio del servizio', '07/01/2031');
    const hourly = screen.getByRole('textbox', { name: /Tariffa oraria del caregiver/ });
    const flat = screen.getByRole('textbox', { name: 'Costo forfettario del caregiver (€)' });

    // Enter after the last amount typed sends the quote as other forms do, but asks first: the
    // family is emailed, and the sections below may still be empty.
    await userEvent.type(hourly, '1000{Enter}');
    const ask = await screen.findByRole('dialog', { name: 'Inviare il preventivo?' });
    // As the line above the buttons says it: where the quote goes, and the family's email.
    expect(ask).toHaveTextContent(
      'Il preventivo compare subito nell’area riservata della famiglia. La famiglia ne viene avvisata per email, secondo le sue preferenze. Controlla di aver compilato tutte le sezioni.',
    );
    // The request says where: nothing about a missing address.
    expect(ask).not.toHaveTextContent('Manca l’indirizzo');
    await userEvent.click(within(ask).getByRole('button', { name: 'Continua a modificare' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Inviare il preventivo?' })).toBeNull(),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByText('Insolito: di solito tra 8 e 20 €/h. Controlla l’importo.'),
    ).toBeVisible();
    await userEvent.clear(hourly);
    await userEvent.type(hourly, '10000');
    await userEvent.type(flat, '650');
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    expect(await screen.findByText('Importo troppo alto: al massimo 1.000,00 €')).toBeVisible();
    // Both costs: the quote shows one, the other would vanish from it.
    expect(
      screen.getByText('Indica il costo orario oppure il costo forfettario, non entrambi'),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(hourly);
    await userEvent.type(hourly, '12');
    expect(screen.queryByText(/Insolito/)).toBeNull();
    await userEvent.clear(flat);
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    // (No days nor time slots: sent knowingly, without the monthly estimate.)
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Orari da definire?' })).getByRole(
        'button',
        {
          name: 'Invia senza stima mensile',
        },
      ),
    );
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].requestDetail).toMatchObject({
      netHourCost: 12,
      packageFlatCost: null,
    });
  });

  it('shows no price for a cost its field refuses, and sends by Enter once asked, or by Ctrl+Enter in the note', async () => {
    const onSubmit = await openBabysitterQuote();
    const hourly = screen.getByRole('textbox', { name: /Tariffa oraria del caregiver/ });
    await userEvent.type(hourly, '-5');
    const preview = screen.getByLabelText('Costi per la famiglia');
    expect(preview).toHaveTextContent('Al caregiver: —');
    expect(preview).not.toHaveTextContent('-5,00');
    await userEvent.clear(hourly);
    await userEvent.type(hourly, '12');
    expect(preview).toHaveTextContent('Tariffa oraria del caregiver 12,00 €/h');

    // Enter in a field of a form not yet complete shows what is missing, without asking.
    await userEvent.type(hourly, '{Enter}');
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Inviare il preventivo?' })).toBeNull();
    typeDate('Inizio del servizio', '07/01/2031');
    await tick('Lunedì', 'Pomeriggio');

    // Ctrl+Enter in the note sends, asking first as Enter does (the family is emailed); Enter
    // alone is a new line.
    const note = screen.getByRole('textbox', { name: 'Nota per lo storico' });
    await userEvent.type(note, 'Prima riga{Enter}seconda');
    expect(note).toHaveValue('Prima riga\nseconda');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(note, '{Control>}{Enter}{/Control}');
    const ask = await screen.findByRole('dialog', { name: 'Inviare il preventivo?' });
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Invia preventivo' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ note: 'Prima riga\nseconda' });
  });

  it('says how much of the note is left as its limit nears, and stops it there', async () => {
    mockApi(quoteCatalogue('BABYSITTER'));
    renderQuote(workspaceFixture());
    const note = await screen.findByRole('textbox', { name: 'Nota per lo storico' });
    expect(screen.queryByText(/caratteri su 1\.000/)).toBeNull();
    await userEvent.click(note);
    await userEvent.paste('a'.repeat(950));
    expect(await screen.findByText(/950 caratteri su 1\.000$/)).toBeVisible();
    // A paste past it is cut at the limit, and the field says so (not 'Massimo 1000' at the press).
    await userEvent.paste('b'.repeat(200));
    expect(note).toHaveValue(`${'a'.repeat(950)}${'b'.repeat(50)}`);
    expect(
      screen.getByText(
        /Hai raggiunto il limite di 1\.000 caratteri: il testo oltre non è stato inserito\.$/,
      ),
    ).toBeVisible();
  });

  it('points out Part-time at a full week’s hours, under the contract, and still sends', async () => {
    const onSubmit = await openBabysitterQuote();
    typeDate('Inizio del servizio', '07/01/2031');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Tariffa oraria del caregiver/ }),
      '10',
    );
    await pickContract('Part-time');
    // Picked again, it stays picked (only the field's × empties it).
    await pickContract('Part-time');
    expect(screen.getByRole('combobox', { name: 'Contratto' })).toHaveValue('Part-time');
    await tick('Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Mattina');
    // 20 hours a week: part-time indeed.
    expect(screen.queryByText(/controlla «Part-time»/)).toBeNull();
    await tick('Sabato', 'Pomeriggio');
    const warning = await screen.findByText(
      'Con circa 48 ore a settimana (6 giorni, 2 fasce da 4 ore) è un tempo pieno: controlla «Part-time».',
    );
    expect(warning).toBeVisible();
    // Under the contract it questions, not somewhere else in the form.
    expect(
      screen.getByRole('combobox', { name: 'Contratto' }).compareDocumentPosition(warning) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // 48 hours are past the 40 one caregiver living out may work: said by the days and time slots
    // (not under 'Contratto'), and the family's estimate counts 40 (173 h a month at 10 €/h),
    // never the 208 of the slots.
    const weeklyLimit = screen.getByText(
      'Con circa 48 ore a settimana (6 giorni, 2 fasce da 4 ore) si supera il massimo di 40 ore di un solo caregiver (CCNL lavoro domestico): la stima per la famiglia conta 40 ore. Controlla giorni e fasce orarie.',
    );
    expect(weeklyLimit).toBeVisible();
    const schedule = screen.getByRole('heading', { name: 'Orari' }).parentElement!;
    expect(schedule).toContainElement(weeklyLimit);
    expect(
      screen.getByRole('checkbox', { name: 'Pomeriggio' }).compareDocumentPosition(weeklyLimit) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(schedule).not.toContainElement(warning);
    expect(screen.getByRole('group', { name: 'Costi per la famiglia' })).toHaveTextContent(
      'circa 1.730,00 € (Su 40 ore a settimana: circa 173 ore al mese)',
    );
    expect(screen.getByRole('group', { name: 'Costi per la famiglia' })).not.toHaveTextContent(
      '208 ore',
    );
    // Sending, the tutor reads what the family will: one caregiver living out cannot cover it.
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    const question = await screen.findByRole('dialog', { name: 'Più ore di un solo caregiver?' });
    expect(question).toHaveTextContent(
      'Le ore richieste superano le 40 a settimana di un solo caregiver. Nel preventivo la famiglia leggerà:«Le circa 48 ore a settimana richieste superano le 40 di un solo caregiver: la stima conta 40 ore. Per coprire tutta la settimana serve più di un caregiver: il tuo family tutor te lo spiegherà.»',
    );
    // Back to the schedule: nothing sent.
    await userEvent.click(within(question).getByRole('button', { name: 'Correggi gli orari' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Lunedì' })).toHaveFocus());
    // The tutor may know better: asked again, the quote goes as it is.
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    const again = await screen.findByRole('dialog', { name: 'Più ore di un solo caregiver?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Invia comunque' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].requestDetail).toMatchObject({
      contract: 'part',
      workDays: 'mon-tue-wed-thu-fri-sat',
      workHours: 'mor-aft',
    });
    // Full-time for these hours: nothing to point out.
    await pickContract('Full-time');
    await waitFor(() => expect(screen.queryByText(/controlla «Part-time»/)).toBeNull());
  });

  it('cites no CCNL lavoro domestico for pet sitting: the whole week asked, no limit said', async () => {
    mockApi(quoteCatalogue('PETSITTER'));
    renderQuote(workspaceFixture({ businessLine: 'PETSITTER', type: 'Petsitter' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Tariffa oraria del caregiver/ }),
      '10',
    );
    await tick('Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica');
    await tick('Mattina', 'Pomeriggio', 'Sera');
    // 84 hours of pet sitting: no CCNL's week to hold them to, and none cited.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Costi per la famiglia' })).toHaveTextContent(
        'circa 3.640,00 €',
      ),
    );
    expect(document.body).not.toHaveTextContent('CCNL');
    expect(screen.queryByText(/si supera il massimo/)).toBeNull();
  });

  it('counts the hours the tutor gives each slot: a daily walk of an hour, not a 4-hour slot', async () => {
    mockApi(quoteCatalogue('PETSITTER'));
    const onSubmit = vi.fn(async (_quote: SendQuote) => {});
    renderQuote(workspaceFixture({ businessLine: 'PETSITTER', type: 'Petsitter' }), onSubmit);
    await screen.findByText(/Prezzi di «Altre province»/);
    typeDate('Inizio del servizio', '07/01/2031');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Tariffa oraria del caregiver/ }),
      '12',
    );
    await tick('Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica');
    await tick('Mattina');
    const costs = screen.getByRole('group', { name: 'Costi per la famiglia' });
    // A whole slot until told otherwise: 7 × 4 h, 121 hours a month.
    expect(costs).toHaveTextContent('circa 1.452,00 €');
    const slotHours = screen.getByRole('textbox', { name: 'Ore per fascia' });
    // Refused as typed, and meanwhile not counted.
    await userEvent.type(slotHours, '0,3');
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    expect(await screen.findByText('Almeno mezz’ora')).toBeVisible();
    expect(costs).toHaveTextContent('circa 1.452,00 €');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(slotHours);
    await userEvent.type(slotHours, '1');
    await waitFor(() =>
      expect(costs).toHaveTextContent(
        'circa 360,00 € (7 giorni a settimana, 1 fascia da 1 ora: circa 30 ore al mese)',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].requestDetail).toMatchObject({
      workDays: 'mon-tue-wed-thu-fri-sat-sun',
      workHours: 'mor',
      slotHours: 1,
    });
  });

  it('points out «Occasionale» under the contract when the family asked «Continuativo»', async () => {
    mockApi(quoteCatalogue('BABYSITTER'));
    const request = workspaceFixture({
      schedule: continuousSchedule,
    });
    renderQuote(request);
    await screen.findByRole('combobox', { name: 'Contratto' });
    await pickContract('Occasionale');
    const warning = await screen.findByText(
      'La famiglia ha chiesto un servizio continuativo: «Occasionale» è per prestazioni saltuarie. Controlla il contratto.',
    );
    expect(
      screen.getByRole('combobox', { name: 'Contratto' }).compareDocumentPosition(warning) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await pickContract('Part-time');
    await waitFor(() => expect(screen.queryByText(/servizio continuativo/)).toBeNull());
  });

  it('points out a live-in Part-time past 30 hours, the CCNL’s most for it, once Convivenza is ticked', async () => {
    mockApi(quoteCatalogue('NURSE'));
    renderQuote(workspaceFixture({ businessLine: 'NURSE', type: 'Badante' }));
    await screen.findByRole('combobox', { name: 'Contratto' });
    await pickContract('Part-time');
    await tick('Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Mattina', 'Pomeriggio');
    // 32 hours living out: part-time indeed.
    expect(screen.queryByText(/controlla «Part-time»/)).toBeNull();
    await tick('Convivenza');
    expect(
      await screen.findByText(
        'Con circa 32 ore a settimana (4 giorni, 2 fasce da 4 ore) si supera il massimo di 30 ore di un part-time in convivenza (CCNL lavoro domestico): controlla «Part-time» o la «Convivenza».',
      ),
    ).toBeVisible();
    await tick('Convivenza');
    await waitFor(() => expect(screen.queryByText(/controlla «Part-time»/)).toBeNull());
  });

  it('asks before sending an hourly quote without days or time slots: no monthly estimate', async () => {
    const onSubmit = await openBabysitterQuote();
    typeDate('Inizio del servizio', '07/01/2031');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Tariffa oraria del caregiver/ }),
      '12',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));

    const question = await screen.findByRole('dialog', { name: 'Orari da definire?' });
    expect(question).toHaveTextContent(
      'Nel preventivo mancano i giorni e le fasce orarie: la famiglia leggerà «—» al loro posto e non vedrà la stima mensile per il caregiver, solo la tariffa oraria.',
    );
    // Back to the schedule: nothing sent, the days' first choice in hand.
    await userEvent.click(within(question).getByRole('button', { name: 'Aggiungi gli orari' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Lunedì' })).toHaveFocus());

    // Days without time slots: the question names what is still missing.
    await tick('Lunedì');
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    const again = await screen.findByRole('dialog', { name: 'Orari da definire?' });
    expect(again).toHaveTextContent('Nel preventivo mancano le fasce orarie:');
    await userEvent.click(within(again).getByRole('button', { name: 'Invia senza stima mensile' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].requestDetail).toMatchObject({
      netHourCost: 12,
      workDays: 'mon',
      workHours: '',
    });
  });

  it('says before sending that a request without an address gets the default prices', async () => {
    mockApi(quoteCatalogue('BABYSITTER'));
    const onSubmit = vi.fn(async (_quote: SendQuote) => {});
    renderQuote(workspaceFixture({ province: null, address: null }), onSubmit);
    const missing =
      'Manca l’indirizzo del servizio: senza la provincia valgono i prezzi di «Altre province».';
    expect(await screen.findByText('Prezzi di «Altre province»')).toBeVisible();
    expect(
      screen.getByText(`${missing} Scegli uno degli indirizzi salvati`, { exact: false }),
    ).toBeVisible();
    // Beside the button a click sends by, and in the question Enter asks (the costs' warning is
    // far above the field the tutor is in).
    expect(screen.getByText(missing)).toBeVisible();
    typeDate('Inizio del servizio', '07/01/2031');
    await tick('Lunedì', 'Pomeriggio');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Tariffa oraria del caregiver/ }),
      '12{Enter}',
    );
    const ask = await screen.findByRole('dialog', { name: 'Inviare il preventivo?' });
    expect(ask).toHaveTextContent(missing);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the service’s address from one the family saved, from the quote itself', async () => {
    const calls = mockApi({
      ...quoteCatalogue('BABYSITTER'),
      'GET /v1/backoffice/requests/:id/family-addresses': {
        body: [
          savedAddress(4, 'Via Po 12', true, {
            city: 'Torino',
            province: 'TO',
            postalCode: '10123',
          }),
          savedAddress(5, 'Via Dante 1', false),
        ],
      },
      'PUT /v1/backoffice/requests/:id/address': { status: 204 },
    });
    const request = workspaceFixture({ province: null, address: null });
    renderQuote(request);
    const pick = await screen.findByRole('combobox', { name: 'Dove si svolge il servizio' });
    await userEvent.click(pick);
    await userEvent.click(
      await screen.findByRole('option', {
        name: 'Via Po 12, 10123 Torino (TO) · predefinito',
        hidden: true,
      }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        street: 'Via Po 12',
        city: 'Torino',
        province: 'TO',
        postalCode: '10123',
      }),
    );
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe(
      `/v1/backoffice/requests/${request.id}/address`,
    );
  });

  it('says above the buttons what a click sends: the family told, the request taken if nobody has it', async () => {
    mockApi(quoteCatalogue('BABYSITTER'));
    const sends =
      'Il preventivo compare subito nell’area riservata della famiglia. La famiglia ne viene avvisata per email, secondo le sue preferenze.';
    const taken =
      'Nessuno ha ancora preso in carico la richiesta: inviando il preventivo, la prendi in carico tu.';
    const { unmount } = renderQuote(workspaceFixture({ assignedTutor: null }));
    const line = screen.getByText(`${sends} ${taken}`);
    // Read last, beside the button that sends at once (no question asked on a click).
    expect(
      line.compareDocumentPosition(screen.getByRole('button', { name: 'Invia preventivo' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Nota per lo storico' }).compareDocumentPosition(line) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    unmount();
    // A request someone follows stays theirs: nothing said of taking it.
    const colleague = { uid: 't2', name: 'Giulia', surname: 'Neri', email: 'giulia@example.it' };
    const { unmount: unmountAgain } = renderQuote(workspaceFixture({ assignedTutor: colleague }));
    expect(screen.getByText(sends)).toBeVisible();
    expect(screen.queryByText(/Nessuno ha ancora preso in carico/)).toBeNull();
    unmountAgain();
    // A correction says what its version does in its own words, at the top.
    renderRoute(
      <QuoteForm
        request={quoteSent('2099-01-07')}
        correction
        onSubmit={async () => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText(/La nuova versione sostituisce quella inviata/)).toBeVisible();
    expect(screen.queryByText(sends)).toBeNull();
  });

  it('greys out the days before today in the start’s calendar, and refuses one typed', async () => {
    await openBabysitterQuote();
    const start = screen.getByRole('textbox', { name: 'Inizio del servizio' });
    await userEvent.click(start);
    // The calendar's days in order: the one before today (Italy's) is no choice, today is.
    const today = await waitFor(() => {
      const day = document.querySelector<HTMLButtonElement>('button[data-today]');
      expect(day).not.toBeNull();
      return day!;
    });
    const days = [...document.querySelectorAll<HTMLButtonElement>('button[aria-label]')].filter(
      (button) => button.closest('table'),
    );
    expect(today).toBeEnabled();
    // Every day before today is no choice (none shown when today opens the month's grid).
    for (const day of days.slice(0, days.indexOf(today))) expect(day).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(start, '01/11/2020');
    await userEvent.tab();
    // Past days are no choice (the calendar greys them out): a typed one is refused at once,
    // kept in the field to be corrected.
    expect(
      await screen.findByText('L’inizio del servizio non può essere prima di oggi'),
    ).toBeVisible();
    expect(start).toHaveValue('01/11/2020');
  });

  it('shows a correction’s start already past, refused until changed as the API refuses it', async () => {
    const onSubmit = vi.fn(async (_quote: SendQuote) => {});
    mockApi(quoteCatalogue('BABYSITTER'));
    renderRoute(
      <QuoteForm
        request={quoteSent('2020-01-07')}
        correction
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const start = screen.getByRole('textbox', { name: 'Inizio del servizio' });
    expect(start).toHaveValue('07/01/2020');
    await userEvent.type(screen.getByRole('textbox', { name: 'Esperienza richiesta (anni)' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Invia la correzione' }));
    expect(
      await screen.findByText('L’inizio del servizio non può essere prima di oggi'),
    ).toBeVisible();
    expect(start).toHaveValue('07/01/2020');
    expect(onSubmit).not.toHaveBeenCalled();
    typeDate('Inizio del servizio', '07/01/2099');
    await userEvent.click(screen.getByRole('button', { name: 'Invia la correzione' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].requestDetail.serviceStart).toBe('2099-01-07');
  });

  it('refuses a start before today, and says every problem at the first press', async () => {
    const onSubmit = await openBabysitterQuote();

    typeDate('Inizio del servizio', '01/11/2020');
    // Written the Italian way, a decimal is refused by name (it was read as 25 before).
    const years = screen.getByRole('textbox', { name: 'Esperienza richiesta (anni)' });
    await userEvent.type(years, '2,5');
    expect(years).toHaveValue('2,5');
    // Above the maximum: kept as typed and named, never cut to 60 in silence.
    const children = screen.getByRole('textbox', { name: 'Numero di bambini' });
    await userEvent.type(children, '25');
    await userEvent.tab();
    expect(children).toHaveValue('25');
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    // The whole-number message, the start and the missing cost: all at once.
    expect(
      await screen.findByText('L’inizio del servizio non può essere prima di oggi'),
    ).toBeVisible();
    expect(screen.getByText('Indica il costo orario o il costo forfettario')).toBeVisible();
    expect(screen.getByText('Solo anni interi')).toBeVisible();
    expect(screen.getByText('Al massimo 20')).toBeVisible();
    // A negative number keeps its sign, and is named: '-3' years were saved as 3.
    await userEvent.clear(years);
    await userEvent.type(years, '-3');
    expect(years).toHaveValue('-3');
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    expect(await screen.findByText('Il valore non può essere negativo')).toBeVisible();
    // Nor 0 children on a babysitter's quote: the family would read 'Bambini 0'.
    await userEvent.clear(children);
    await userEvent.type(children, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    expect(
      await screen.findByText('Almeno 1 bambino: se non sai quanti sono, lascia vuoto'),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
