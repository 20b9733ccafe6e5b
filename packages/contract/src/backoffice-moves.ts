import { z } from 'zod';
import { docRefSchema } from './caregivers';
import { type RequestStatus, roundPaymentStatuses, serviceEventTypes } from './enums';
import { dayMonthYear, isoDate, romeParts, withDayArticle } from './italian-format';
import { requestDetailSchema } from './requests';
import {
  checkPeriodOrder,
  fieldIssue,
  isoDateSchema,
  optionalText,
  requiredText,
} from './validation';

// ── Bodies of the tutor's moves ─────────────────────────────────────────────────────────────

const noteText = optionalText(1000).nullable().optional();

/** Body of the moves that only take an optional note (the body itself may be left out). */
export const transitionNoteSchema = z.object({ note: noteText }).nullish();
export type TransitionNote = z.infer<typeof transitionNoteSchema>;

/**
 * A tutor's own note on a request, at any status: a phone call with the family and what was said,
 * or any other note. Never shown to the family in the portal (the export of their data has it).
 */
export const writtenNoteKinds = ['call', 'note'] as const;
export type WrittenNoteKind = (typeof writtenNoteKinds)[number];
/**
 * The kinds kept: a tutor's call or note, and an 'activity' the back office writes itself for an
 * act that is no status change (an interview moved, the request assigned), so the history says
 * who did what and when.
 */
export const requestNoteKinds = [...writtenNoteKinds, 'activity'] as const;
export type RequestNoteKind = (typeof requestNoteKinds)[number];
export const requestNoteKindLabels: Record<RequestNoteKind, string> = {
  call: 'Chiamata',
  note: 'Nota',
  activity: 'Attività',
};

/**
 * POST /v1/backoffice/requests/{id}/notes. A call may say when the family is to be called back
 * (`callBackAt`): until then the inbox leaves a new request aside, then puts it first.
 */
export const requestNoteInputSchema = z
  .object({
    kind: z.enum(writtenNoteKinds, 'Tipo di nota non valido'),
    text: requiredText(2000),
    callBackAt: z.iso
      .datetime({ offset: true, message: 'Data e ora non valide' })
      .nullable()
      .default(null),
  })
  .superRefine((value, ctx) => {
    if (value.callBackAt && value.kind !== 'call') {
      fieldIssue(ctx, ['callBackAt'], 'Solo una chiamata può dire quando richiamare');
    }
  });
export type RequestNoteInput = z.input<typeof requestNoteInputSchema>;

/**
 * When to call back: later than now (the API checks it by its clock, the form by the browser's)
 * and within the next 60 days (a date further away is a typo, or a note).
 */
export const callBackLimitDays = 60;
/** The statuses in which a call's agreed call-back sets the inbox's order (talking is the work). */
export const callBackStatuses = ['NUOVA', 'DA RICHIAMARE'] as const satisfies RequestStatus[];
export const callBackMessages = {
  past: 'Scegli un momento futuro per richiamare',
  tooFar: `Scegli un momento entro ${callBackLimitDays} giorni`,
} as const;
export function callBackProblem(at: string, now: Date) {
  const time = Date.parse(at);
  if (time <= now.getTime()) return callBackMessages.past;
  if (time > now.getTime() + callBackLimitDays * 86_400_000) return callBackMessages.tooFar;
  return null;
}

export const closeOutcomes = ["NON PIU' INTERESSATO", 'NON RISPONDE'] as const;

/** POST /v1/backoffice/requests/{id}/close: terminal, with the reason. */
export const closeRequestSchema = z.object({
  outcome: z.enum(closeOutcomes, 'Esito non valido'),
  note: requiredText(1000),
});
export type CloseRequest = z.infer<typeof closeRequestSchema>;

/**
 * The quote's own rules, checked by the API and by the back-office quote form alike: the end
 * of the service cannot precede its start, and the caregiver's pay is given as an hourly rate or
 * a flat cost — one of them (the quote shows one; a second would vanish from it) and never zero
 * (a family would read '0,00 €/h' as a mistake).
 */
export function checkQuoteRules(
  quote: {
    serviceStart: string | null;
    serviceEnd: string | null;
    netHourCost: number | null;
    packageFlatCost: number | null;
  },
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
) {
  checkPeriodOrder({ start: quote.serviceStart, end: quote.serviceEnd }, ctx, [
    ...path,
    'serviceEnd',
  ]);
  if (quote.netHourCost == null && quote.packageFlatCost == null) {
    fieldIssue(ctx, [...path, 'netHourCost'], 'Indica il costo orario o il costo forfettario');
  }
  if (quote.netHourCost && quote.packageFlatCost) {
    fieldIssue(
      ctx,
      [...path, 'packageFlatCost'],
      'Indica il costo orario oppure il costo forfettario, non entrambi',
    );
  }
  if (quote.netHourCost === 0) {
    fieldIssue(ctx, [...path, 'netHourCost'], 'Il costo orario deve essere maggiore di zero');
  }
  if (quote.packageFlatCost === 0) {
    fieldIssue(
      ctx,
      [...path, 'packageFlatCost'],
      'Il costo forfettario deve essere maggiore di zero',
    );
  }
}

/** A quote's service starts today or later (in Italy's calendar); a slip would stay in the quote. */
export const quoteStartInThePastMessage = 'L’inizio del servizio non può essere prima di oggi';

/** Whether a quote's start (yyyy-mm-dd) is a day before `now`'s in Italy (the API's clock, the form's). */
export const quoteStartsInThePast = (serviceStart: string | null, now: Date) =>
  serviceStart !== null && serviceStart !== '' && serviceStart < isoDate(romeParts(now));

/** POST /v1/backoffice/requests/{id}/quote: links a catalogue service and fills the quote. */
export const sendQuoteSchema = z
  .object({
    serviceId: z.number().int().positive(),
    requestDetail: requestDetailSchema,
    note: noteText,
  })
  .superRefine((value, ctx) => checkQuoteRules(value.requestDetail, ctx, ['requestDetail']));
export type SendQuote = z.infer<typeof sendQuoteSchema>;

const candidateReasonSchema = optionalText(200).nullable().default(null);

/** POST /v1/backoffice/requests/{id}/candidates */
export const addCandidateSchema = z.object({
  docRef: docRefSchema,
  /** The tutor's one line for the family: 'Perché te lo proponiamo'. */
  reason: candidateReasonSchema,
  /** Add even if the caregiver is held on another open request (else 409, `fields.confirmBusy`). */
  confirmBusy: z.boolean().default(false),
});
export type AddCandidate = z.input<typeof addCandidateSchema>;

/** PATCH /v1/backoffice/requests/{id}/candidates/{docRef}: the reason, while still editable. */
export const candidateReasonInputSchema = z.object({ reason: candidateReasonSchema });

/** POST (book) and PUT (move) /v1/backoffice/requests/{id}/interview */
export const interviewInputSchema = z
  .object({
    dateTime: z.iso.datetime({ offset: true, message: 'Data e ora non valide' }),
    place: optionalText(300).nullable().optional(),
    videoLink: z
      .url({ protocol: /^https?$/, message: 'Link non valido' })
      .max(500)
      .nullable()
      .optional(),
    notes: optionalText(1000).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.place && !value.videoLink) {
      fieldIssue(ctx, ['place'], 'Indica il luogo del colloquio o il link della videochiamata');
    }
  });
export type InterviewInput = z.infer<typeof interviewInputSchema>;

/** An interview is booked for later than now (the API checks it by its clock, the form by the browser's). */
export const interviewInThePastMessage = 'La data del colloquio deve essere futura';

/**
 * 'Colloquio riuscito' is recorded from the interview's day (Italy's calendar) on: before it the
 * family would read that the interview is done under a date still ahead. The same day is allowed,
 * as an interview is often brought forward by a few hours. The API checks it by its clock, the
 * back office's button by the browser's.
 */
export const interviewOutcomeTooEarly = (interviewAt: Date, now: Date) =>
  isoDate(romeParts(now)) < isoDate(romeParts(interviewAt));

/** Why it cannot be recorded yet: 'Il colloquio è fissato per l’8 dicembre 2026: …'. */
export const interviewOutcomeTooEarlyMessage = (interviewAt: Date) =>
  `Il colloquio è fissato per ${withDayArticle('il', dayMonthYear(romeParts(interviewAt)))}: potrai segnarlo come riuscito da quel giorno.`;

/** A round's end may not come before its start (the API's rule and the back-office form's). */
export const checkRoundPeriod = (
  round: { startDate: string; endDate?: string | null },
  ctx: z.RefinementCtx,
) => checkPeriodOrder({ start: round.startDate, end: round.endDate }, ctx, ['endDate']);

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
  .superRefine(checkRoundPeriod);
export type RoundInput = z.infer<typeof roundInputSchema>;

/** PATCH /v1/backoffice/rounds/{roundId} */
export const roundUpdateSchema = z
  .object({
    endDate: isoDateSchema.nullable().optional(),
    hoursWorked: z.number().min(0).max(10_000).nullable().optional(),
    paymentStatus: z.enum(roundPaymentStatuses, 'Stato del pagamento non valido').optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nessuna modifica indicata');
export type RoundUpdate = z.infer<typeof roundUpdateSchema>;

/** PUT /v1/backoffice/requests/{id}/assignee: a tutor uid, or null to unassign. */
export const assigneeSchema = z.object({ tutorUid: z.string().trim().min(1).max(128).nullable() });
