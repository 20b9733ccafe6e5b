import { quoteTotals, type ServiceSummary } from './catalog';
import { type BusinessLine, dayCodes, domesticWorkLine, hourCodes, liveInLine } from './enums';
import { formatItalianNumber } from './italian-format';
import type { ScheduleFrequency } from './request-schedule';
import { formatWorkHours } from './request-schedule';

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

/** The one euro formatter: cents → "1.234,56 €", always two decimals. */
export const formatEuro = (cents: number) =>
  `${formatItalianNumber(cents / 100, { min: 2, max: 2 })} €`;

/** An amount in cents of `currency` (euro unless said): '1.234,56 €' (formatEuro), else Intl's, grouped alike. */
export const formatMoney = (cents: number, currency = 'eur') =>
  currency.toLowerCase() === 'eur'
    ? formatEuro(cents)
    : new Intl.NumberFormat('it-IT', {
        style: 'currency',
        currency: currency.toUpperCase(),
        useGrouping: 'always',
      }).format(cents / 100);

/** An hourly rate in euro → "9,50 €/h", with "+ rimborso carburante" for a taxisitter (spec §9). */
export const formatHourlyRate = (euro: number, taxisitter = false) =>
  `${formatEuro(Math.round(euro * 100))}/h${taxisitter ? ' + rimborso carburante' : ''}`;

/**
 * Hours one time slot of the quote (mattina, pomeriggio, sera) counts for in the estimate, unless
 * the quote says its own ('Ore per fascia', `slotHours`: a dog's daily walk is an hour, not 4).
 */
export const HOURS_PER_SLOT = 4;
/** The most 'Ore per fascia' takes: a whole working day in one slot. */
export const MAX_SLOT_HOURS = 8;

/** The quote's week as its hours are counted: the days, the time slots and the hours of each. */
export type QuoteWeek = {
  workDays?: string;
  workHours?: string;
  /** 'Ore per fascia': null or absent, a whole slot (`HOURS_PER_SLOT`). */
  slotHours?: number | null;
};

/** 'mezz’ora', '1 ora', '1,5 ore', '4 ore'. */
export const hoursLabel = (hours: number) =>
  hours === 0.5
    ? 'mezz’ora'
    : `${formatItalianNumber(hours, { max: 1 })} ${hours === 1 ? 'ora' : 'ore'}`;
/** Weeks in an average month (52 / 12). */
const WEEKS_PER_MONTH = 52 / 12;

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
   */
  interviewAfterPayment:
    'Dopo il pagamento il tuo family tutor fissa il colloquio: se il caregiver non ti convince, ne scegli un altro tra i profili proposti o ne chiedi di nuovi, senza altri addebiti.',
  /** Beside 'Effettua pagamento' when the request was paid before (a new choice costs nothing). */
  nothingMoreToPay: 'Nessun nuovo addebito: vale il pagamento che hai già effettuato.',
  selection: 'Selezione del caregiver',
  selectionHint: 'Ricerca e selezione dei profili per la tua richiesta',
  guarantee: 'Garanzia NO PROBLEM — primi 30 giorni',
  guaranteeHint: 'Se il caregiver non fa per te, lo sostituiamo senza costi aggiuntivi',
  total: 'Totale',
  recurring: 'Rinnovo garanzia NO PROBLEM',
  recurringWhen: 'ogni 30 giorni, disattivabile quando vuoi',
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
  /** For a live-in caregiver, in place of the estimate (`monthlyEstimate`): the wage is monthly. */
  liveInWage: 'Retribuzione in convivenza',
  liveInWageValue: 'da definire',
  liveInWageNote:
    'In convivenza la retribuzione non si conta a ore: è mensile, secondo il CCNL lavoro domestico, e la definisci con il tuo family tutor',
  /** Under a flat cost's label, where its amount stands alone ('Importo al mese'). */
  flatCostPeriod: (period: string) => `Importo ${period}`,
} as const;

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

const countCodes = (value: string | undefined, codes: readonly string[]) => {
  const wanted = new Set((value ?? '').split('-'));
  return codes.filter((code) => wanted.has(code)).length;
};

/**
 * Hours a week from the quote's days and time slots (each slot its 'Ore per fascia', else
 * `HOURS_PER_SLOT` hours, as the monthly estimate counts them), with the counts they come from;
 * null without days or slots.
 */
export function weeklyHours({ workDays, workHours, slotHours }: QuoteWeek) {
  const days = countCodes(workDays, dayCodes);
  const slots = countCodes(workHours, hourCodes);
  if (days === 0 || slots === 0) return null;
  const perSlot = slotHours ?? HOURS_PER_SLOT;
  return { hours: days * slots * perSlot, days, slots, slotHours: perSlot };
}

/**
 * The quote's time slots as the family and the tutor read them: 'mattina e pomeriggio', and the
 * hours of each when the quote says them ('mattina (1 ora per fascia)').
 */
export function formatQuoteWorkHours({ workHours, slotHours }: QuoteWeek) {
  const slots = formatWorkHours(workHours ?? '');
  return slots && slotHours != null ? `${slots} (${hoursLabel(slotHours)} per fascia)` : slots;
}

/**
 * The most one caregiver may work in a week under the CCNL lavoro domestico: 40 hours living out,
 * 54 living in ('Convivenza'), and 30 for a live-in part-time; besides, a weekly rest day and a
 * daily rest. The quote's slots may add up to more (7 days × 3 slots = 84 hours), which no single
 * contract allows.
 */
export const MAX_WEEKLY_HOURS = { liveOut: 40, liveIn: 54, liveInPartTime: 30 } as const;
/**
 * The weekly hours at which 'Part-time' is a contradiction for a caregiver who does not live in:
 * the CCNL's full working week (`MAX_WEEKLY_HOURS.liveOut`), so 40 hours or more are full-time.
 * Living in, part-time stops at `MAX_WEEKLY_HOURS.liveInPartTime` instead.
 */
const PART_TIME_MAX_WEEKLY_HOURS = MAX_WEEKLY_HOURS.liveOut;
/**
 * The weekly hours below which 'Full-time' is a contradiction: the CCNL sets no floor, but under
 * half the 40-hour week no family or caregiver reads a full-time job. With the quote's 4-hour
 * slots, five mornings (20 hours) pass; four (16) are pointed out.
 */
const FULL_TIME_MIN_WEEKLY_HOURS = 20;

/** '7 giorni, 3 fasce da 4 ore': the week the hours are counted from, as the tutor reads it. */
const weekBasis = ({ days, slots, slotHours }: Week, perWeek = '') =>
  `${days} ${days === 1 ? 'giorno' : 'giorni'}${perWeek}, ${slots} ${slots === 1 ? 'fascia' : 'fasce'} da ${hoursLabel(slotHours)}`;

/** 'circa 48 ore a settimana' figures: '10,5'. */
const weekHoursFigure = (week: Week) => formatItalianNumber(week.hours, { max: 1 });

type Week = NonNullable<ReturnType<typeof weeklyHours>>;

/**
 * Whether the quote's contract contradicts its days and time slots: 'Part-time' at 40 hours a
 * week or more (living in: over 30, the CCNL's most for a live-in part-time), 'Full-time' under
 * 20. Null when they agree, or the quote lacks the contract.
 */
function contractHoursWarning(contract: string | null | undefined, week: Week, coliving: boolean) {
  const hours = `Con circa ${weekHoursFigure(week)} ore a settimana (${weekBasis(week)})`;
  if (contract === 'part' && coliving && week.hours > MAX_WEEKLY_HOURS.liveInPartTime) {
    return `${hours} si supera il massimo di ${MAX_WEEKLY_HOURS.liveInPartTime} ore di un part-time in convivenza (CCNL lavoro domestico): controlla «Part-time» o la «Convivenza».`;
  }
  if (contract === 'part' && !coliving && week.hours >= PART_TIME_MAX_WEEKLY_HOURS) {
    return `${hours} è un tempo pieno: controlla «Part-time».`;
  }
  if (contract === 'full' && week.hours < FULL_TIME_MIN_WEEKLY_HOURS) {
    return `${hours} è un tempo parziale: controlla «Full-time».`;
  }
  return null;
}

/**
 * Whether the quote's days and slots exceed the CCNL's week for one caregiver (`MAX_WEEKLY_HOURS`).
 * The family never reads the impossible figure: the estimate counts the legal week
 * (`monthlyEstimate`). Null within it.
 */
function weeklyLimitWarning(week: Week, coliving: boolean, line: BusinessLine) {
  const max = coliving ? MAX_WEEKLY_HOURS.liveIn : MAX_WEEKLY_HOURS.liveOut;
  if (week.hours <= max) return null;
  const who = coliving ? 'un caregiver in convivenza' : liveOutCaregiver(line);
  const over = `Con circa ${weekHoursFigure(week)} ore a settimana (${weekBasis(week)}) si supera il massimo di ${max} ore di ${who} (CCNL lavoro domestico)`;
  if (coliving) return `${over}: controlla giorni e fasce orarie.`;
  const check = liveInLine(line)
    ? 'giorni e fasce orarie, o la «Convivenza»'
    : 'giorni e fasce orarie';
  return `${over}: la stima per la famiglia conta ${max} ore. Controlla ${check}.`;
}

/**
 * Whom the CCNL's 40-hour week is of, in the tutor's and the family's words: 'un solo caregiver
 * senza convivenza' where the line's quote offers living in (`liveInLine`), else 'un solo
 * caregiver' — never a 'Convivenza' the quote cannot offer.
 */
export const liveOutCaregiver = (line: BusinessLine | undefined) =>
  offersLiveIn(line) ? 'un solo caregiver senza convivenza' : 'un solo caregiver';

/**
 * A rule of the line (`liveInLine`, `domesticWorkLine`) that also answers for an estimate told no
 * line: that is domestic work, which the CCNL's weeks (live-in included) are of.
 */
const lineRule = (rule: (line: BusinessLine) => boolean) => (line: BusinessLine | undefined) =>
  line === undefined || rule(line);
const offersLiveIn = lineRule(liveInLine);
const domesticWork = lineRule(domesticWorkLine);
/** The quote's 'Convivenza', where its line offers it: a flag the line lacks counts for nothing. */
const livesIn = (coliving: boolean | undefined, line: BusinessLine | undefined) =>
  (coliving ?? false) && offersLiveIn(line);

/** What of a quote its schedule's warnings read: the contract, days, slots and 'Convivenza'. */
export type QuoteSchedule = QuoteWeek & {
  contract?: string | null;
  coliving?: boolean;
};

/**
 * What of the family's request a quote's schedule is read against: its line (the CCNL lavoro
 * domestico's week is no pet sitter's: `domesticWorkLine`) and its 'Continuativo' or
 * 'Occasionale' (`frequencyContractWarning`).
 */
export type QuoteScheduleRequest = {
  businessLine: BusinessLine;
  frequency?: ScheduleFrequency | null;
};

/**
 * Whether the quote's contract contradicts the family's 'Continuativo' or 'Occasionale':
 * 'Occasionale' for a continuous service, 'Part-time' or 'Full-time' for an occasional one.
 * Null when they agree, or either is not said.
 */
function frequencyContractWarning(
  contract: string | null | undefined,
  frequency: ScheduleFrequency | null | undefined,
) {
  if (frequency === 'continuous' && contract === 'occ') {
    return 'La famiglia ha chiesto un servizio continuativo: «Occasionale» è per prestazioni saltuarie. Controlla il contratto.';
  }
  if (frequency === 'occasional' && (contract === 'part' || contract === 'full')) {
    const label = contract === 'part' ? 'Part-time' : 'Full-time';
    return `La famiglia ha chiesto un servizio occasionale: «${label}» è per un lavoro continuativo. Controlla il contratto.`;
  }
  return null;
}

/**
 * One of a quote's schedule warnings, with what it is about, so each is said beside its fields:
 * - contract: the contract against the family's 'Continuativo' or 'Occasionale', or against the
 *   hours (beside 'Contratto');
 * - weeklyLimit: the hours past the CCNL's week for one caregiver (beside the days, the time
 *   slots and 'Convivenza').
 */
export type ScheduleWarning = { kind: 'contract' | 'weeklyLimit'; text: string };

/**
 * The one place that says what is at odds in a quote's schedule, in the tutor's words: the
 * contract against the family's 'Continuativo' or 'Occasionale' (`frequencyContractWarning`),
 * the contract against the hours of its days and time slots (`contractHoursWarning`), then the
 * hours past the CCNL's week for one caregiver (`weeklyLimitWarning`) — not for pet sitting,
 * which the CCNL lavoro domestico does not govern (`domesticWorkLine`). Not blocking — the tutor
 * may know better (and may say shorter slots: 'Ore per fascia'). The quote form and the
 * back office's summary card say each by its `kind` (the contract's under 'Contratto', the week's
 * by the days and time slots), and the family's quote never states the contract bare beside them
 * ('Ore settimanali da confermare con il tuo family tutor'). Empty when nothing is at odds.
 */
export function quoteScheduleWarnings(
  detail: QuoteSchedule,
  request: QuoteScheduleRequest,
): ScheduleWarning[] {
  const frequency = frequencyContractWarning(detail.contract, request.frequency);
  const week = weeklyHours(detail);
  const line = request.businessLine;
  const coliving = livesIn(detail.coliving, line);
  const contract = week ? contractHoursWarning(detail.contract, week, coliving) : null;
  const weeklyLimit = week && domesticWork(line) ? weeklyLimitWarning(week, coliving, line) : null;
  return [
    ...(frequency ? [{ kind: 'contract' as const, text: frequency }] : []),
    ...(contract ? [{ kind: 'contract' as const, text: contract }] : []),
    ...(weeklyLimit ? [{ kind: 'weeklyLimit' as const, text: weeklyLimit }] : []),
  ];
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
  schedule: QuoteWeek,
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
  const hours = Math.round((capped ? MAX_WEEKLY_HOURS.liveOut : week.hours) * WEEKS_PER_MONTH);
  const amountCents = Math.round(rateEuro * 100) * hours;
  const amount = formatEuro(amountCents);
  // Held to the legal week, the basis says the 40 hours counted; the sentence under it, why.
  const basis = capped
    ? `Su ${MAX_WEEKLY_HOURS.liveOut} ore a settimana: circa ${hours} ore al mese`
    : `${weekBasis(week, ' a settimana')}: circa ${hours} ore al mese`;
  return {
    kind: 'hours',
    label: costLabels.monthlyEstimate,
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

/** Costs as the emails tell them: what is paid now (its lines and total), then, to the caregiver. */
export type CostsToTell = {
  lines: { name: string; amount: string }[];
  total: string;
  recurring: QuoteBreakdown['recurring'];
  caregiver: QuoteBreakdown['caregiver'];
};

/** A quote's breakdown as the emails tell it (the quote-sent email). */
const breakdownToTell = (breakdown: QuoteBreakdown): CostsToTell => ({
  lines: breakdown.payNow.lines.map((line) => ({
    name: line.label,
    amount: formatEuro(line.amountCents),
  })),
  total: breakdown.payNow.total,
  recurring: breakdown.recurring,
  caregiver: breakdown.caregiver,
});

/** The renewal after today's payment in a sentence ('Poi: Rinnovo garanzia … 31,90 €, ogni 30 giorni, …'). */
export const recurringSentence = (recurring: NonNullable<CostsToTell['recurring']>) =>
  `Poi: ${recurring.label} ${recurring.amount}, ${recurring.when}.`;

/**
 * The costs as sentences, in the quote page's words: 'Da pagare a Equilibrio' in the quote-sent email,
 * 'Già pagato' in the receipt (`paid`: a receipt that said 'Da pagare a Equilibrio' read like a bill).
 */
export function costSentences(costs: CostsToTell, { paid = false } = {}): string[] {
  const sentences = [
    `${paid ? costLabels.paid : costLabels.payNow}: ${costs.lines.map((line) => `${line.name} ${line.amount}`).join(' + ')} = ${costLabels.total} ${costs.total}.`,
    // When, as the quote page says it: nothing is charged by accepting the quote.
    ...(paid ? [] : [`${costLabels.payNowWhen}.`]),
  ];
  if (costs.recurring) {
    sentences.push(recurringSentence(costs.recurring));
  }
  const caregiver = costs.caregiver;
  if (caregiver) {
    const estimate = caregiver.kind === 'hourly' ? caregiver.monthly : null;
    const monthly = estimate
      ? `; ${estimate.label}: ${estimate.value} (${estimate.basis.charAt(0).toLowerCase()}${estimate.basis.slice(1)})`
      : '';
    const hint = costLabels.caregiverHint;
    sentences.push(
      `${costLabels.caregiver}, ${hint.charAt(0).toLowerCase()}${hint.slice(1)}: ${caregiver.label} ${caregiver.amount}${monthly}.`,
    );
    // The week past one caregiver's, as the quote page says it under the estimate.
    if (estimate?.kind === 'hours' && estimate.overLimit) sentences.push(estimate.overLimit);
    if (caregiver.employerCosts) sentences.push(caregiver.employerCosts);
  }
  return sentences;
}

/**
 * A quote's costs as the family is told them while it waits (the quote-sent email, a digest
 * telling the quote still waiting): its breakdown's sentences, 'Da pagare a Equilibrio'. The
 * receipt tells what the payment charged instead (its own lines, 'Già pagato').
 */
export const quoteCostSentences = (breakdown: QuoteBreakdown) =>
  costSentences(breakdownToTell(breakdown));
