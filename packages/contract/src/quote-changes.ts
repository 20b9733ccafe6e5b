import { animalSizeLabels, type BusinessLine, dayCodes, dayLabels, languageLabels } from './enums';
import { dayMonthYear, isoDateParts, MONTHS_SHORT } from './italian-format';
import { formatEuro } from './money-format';
import { costLabels } from './quote-costs';
import { formatQuoteWorkHours, HOURS_TO_CONFIRM, hoursToConfirm } from './quote-schedule';
import { contractLabels, serviceFlagLabel, serviceFlagLabels } from './request-detail-labels';
import { type RequestDetail, type ServiceFlag, serviceFlags } from './requests';

// One comparison of two versions of a quote, for the request's history (the tutors' words) and
// for the family (the correction's email, the quote page's live notice: its words).

/** A version of a quote: its service and its terms (a request's, or one kept before a correction). */
export type QuoteVersion = {
  serviceId: number | null;
  requestDetail: Partial<RequestDetail> | null;
};

const money = (euro: number | null | undefined) =>
  euro == null ? '—' : formatEuro(Math.round(euro * 100));
const day = (value: string | null | undefined) =>
  value ? dayMonthYear(isoDateParts(value), MONTHS_SHORT) : '—';
const contract = (value: string | null | undefined) =>
  value ? (contractLabels[value as keyof typeof contractLabels] ?? value) : '—';

/** Dash-joined codes ('mon-wed') as their names, in the list's order ('lun, mer'). */
const codes =
  <C extends string>(all: readonly C[], labels: Record<C, string>, short = false) =>
  (value: string | null | undefined) => {
    const chosen = new Set((value ?? '').split('-'));
    const names = all
      .filter((code) => chosen.has(code))
      .map((code) => (short ? labels[code].slice(0, 3).toLowerCase() : labels[code]));
    return names.length ? names.join(', ') : '—';
  };
const days = codes(dayCodes, dayLabels, true);
/** The time slots and, when the quote says them, their hours: as the quote page writes them. */
const slots = (detail: Partial<RequestDetail>) =>
  formatQuoteWorkHours({
    workHours: detail.workHours ?? undefined,
    slotHours: detail.slotHours,
  }) || '—';
/** A list of codes as their names, in the order of `labels` ('italiano, inglese'). */
const names =
  <C extends string>(labels: Record<C, string>) =>
  (value: readonly string[] | null | undefined) => {
    const chosen = new Set(value ?? []);
    const all = Object.keys(labels) as C[];
    const listed = all.filter((code) => chosen.has(code)).map((code) => labels[code]);
    return listed.length ? listed.join(', ').toLowerCase() : '—';
  };
const count = (value: number | null | undefined, one: string, many: string) =>
  value == null ? '—' : `${value} ${value === 1 ? one : many}`;
const yesNo = (value: boolean | null | undefined) => (value ? 'sì' : 'no');
/**
 * The duties and requirements ticked, by name ('patente, automunito'), as the request's line
 * names them (a pet sitter's 'trasporto dell’animale': `serviceFlagLabel`).
 */
const duties = (detail: Partial<RequestDetail>, line?: BusinessLine) => {
  // In the order of their names (the form's), as before the line named some its own way.
  const listed = (Object.keys(serviceFlagLabels) as ServiceFlag[])
    .filter((flag) => detail[flag] === true)
    .map((flag) => (line ? serviceFlagLabel(line, flag) : serviceFlagLabels[flag]));
  return listed.length ? listed.join(', ').toLowerCase() : '—';
};

/** The terms the history names with their old and new values, in the form's order. */
const named: {
  label: string;
  key: keyof RequestDetail;
  /** Other terms this line also reads (the slots' hours, with the slots). */
  alsoReads?: (keyof RequestDetail)[];
  read: (detail: Partial<RequestDetail>) => string;
}[] = [
  { label: 'inizio', key: 'serviceStart', read: (d) => day(d.serviceStart) },
  { label: 'fine prevista', key: 'serviceEnd', read: (d) => day(d.serviceEnd) },
  { label: 'contratto', key: 'contract', read: (d) => contract(d.contract) },
  { label: 'costo orario', key: 'netHourCost', read: (d) => money(d.netHourCost) },
  { label: 'costo forfettario', key: 'packageFlatCost', read: (d) => money(d.packageFlatCost) },
  { label: 'giorni', key: 'workDays', read: (d) => days(d.workDays) },
  { label: 'fasce orarie', key: 'workHours', alsoReads: ['slotHours'], read: slots },
  { label: 'taxi-sitter', key: 'taxisitter', read: (d) => yesNo(d.taxisitter) },
  {
    label: 'lingue',
    key: 'requiredLanguage',
    read: (d) => names(languageLabels)(d.requiredLanguage),
  },
  {
    label: 'esperienza richiesta',
    key: 'requestedExp',
    read: (d) => count(d.requestedExp, 'anno', 'anni'),
  },
  {
    label: 'bambini',
    key: 'numberOfChildren',
    read: (d) => (d.numberOfChildren == null ? '—' : String(d.numberOfChildren)),
  },
  { label: 'animali', key: 'animals', read: (d) => names(animalSizeLabels)(d.animals) },
  { label: 'cura di cani', key: 'dogHealing', read: (d) => names(animalSizeLabels)(d.dogHealing) },
  {
    label: 'ospitalità di cani',
    key: 'dogHosting',
    read: (d) => names(animalSizeLabels)(d.dogHosting),
  },
  { label: 'cura di gatti', key: 'catHealing', read: (d) => yesNo(d.catHealing) },
  { label: 'ospitalità di gatti', key: 'catHosting', read: (d) => yesNo(d.catHosting) },
];

/**
 * What a quote correction changed, for the request's history: 'costo orario 95,00 € → 9,50 €',
 * 'giorni lun, mar → lun, mar, mer', 'esperienza richiesta — → 3 anni', 'mansioni patente →
 * patente, automunito', 'servizio'; 'altri dettagli' only for a term the history has no name for.
 * Empty: nothing changed.
 */
export function quoteChanges(
  before: QuoteVersion,
  after: QuoteVersion,
  line?: BusinessLine,
): string[] {
  const was = before.requestDetail ?? {};
  const now = after.requestDetail ?? {};
  const changes: string[] = [];
  if (before.serviceId !== after.serviceId) changes.push('servizio');
  for (const { label, read } of named) {
    if (read(was) !== read(now)) changes.push(`${label} ${read(was)} → ${read(now)}`);
  }
  const [dutiesWere, dutiesNow] = [duties(was, line), duties(now, line)];
  if (dutiesWere !== dutiesNow) changes.push(`mansioni ${dutiesWere} → ${dutiesNow}`);
  const same = (key: keyof RequestDetail) =>
    JSON.stringify(was[key] ?? null) === JSON.stringify(now[key] ?? null);
  const told = new Set<string>([
    ...named.flatMap((item) => [item.key, ...(item.alsoReads ?? [])]),
    ...serviceFlags,
  ]);
  const keys = new Set([...Object.keys(was), ...Object.keys(now)]) as Set<keyof RequestDetail>;
  if ([...keys].some((key) => !told.has(key) && !same(key))) changes.push('altri dettagli');
  return changes;
}

/**
 * What the family reads changed, in the family's words and the quote page's order, each as
 * before → now: 'Contratto: Part-time → Full-time', 'Orari: mattina → mattina, pomeriggio',
 * 'Mansioni: patente → patente, automunito', 'Tariffa oraria del caregiver: 11,00 € → 12,50 €'.
 * Empty: nothing the family reads changed (the costs' summary tells the prices of a new service).
 */
export function quoteChangesForFamily(
  before: QuoteVersion,
  after: QuoteVersion,
  line?: BusinessLine,
): string[] {
  const was = before.requestDetail ?? {};
  const now = after.requestDetail ?? {};
  return forFamily
    .map(({ label, none, read }) => {
      const [then, today] = [read(was, line), read(now, line)].map((value) =>
        value === '—' ? none : value,
      );
      return then === today ? null : `${label}: ${then} → ${today}`;
    })
    .filter((line): line is string => line !== null);
}

/**
 * The quote's service as the family is told it in the email that brings the quote, in the quote
 * page's words: its terms that say something ('Inizio del servizio: 1 dic 2026.', 'Giorni: lun,
 * mer.'). Its prices are told by the costs' sentences (`quoteCostSentences`), not here.
 */
export function quoteTermsForFamily(
  detail: Partial<RequestDetail> | null,
  line: BusinessLine,
): string[] {
  const terms = detail ?? {};
  // The contract never bare beside a schedule at odds with it, as the quote page says it.
  const atOdds = hoursToConfirm(terms, line);
  return forFamily
    .filter(({ price }) => !price)
    .map(({ label, read }) => [label, read(terms, line)] as const)
    .filter(([, value]) => value !== '—')
    .map(([label, value]) =>
      label === 'Contratto' && atOdds
        ? `${label}: ${value} (${HOURS_TO_CONFIRM.toLowerCase()}).`
        : `${label}: ${value}.`,
    );
}

/** The terms the family is told changed: the quote page's names, and what an empty one reads. */
const forFamily: {
  label: string;
  none: string;
  read: (detail: Partial<RequestDetail>, line?: BusinessLine) => string;
  /** A price: told by the costs' sentences where the quote is told whole. */
  price?: true;
}[] = [
  { label: 'Contratto', none: 'non indicato', read: (d) => contract(d.contract) },
  { label: 'Inizio del servizio', none: 'non indicato', read: (d) => day(d.serviceStart) },
  { label: 'Fine prevista', none: 'non indicata', read: (d) => day(d.serviceEnd) },
  { label: 'Giorni', none: 'non indicati', read: (d) => days(d.workDays) },
  { label: 'Orari', none: 'non indicati', read: slots },
  { label: 'Mansioni', none: 'nessuna', read: duties },
  {
    label: costLabels.hourlyRate,
    none: 'nessuna',
    read: (d) => money(d.netHourCost),
    price: true,
  },
  {
    label: costLabels.flatCost,
    none: 'nessuno',
    read: (d) => money(d.packageFlatCost),
    price: true,
  },
];
