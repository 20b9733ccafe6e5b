// A request's rounds of work (prova, utilizzo, sostituzione…): their rules, for the API and the back office's form.
import { z } from 'zod';
import { docRefSchema } from './caregivers';
import {
  isActiveStatus,
  type RequestStatus,
  type RoundPaymentStatus,
  roundPaymentStatuses,
  roundPaymentStatusLabels,
  serviceEventTypes,
} from './enums';
import { dayMonthYear, formatItalianNumber, isoDateParts, withDayArticle } from './italian-format';
import { checkPeriodOrder, fieldIssue, isoDateSchema, versionSchema } from './validation';

/** A round's end may not come before its start (the API's rule and the back-office form's). */
export const checkRoundPeriod = (
  round: { startDate: string; endDate?: string | null },
  ctx: z.RefinementCtx,
) => checkPeriodOrder({ start: round.startDate, end: round.endDate }, ctx, ['endDate']);

/** A day has 24 hours: a round counts at most this many for each day of its period. */
export const roundHoursPerDay = 24;

/** A calendar day (yyyy-mm-dd) as its UTC midnight in ms; null unless a real day. */
const utcDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().startsWith(value)
    ? time
    : null;
};

/**
 * The days of a round's period, both ends counted (1 to 5 January: 5; one day: 1). null when the
 * period has no length to check: a round without an end is open — the service is going on (the
 * activation round of 'Colloquio riuscito' has no end when the quote gives none, the family reads
 * '—' under 'Fine', the reviews count it as still running), so its hours keep growing day after
 * day and only the schema's overall maximum holds; it is not a one-day round. Nor when a date is
 * no real day or the end precedes the start: their own messages say so.
 */
export function roundDays(round: { startDate: string; endDate?: string | null }) {
  if (!round.endDate) return null;
  const start = utcDay(round.startDate);
  const end = utcDay(round.endDate);
  if (start === null || end === null || end < start) return null;
  return Math.round((end - start) / 86_400_000) + 1;
}

/**
 * Why a round's hours cannot be (null: they can): more than 24 for each day of its period, which
 * the family would read in its register ('9.999 ore' from 1 to 5 January).
 */
export function roundHoursProblem(round: {
  startDate: string;
  endDate?: string | null;
  hoursWorked?: number | null;
}) {
  const days = roundDays(round);
  if (days === null || round.hoursWorked == null) return null;
  const most = days * roundHoursPerDay;
  if (round.hoursWorked <= most) return null;
  return days === 1
    ? `Troppe ore per un giorno: al massimo ${roundHoursPerDay}`
    : `Troppe ore per il periodo: al massimo ${formatItalianNumber(most)} in ${formatItalianNumber(days)} giorni (${roundHoursPerDay} al giorno)`;
}

/**
 * A round's own rules, checked by the API (new rounds; a change is checked with the stored start,
 * by the same `roundHoursProblem`) and by the back-office form alike: the end does not precede the
 * start, the hours fit the period (the message under the hours).
 */
export function checkRoundRules(
  round: { startDate: string; endDate?: string | null; hoursWorked?: number | null },
  ctx: z.RefinementCtx,
) {
  checkRoundPeriod(round, ctx);
  const problem = roundHoursProblem(round);
  if (problem) fieldIssue(ctx, ['hoursWorked'], problem);
}

/**
 * The payments a round may have before its first day: still to pay, or cancelled (a round planned
 * and called off). Paid, in progress or refunded say money moved for days that have not come.
 */
export const roundNotBegunPayments: readonly RoundPaymentStatus[] = ['TO_PAY', 'CANCELLED'];

/**
 * What a round whose first day is still ahead (`today`: Italy's day, 'yyyy-mm-dd', by the API's
 * clock or the page's) cannot record: hours worked (none have been) and a payment other than
 * `roundNotBegunPayments` — the family read '5 ore' and 'Pagato' for next week. One rule for the
 * API (a new round; a change, against its stored start) and the back office's round form. Values
 * a change leaves as they are (`stored`) are not refused: an older record stays editable.
 */
export function roundNotBegunProblems(
  round: { startDate: string; hoursWorked?: number | null; paymentStatus?: RoundPaymentStatus },
  today: string,
  stored?: { hoursWorked: number | null; paymentStatus: RoundPaymentStatus },
): { hoursWorked?: string; paymentStatus?: string } {
  if (!(round.startDate > today) || utcDay(round.startDate) === null) return {};
  const starts = `Il turno inizia ${withDayArticle('il', dayMonthYear(isoDateParts(round.startDate)))}`;
  const problems: { hoursWorked?: string; paymentStatus?: string } = {};
  const hours = round.hoursWorked;
  if (hours != null && hours > 0 && hours !== stored?.hoursWorked) {
    problems.hoursWorked = `${starts}: le ore lavorate si registrano da quel giorno`;
  }
  const payment = round.paymentStatus;
  // A round recorded as paid (the activation, paid with the selection) may be refunded before
  // its first day: that money has moved.
  const refundOfPaid = payment === 'REFUNDED' && stored?.paymentStatus === 'PAID';
  if (
    payment !== undefined &&
    !roundNotBegunPayments.includes(payment) &&
    payment !== stored?.paymentStatus &&
    !refundOfPaid
  ) {
    const allowed = roundNotBegunPayments.map((status) => `«${roundPaymentStatusLabels[status]}»`);
    problems.paymentStatus = `${starts}: il pagamento si registra da quel giorno (prima può essere solo ${allowed.join(' o ')})`;
  }
  return problems;
}

/** POST /v1/backoffice/requests/{id}/rounds */
export const roundInputSchema = z
  .object({
    /** Defaults to the request's current caregiver. */
    caregiverDocRef: docRefSchema.nullable().optional(),
    eventType: z.enum(serviceEventTypes, 'Tipo di evento non valido'),
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable().optional(),
    hoursWorked: z.number().min(0).max(10_000).nullable().optional(),
    paymentStatus: z.enum(roundPaymentStatuses, 'Stato del pagamento non valido').default('TO_PAY'),
  })
  .superRefine(checkRoundRules);
export type RoundInput = z.infer<typeof roundInputSchema>;

/**
 * PATCH /v1/backoffice/rounds/{roundId}. The start is not sent: the API checks the end and the
 * hours against the stored start (and stored end or hours, when left out) with the same rules.
 */
export const roundUpdateSchema = z
  .object({
    endDate: isoDateSchema.nullable().optional(),
    hoursWorked: z.number().min(0).max(10_000).nullable().optional(),
    paymentStatus: z.enum(roundPaymentStatuses, 'Stato del pagamento non valido').optional(),
    /** The round as the tutor's form read it (its `updatedAt`); changed since: 409. Absent: any. */
    updatedAt: versionSchema('Versione del turno non valida'),
  })
  .refine(
    ({ updatedAt: _, ...changes }) => Object.keys(changes).length > 0,
    'Nessuna modifica indicata',
  );

/** A change started from a round changed meanwhile (another tab, a colleague). */
export const roundChangedMeanwhileMessage =
  'Nel frattempo questo turno è stato modificato: premi «Chiudi» e riaprilo per vedere i dati aggiornati prima di cambiarli.';
export type RoundUpdate = z.infer<typeof roundUpdateSchema>;

/**
 * A closed request's rounds are its record: none is added, and their days and hours stay as they
 * are (the API refuses it, the request page offers none). Their payment is still recorded: the
 * money for the last round often arrives after the request is closed, or is given back.
 */
export const roundsEditable = (status: RequestStatus) => isActiveStatus(status);
export const closedRoundsMessage =
  'La richiesta è chiusa: dei suoi turni di servizio si registra ormai solo il pagamento (pagato o rimborsato); non se ne aggiungono altri e date e ore restano come sono.';

const closedPaymentMoves: Partial<Record<RoundPaymentStatus, readonly RoundPaymentStatus[]>> = {
  TO_PAY: ['PENDING', 'PAID'],
  PENDING: ['PAID'],
  PAID: ['REFUNDED'],
};
/** The payment states a round of a closed request may still move to from `from`. */
export const paymentMovesOnClosed = (from: RoundPaymentStatus): readonly RoundPaymentStatus[] =>
  closedPaymentMoves[from] ?? [];

/** A round the family has not paid yet (still to pay, or its payment under way). */
export const roundUnpaid = (round: { paymentStatus: RoundPaymentStatus }) =>
  round.paymentStatus === 'TO_PAY' || round.paymentStatus === 'PENDING';

/**
 * A round's days in words: 'dal 3 dicembre 2026 al 10 dicembre 2026', 'il 3 dicembre 2026'
 * (`months`: the short names for '3 dic 2026').
 */
export function roundPeriod(
  round: { startDate: string; endDate: string | null },
  months?: readonly string[],
) {
  const day = (value: string) => dayMonthYear(isoDateParts(value), months);
  return round.endDate && round.endDate !== round.startDate
    ? `${withDayArticle('da', day(round.startDate))} ${withDayArticle('a', day(round.endDate))}`
    : withDayArticle('il', day(round.startDate));
}
