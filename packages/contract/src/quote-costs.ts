import { quoteTotals, type ServiceSummary } from './catalog';
import type { BusinessLine } from './enums';
import { dayCodes, hourCodes } from './enums';
import { formatItalianNumber } from './italian-format';
import { formatEuro, formatHourlyRate } from './money-format';
import {
  countCodes,
  domesticWork,
  liveOutCaregiver,
  livesIn,
  MAX_WEEKLY_HOURS,
  offersLiveIn,
  type QuoteWeek,
  shortServiceDays,
  type Week,
  weekBasis,
  weekHoursFigure,
  weeklyHours,
} from './quote-schedule';

/**
 * What a quote costs, in one vocabulary: the quote page, the checkout, the receipt email and the
 * back office all read these items, words and amounts from here (issue 21 item 4).
 * - paid now: the selection service and the first 30 days of the NO PROBLEM guarantee (spec §9:
 *   the service price is service + non-service products);
 * - recurring: the guarantee's renewal every 30 days (the non-service products), which can be
 *   switched off;
 * - to the caregiver: the hourly rate or the flat cost, not part of the payment to Equilibrio,
 *   with an estimate per month from the quote's days and time slots.
 */

/**
 * The lines to pay in one sentence, each amount in brackets after its name: 'Selezione del
 * caregiver (149,00 €) + Garanzia NO PROBLEM — 30 giorni dal pagamento (29,00 €)' (after a name
 * ending in words the amount ran into them: '… dal pagamento 29,00 €'). The emails and the
 * tutor's quote form say it this way.
 */
export const costLinesSaid = (lines: readonly { name: string; amount: string }[]) =>
  lines.map((line) => `${line.name} (${line.amount})`).join(' + ');

/** Weeks in an average month (52 / 12). */
const WEEKS_PER_MONTH = 52 / 12;

/**
 * A quote refused for a service without prices where the request is (its province's nor «Altre
 * province»'s): what is paid to Equilibrio would be 0 €. Said by the quote form before the API does.
 */
export const serviceWithoutPricesMessage =
  'Questo servizio non ha prezzi per la provincia della richiesta né prezzi per «Altre province»: aggiungili nel catalogo, poi invia il preventivo.';

export const costLabels = {
  /** What the family pays Equilibrio (not 'ora': accepting the quote charges nothing). */
  payNow: 'Da pagare a Equilibrio',
  /** When it is charged, said as a sentence (as a label, 'Alla scelta del caregiver', it did not say so). */
  payNowWhen: 'Lo paghi solo quando scegli il caregiver: accettare il preventivo non costa nulla',
  /** The same hint once the quote is accepted and the profiles are out (INVIATO CV). */
  payNowWhenChoosing: 'Lo paghi solo quando scegli il caregiver tra i profili proposti',
  /** … and once the caregiver is chosen (DA PAGARE): now is when. */
  payNowDue: 'Ora: il pagamento conferma il caregiver che hai scelto',
  /** The same block once the family has paid for the selection. */
  paid: 'Già pagato',
  /**
   * Under 'Effettua pagamento' and in the accept dialog, before a new charge: the interview comes
   * after the payment, and a caregiver who does not convince the family there is replaced from
   * the profiles (or new ones) with no new charge — the paid-before choice (`nothingMoreToPay`).
   * Not 'senza altri addebiti': beside the button, it read as no charge ever after, and the
   * checkout then showed the guarantee's renewal (`afterPayment`).
   */
  interviewAfterPayment:
    'Dopo il pagamento il tuo family tutor fissa il colloquio: se il caregiver non ti convince, ne scegli un altro tra i profili proposti o ne chiedi di nuovi, senza pagare di nuovo la selezione.',
  /** Beside 'Effettua pagamento' when the request was paid before (a new choice costs nothing). */
  nothingMoreToPay: 'Nessun nuovo addebito: vale il pagamento che hai già effettuato.',
  selection: 'Selezione del caregiver',
  selectionHint: 'Ricerca e selezione dei profili per la tua richiesta',
  guarantee: 'Garanzia NO PROBLEM — 30 giorni dal pagamento',
  guaranteeHint: 'Se il caregiver non fa per te, lo sostituiamo senza costi aggiuntivi',
  total: 'Totale',
  recurring: 'Rinnovo garanzia NO PROBLEM',
  recurringWhen: 'ogni 30 giorni, disattivabile quando vuoi dai dettagli della richiesta',
  caregiver: 'Al caregiver',
  caregiverHint: 'Non compreso nel pagamento a Equilibrio',
  hourlyRate: 'Tariffa oraria del caregiver',
  /**
   * The hourly rate of a live-in quote ('Convivenza'): not the caregiver's pay, which is monthly
   * (`liveInWage`), so not called theirs beside it.
   */
  referenceHourlyRate: 'Tariffa oraria di riferimento',
  flatCost: 'Costo forfettario del caregiver',
  /**
   * Under the caregiver's cost of domestic work (`CaregiverCost.employerCosts`): the family employs
   * the caregiver, and the rate is what the caregiver is paid, not what the family spends.
   */
  employerCosts:
    'Come datore di lavoro, a questo costo aggiungi i contributi INPS e, secondo il contratto, tredicesima, ferie e TFR (CCNL lavoro domestico): il tuo family tutor ti aiuta a calcolarli.',
  monthlyEstimate: 'Stima mensile per il caregiver',
  /** A service shorter than a month (a holiday's pet sitting): its whole cost, not a month's. */
  wholeServiceEstimate: 'Stima per tutto il servizio',
  /** For a live-in caregiver, in place of the estimate (`monthlyEstimate`): the wage is monthly. */
  liveInWage: 'Retribuzione in convivenza',
  liveInWageValue: 'da definire',
  liveInWageNote:
    'In convivenza la retribuzione non si conta a ore: è mensile, secondo il CCNL lavoro domestico, e la definisci con il tuo family tutor',
  /** Under a flat cost's label, where its amount stands alone ('Importo al mese'). */
  flatCostPeriod: (period: string) => `Importo ${period}`,
} as const;

/**
 * What a family reads before it pays (under 'Effettua pagamento', in the dialog accepting a
 * caregiver): the interview after the payment and, with `renewal` (the guarantee's amount every
 * 30 days, `QuoteBreakdown.recurring`), the charge that follows.
 */
export const afterPayment = (renewal: string | null) =>
  renewal
    ? `${costLabels.interviewAfterPayment} La garanzia NO PROBLEM copre i 30 giorni dal pagamento, poi si rinnova a ${renewal} ${costLabels.recurringWhen}.`
    : costLabels.interviewAfterPayment;

export type CostLine = {
  key: 'selection' | 'guarantee';
  label: string;
  description: string;
  amountCents: number;
};

/**
 * What goes to the caregiver. `employerCosts`: for domestic work (`domesticWorkLine`), what the
 * family pays besides as the employer (`costLabels.employerCosts`); null for a pet sitter.
 */
export type CaregiverCost = { employerCosts: string | null } & (
  | {
      kind: 'hourly';
      label: string;
      /** "9,50 €/h" or "9,50 €/h + rimborso carburante". */
      amount: string;
      rateCents: number;
      /** Null when the quote has no days or no time slots to estimate from (and is not live-in). */
      monthly: MonthlyEstimate | null;
    }
  | {
      kind: 'flat';
      label: string;
      /** '1.680,00 € al mese': the amount with its period, as the emails say it. */
      amount: string;
      amountCents: number;
      /** 'al mese', 'per tutto il servizio' (`flatCostPeriod`); null: not said. */
      period: string | null;
    }
);

/**
 * The monthly line under an hourly rate, as every place prints it: `label`, `value` (the amount
 * column: 'circa 1.643,83 €', 'da definire') and `basis` (the line under it, or in brackets).
 * - hours: the estimate from the days and slots, at most the CCNL's week (`capped` when held to it);
 * - wage: a live-in caregiver, paid by the month — no estimate from hours.
 */
export type MonthlyEstimate =
  | {
      kind: 'hours';
      label: string;
      value: string;
      basis: string;
      hours: number;
      amountCents: number;
      amount: string;
      capped: boolean;
      /**
       * Past the CCNL's week living out (`capped`): the family's sentence saying the week asked
       * is more than one caregiver may work and what covers it (`overLimitSentence`); else null.
       */
      overLimit: string | null;
    }
  | { kind: 'wage'; label: string; value: string; basis: string };

export type QuoteBreakdown = {
  payNow: { lines: CostLine[]; totalCents: number; total: string };
  recurring: { label: string; when: string; amountCents: number; amount: string } | null;
  caregiver: CaregiverCost | null;
};

export type QuoteCostInput = {
  products: ServiceSummary['products'];
  /** The request's line: a pet sitter's estimate is not held to the CCNL's week (`monthlyEstimate`). */
  businessLine?: BusinessLine;
  detail?: {
    netHourCost: number | null;
    packageFlatCost: number | null;
    taxisitter?: boolean;
    workDays?: string;
    workHours?: string;
    slotHours?: number | null;
    /** The contract code (occ, part, full): what period a flat cost is for. */
    contract?: string | null;
    /** The 'Convivenza' service flag: a live-in caregiver (paid by the month, `monthlyEstimate`). */
    coliving?: boolean;
    /** The service's first and estimated last day: a short one is estimated whole. */
    serviceStart?: string | null;
    serviceEnd?: string | null;
  } | null;
};

/**
 * What a flat cost covers, by the quote's contract: a part-time or full-time caregiver is paid
 * by the month, an occasional one for the whole service; no contract, no period said.
 */
export function flatCostPeriod(contract: string | null | undefined) {
  if (contract === 'full' || contract === 'part') return 'al mese';
  if (contract === 'occ') return 'per tutto il servizio';
  return null;
}

/**
 * The monthly line under an hourly rate (`MonthlyEstimate`), or null without days or slots.
 * - Live-in ('Convivenza', where the line offers it: `livesIn`): no estimate. A convivente is
 *   paid a monthly wage under the CCNL (its level, board and lodging), not hours × rate: 54 h ×
 *   52/12 × the rate (2.223,00 € at 9,50 €/h) would be as untrue as 7 × 3 slots (3.458,00 €), and
 *   would drive a family off. So the family reads that the wage is monthly and set with its
 *   family tutor.
 * - Otherwise the hours from the days and slots, held to the CCNL's 40-hour week for one caregiver
 *   (`MAX_WEEKLY_HOURS`), and said so: never a figure no contract allows.
 * - A pet sitter's (`domesticWorkLine`): the CCNL lavoro domestico does not govern pet sitting, so
 *   the hours asked are counted as they are, with no legal week to hold them to nor to cite.
 */
export function monthlyEstimate(
  rateEuro: number,
  schedule: QuoteWeek & { serviceStart?: string | null; serviceEnd?: string | null },
  coliving?: boolean,
  businessLine?: BusinessLine,
): MonthlyEstimate | null {
  if (livesIn(coliving, businessLine)) {
    return {
      kind: 'wage',
      label: costLabels.liveInWage,
      value: costLabels.liveInWageValue,
      basis: costLabels.liveInWageNote,
    };
  }
  const week = weeklyHours(schedule);
  if (!week) return null;
  const capped = domesticWork(businessLine) && week.hours > MAX_WEEKLY_HOURS.liveOut;
  // A service shorter than a month, within the week one caregiver may work: its own days counted
  // (10 days of two half-hour visits: 10 hours, 120 €), not a month of them (30 hours, 360 €).
  const days = capped
    ? null
    : shortServiceDays(schedule.workDays, schedule.serviceStart, schedule.serviceEnd);
  // None of the week's days in so short a span: no figure to give (not a month of them).
  if (days === 0) return null;
  const hours =
    days !== null
      ? days * week.slots * week.slotHours
      : Math.round((capped ? MAX_WEEKLY_HOURS.liveOut : week.hours) * WEEKS_PER_MONTH);
  const amountCents = Math.round(Math.round(rateEuro * 100) * hours);
  const amount = formatEuro(amountCents);
  // Held to the legal week, the basis says the 40 hours counted; the sentence under it, why.
  const basis =
    days !== null
      ? `${weekBasis({ ...week, days })} al giorno: circa ${formatItalianNumber(hours, { max: 1 })} ${hours === 1 ? 'ora' : 'ore'} in tutto`
      : capped
        ? `Su ${MAX_WEEKLY_HOURS.liveOut} ore a settimana: circa ${hours} ore al mese`
        : `${weekBasis(week, ' a settimana')}: circa ${hours} ore al mese`;
  return {
    kind: 'hours',
    label: days !== null ? costLabels.wholeServiceEstimate : costLabels.monthlyEstimate,
    value: `circa ${amount}`,
    basis,
    hours,
    amountCents,
    amount,
    capped,
    overLimit: capped ? overLimitSentence(week, businessLine) : null,
  };
}

/**
 * What the family reads when the live-out week asked is past the CCNL's for one caregiver: the
 * estimate counts 40 hours, and one caregiver living out cannot cover the week. Up to 54 hours a
 * live-in caregiver could (`MAX_WEEKLY_HOURS.liveIn`) where the line offers living in
 * (`liveInLine`); past them, or for a babysitter, only more than one caregiver.
 */
function overLimitSentence(week: Week, line: BusinessLine | undefined) {
  const max = MAX_WEEKLY_HOURS.liveOut;
  const liveInCovers = offersLiveIn(line) && week.hours <= MAX_WEEKLY_HOURS.liveIn;
  const covers = liveInCovers
    ? 'servono due caregiver o la convivenza'
    : 'serve più di un caregiver';
  return `Le circa ${weekHoursFigure(week)} ore a settimana richieste superano le ${max} di ${liveOutCaregiver(line)}: la stima conta ${max} ore. Per coprire tutta la settimana ${covers}: il tuo family tutor te lo spiegherà.`;
}

/**
 * What an hourly quote lacks for the family's monthly estimate ('i giorni', 'le fasce orarie'):
 * empty when it has both, or is no hourly quote. Such a quote may be sent — the schedule may be
 * 'da definire', as the family's own request allows (and `monthlyEstimate` is null then) — but
 * the family then reads '—' for them and no estimate, so the back office asks before sending it.
 */
export function missingForMonthlyEstimate(detail: {
  netHourCost: number | null;
  workDays?: string;
  workHours?: string;
}) {
  if (detail.netHourCost == null) return [];
  return [
    ...(countCodes(detail.workDays, dayCodes) === 0 ? ['i giorni'] : []),
    ...(countCodes(detail.workHours, hourCodes) === 0 ? ['le fasce orarie'] : []),
  ];
}

/** The quote's costs from the service's prices and the quote's terms. */
export function quoteBreakdown({ products, detail, businessLine }: QuoteCostInput): QuoteBreakdown {
  const { serviceCents, coverageCents, totalCents } = quoteTotals(products);
  const lines: CostLine[] = [
    {
      key: 'selection' as const,
      label: costLabels.selection,
      description: costLabels.selectionHint,
      amountCents: serviceCents,
    },
    {
      key: 'guarantee' as const,
      label: costLabels.guarantee,
      description: costLabels.guaranteeHint,
      amountCents: coverageCents,
    },
  ].filter((line) => line.amountCents > 0);

  let caregiver: CaregiverCost | null = null;
  const employerCosts = domesticWork(businessLine) ? costLabels.employerCosts : null;
  if (detail?.netHourCost != null) {
    caregiver = {
      kind: 'hourly',
      employerCosts,
      // Living in, the rate is no pay of the caregiver's (the wage is monthly): a reference.
      label: livesIn(detail.coliving, businessLine)
        ? costLabels.referenceHourlyRate
        : costLabels.hourlyRate,
      amount: formatHourlyRate(detail.netHourCost, detail.taxisitter ?? false),
      rateCents: Math.round(detail.netHourCost * 100),
      monthly: monthlyEstimate(detail.netHourCost, detail, detail.coliving, businessLine),
    };
  } else if (detail?.packageFlatCost != null) {
    const amountCents = Math.round(detail.packageFlatCost * 100);
    const period = flatCostPeriod(detail.contract);
    caregiver = {
      kind: 'flat',
      employerCosts,
      label: costLabels.flatCost,
      amount: period ? `${formatEuro(amountCents)} ${period}` : formatEuro(amountCents),
      amountCents,
      period,
    };
  }

  return {
    payNow: { lines, totalCents, total: formatEuro(totalCents) },
    recurring:
      coverageCents > 0
        ? {
            label: costLabels.recurring,
            when: costLabels.recurringWhen,
            amountCents: coverageCents,
            amount: formatEuro(coverageCents),
          }
        : null,
    caregiver,
  };
}
