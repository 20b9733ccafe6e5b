import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import type { RequestWorkspace } from '../api/get-request';
import { continuousSchedule, quotedFixture, workspaceFixture } from '../testing/fixtures';
import { RequestSummaryCard } from './request-summary-card';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/** A quote's terms from 7 January 2031, open-ended, one morning a week at 9,50 €/h; `changes` on top. */
const quoteTerms = (
  changes: Partial<NonNullable<RequestWorkspace['requestDetail']>> = {},
): RequestWorkspace['requestDetail'] => ({
  serviceStart: '2031-01-07',
  serviceEnd: null,
  contract: null,
  netHourCost: 9.5,
  packageFlatCost: null,
  taxisitter: false,
  requiredLanguage: [],
  workDays: 'mon',
  workHours: 'mor',
  animals: [],
  dogHealing: [],
  dogHosting: [],
  ...changes,
});

/** Renders the summary of `request` and gives back its card. */
const cardOf = (request: RequestWorkspace) => {
  renderRoute(<RequestSummaryCard request={request} />);
  return screen.getByRole('region', { name: 'Richiesta' });
};

describe('the request summary in the back office', () => {
  it('names the sent quote’s costs in the family’s words and amounts', async () => {
    mockApi({
      'GET /v1/services/7/summary': {
        body: {
          serviceId: 7,
          province: 'TO',
          products: [
            { productType: 'SERVICE', amount: 16_400 },
            { productType: 'SUBSCRIPTION', amount: 3_200 },
          ],
        },
      },
    });
    const request = workspaceFixture({
      ...quotedFixture('2031-01-07', '2031-07-07'),
    });
    const card = cardOf(request);
    expect(await within(card).findByText('196,00 €')).toBeVisible();
    expect(within(card).getByText('Da pagare a Equilibrio')).toBeVisible();
    expect(within(card).getByText('Tariffa oraria del caregiver')).toBeVisible();
    expect(within(card).getByText('9,50 €/h')).toBeVisible();
    expect(within(card).getByText(/circa 988,00 €/)).toBeVisible();
    expect(card).toHaveTextContent('3 giorni a settimana, 2 fasce da 4 ore: circa 104 ore al mese');
    // No contract: nothing to contradict.
    expect(within(card).queryByText(/controlla «/)).toBeNull();
    expect(within(card).getByText('Periodo').parentElement).toHaveTextContent(
      'Periodo7 gen 2031 → 7 lug 2031 (6 mesi)',
    );
  });

  it('says, beside the quote’s amounts, the welfare programme the family reads on its quote and checkout', async () => {
    mockApi({
      'GET /v1/services/6/summary': {
        body: {
          serviceId: 6,
          province: null,
          products: [{ productType: 'SERVICE', amount: 9_900 }],
        },
      },
    });
    const detail = quoteTerms();
    const welfare = workspaceFixture({
      welfare: true,
      company: { id: 'acme-welfare', name: 'ACME Welfare' },
      serviceLinked: { id: 6, name: 'Badante welfare', customerType: 'B2B' },
      requestDetail: detail,
    });
    const view = renderRoute(<RequestSummaryCard request={welfare} />);
    const card = screen.getByRole('region', { name: 'Richiesta' });
    expect(await within(card).findByText('99,00 €')).toBeVisible();
    expect(within(card).getByRole('note', { name: 'Programma welfare' })).toHaveTextContent(
      'Richiesta con il programma welfare di ACME Welfare: prezzi del catalogo riservato ai dipendenti.',
    );
    view.unmount();

    renderRoute(
      <RequestSummaryCard
        request={workspaceFixture({
          serviceLinked: { id: 6, name: 'Badante', customerType: 'B2C' },
          requestDetail: detail,
        })}
      />,
    );
    const privateCard = screen.getByRole('region', { name: 'Richiesta' });
    expect(await within(privateCard).findByText('99,00 €')).toBeVisible();
    expect(within(privateCard).queryByRole('note', { name: 'Programma welfare' })).toBeNull();
  });

  /** A babysitter's Part-time quote of five mornings and afternoons; `slotHours` as given. */
  const partTimeQuote = (slotHours?: number) =>
    workspaceFixture({
      serviceLinked: { id: 7, name: 'Babysitter Torino', customerType: 'B2C' },
      requestDetail: {
        serviceStart: '2031-01-07',
        serviceEnd: null,
        contract: 'part',
        netHourCost: 9.5,
        packageFlatCost: null,
        taxisitter: false,
        requiredLanguage: [],
        workDays: 'mon-tue-wed-thu-fri',
        workHours: 'mor-aft',
        slotHours,
        animals: [],
        dogHealing: [],
        dogHosting: [],
      },
    });

  it('keeps in sight that a quote sent as Part-time has a full week’s hours', async () => {
    mockApi({});
    const request = partTimeQuote();
    const card = cardOf(request);
    const warning = within(card).getByText(
      'Con circa 40 ore a settimana (5 giorni, 2 fasce da 4 ore) è un tempo pieno: controlla «Part-time».',
    );
    expect(warning).toBeVisible();
    expect(within(card).getByText('Contratto').parentElement).toContainElement(warning);
    // Open-ended: from its first day, not a bare day that reads as a single day's service.
    expect(within(card).getByText('Periodo').parentElement).toHaveTextContent(
      'PeriodoDal 7 gen 2031',
    );
  });

  it('says the hours of short slots beside them, and counts the week with them', async () => {
    mockApi({});
    const request = partTimeQuote(1.5);
    const card = cardOf(request);
    expect(within(card).getByText('Fasce orarie').parentElement).toHaveTextContent(
      'mattina e pomeriggio (1,5 ore per fascia)',
    );
    // 15 hours a week: a part-time, nothing to point out (at 4 hours a slot it was 40).
    expect(within(card).queryByText(/controlla «Part-time»/)).toBeNull();
  });

  it('keeps in sight a week past the CCNL’s for one caregiver, as the quote form said it', async () => {
    mockApi({});
    const request = workspaceFixture({
      serviceLinked: { id: 7, name: 'Babysitter Torino', customerType: 'B2C' },
      requestDetail: quoteTerms({
        contract: 'full',
        workDays: 'mon-tue-wed-thu-fri-sat',
        workHours: 'mor-aft',
      }),
    });
    const { unmount } = renderRoute(<RequestSummaryCard request={request} />);
    const card = screen.getByRole('region', { name: 'Richiesta' });
    const weeklyLimit = within(card).getByText(
      'Con circa 48 ore a settimana (6 giorni, 2 fasce da 4 ore) si supera il massimo di 40 ore di un solo caregiver (CCNL lavoro domestico): la stima per la famiglia conta 40 ore. Controlla giorni e fasce orarie.',
    );
    expect(weeklyLimit).toBeVisible();
    // Beside the time slots it is about, not under 'Contratto'.
    const term = (label: string) => within(card).getByText(label).parentElement!;
    expect(term('Fasce orarie')).toContainElement(weeklyLimit);
    expect(term('Contratto')).not.toHaveTextContent('si supera');
    // Full-time for 48 hours: the contract itself is not questioned.
    expect(within(card).queryByText(/controlla «Full-time»/)).toBeNull();
    unmount();

    // A badante living in: 48 hours are within the week.
    renderRoute(
      <RequestSummaryCard
        request={{
          ...request,
          businessLine: 'NURSE',
          requestDetail: { ...request.requestDetail!, coliving: true },
        }}
      />,
    );
    expect(
      within(screen.getByRole('region', { name: 'Richiesta' })).queryByText(/si supera il massimo/),
    ).toBeNull();
  });

  it('cites no CCNL lavoro domestico for a pet sitting quote, whatever its week', async () => {
    mockApi({});
    const request = workspaceFixture({
      businessLine: 'PETSITTER',
      serviceLinked: { id: 7, name: 'Petsitter Torino', customerType: 'B2C' },
      requestDetail: quoteTerms({
        contract: 'occ',
        netHourCost: null,
        packageFlatCost: 320,
        workDays: 'mon-tue-wed-thu-fri-sat-sun',
        workHours: 'mor-aft-eve',
        hosting: true,
      }),
    });
    const card = cardOf(request);
    expect(within(card).getByText('Fasce orarie')).toBeVisible();
    expect(card).not.toHaveTextContent('CCNL');
    expect(card).not.toHaveTextContent('si supera');
  });

  it('keeps in sight an «Occasionale» quote for a family that asked «Continuativo»', async () => {
    mockApi({});
    const request = workspaceFixture({
      serviceLinked: { id: 7, name: 'Babysitter Torino', customerType: 'B2C' },
      schedule: continuousSchedule,
      requestDetail: quoteTerms({ contract: 'occ', workDays: 'mon-wed', workHours: 'aft' }),
    });
    const card = cardOf(request);
    const warning = within(card).getByText(
      'La famiglia ha chiesto un servizio continuativo: «Occasionale» è per prestazioni saltuarie. Controlla il contratto.',
    );
    expect(within(card).getByText('Contratto').parentElement).toContainElement(warning);
  });

  it('still names a care duty a colf quote was sent with, beside the household ones', async () => {
    mockApi({});
    const request = workspaceFixture({
      businessLine: 'COLF',
      type: 'Colf',
      serviceLinked: { id: 7, name: 'Colf Torino', customerType: 'B2C' },
      requestDetail: quoteTerms({ cleaning: true, changing: true, injections: false }),
    });
    const card = cardOf(request);
    expect(within(card).getByText('Pulizie')).toBeVisible();
    expect(within(card).getByText('Cambio del pannolone')).toBeVisible();
    expect(within(card).queryByText('Iniezioni')).toBeNull();
  });

  it('says whose silence an empty «Quando» is, beside the quote’s period', () => {
    mockApi({});
    const request = workspaceFixture({
      schedule: null,
      requestDetail: quoteTerms({
        serviceEnd: '2031-07-07',
        contract: 'part',
        netHourCost: 9,
        requiredLanguage: ['italian'],
      }),
    });
    const card = cardOf(request);
    const when = within(card).getByText('Quando', { selector: 'dt' });
    expect(when.nextElementSibling).toHaveTextContent(/^Non indicato dalla famiglia$/);
    const period = within(card).getByText('Periodo', { selector: 'dt' });
    expect(period.nextElementSibling).toHaveTextContent(/^7 gen 2031 → 7 lug 2031/);
  });

  it('says the languages the family’s page says: a pet sitting’s quoted Italian, not ‘—’', () => {
    mockApi({});
    const request = workspaceFixture({
      businessLine: 'PETSITTER',
      type: 'Pet sitter',
      // Pet sitting asks the family no languages; the quote asks Italian.
      languages: [],
      requestDetail: quoteTerms({ netHourCost: 9, requiredLanguage: ['italian'] }),
    });
    const card = cardOf(request);
    const languages = within(card).getByText('Lingue', { selector: 'dt' });
    expect(languages.nextElementSibling).toHaveTextContent(/^Italiano$/);
    // Said once: the quote's block no longer repeats it as 'Lingue richieste'.
    expect(within(card).queryByText('Lingue richieste')).toBeNull();
  });
});
