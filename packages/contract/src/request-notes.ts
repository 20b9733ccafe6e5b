// The tutors' notes on a request, their calls and the call-backs they set ('Da richiamare').
import { z } from 'zod';
import { noteText } from './backoffice-moves';
import { closedStatuses, type RequestStatus } from './enums';
import { fieldIssue, requiredText } from './validation';

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
const callBackAtSchema = z.iso
  .datetime({ offset: true, message: 'Data e ora non valide' })
  .nullable()
  .default(null);

export const requestNoteInputSchema = z
  .object({
    kind: z.enum(writtenNoteKinds, 'Tipo di nota non valido'),
    text: requiredText(2000),
    callBackAt: callBackAtSchema,
  })
  .superRefine((value, ctx) => {
    if (value.callBackAt && value.kind !== 'call') {
      fieldIssue(ctx, ['callBackAt'], 'Solo una chiamata può dire quando richiamare');
    }
  });
export type RequestNoteInput = z.input<typeof requestNoteInputSchema>;

/**
 * POST /v1/backoffice/requests/{id}/mark-to-call ('Passa a «Da richiamare»'): an optional note
 * and, optionally, when the family is to be called back. With a moment, what was said is kept as
 * a call that agreed it (as 'Registra chiamata' keeps it), in the move's transaction; without,
 * the note goes with the move, as any move's. The body may be left out (a one-click move).
 */
export const markToCallInputSchema = z
  .object({ note: noteText, callBackAt: callBackAtSchema })
  .nullish();
export type MarkToCallInput = z.input<typeof markToCallInputSchema>;
/** The call's text when the tutor set a call-back and wrote nothing (the note's text is required). */
export const markToCallNoteText = 'Da richiamare';

/**
 * When to call back: later than now (the API checks it by its clock, the form by the browser's)
 * and within the next 60 days (a date further away is a typo, or a note).
 */
export const callBackLimitDays = 60;
/**
 * Statuses with a clock of their own, which a call-back does not override: the booked interview
 * (its outcome to record) and the payment hold (its countdown).
 */
export const callBackIgnoredStatuses: readonly RequestStatus[] = [
  'COLLOQUIO PRENOTATO',
  'DA PAGARE',
];

/**
 * The statuses where a call-back still ahead is what comes next, so the request waits for nobody
 * until then: talking is the work (NUOVA, DA RICHIAMARE), or the family or nobody acts anyway. In
 * the others the tutors have work of their own (a selection to start, candidates to find): a
 * call-back ahead leaves it among those to act on, and one come due is said first.
 */
export const callBackHoldStatuses: readonly RequestStatus[] = [
  'NUOVA',
  'DA RICHIAMARE',
  'INVIATO PREVENTIVO',
  'INVIATO CV',
  'SELEZIONE COMPLETATA',
  'STAND BY',
];

/**
 * The statuses a move may take the request to and still keep a call-back agreed before it: the
 * contact stage (the first calls, the quote until the family answers it: "I send you the quote
 * and call you on Wednesday") and a pause (often what a call-back is to end). A move anywhere
 * else takes the request past what the call was about (the quote accepted, a selection, the
 * service), and ends it: else a call-back agreed on the first call would outlive the payment and
 * the interview, and pull the request back among those to act on weeks later.
 */
export const callBackKeptByMovesTo: readonly RequestStatus[] = [
  'NUOVA',
  'DA RICHIAMARE',
  'INVIATO PREVENTIVO',
  'STAND BY',
];

/** A status change of the request's history, as `standingCallBack` reads it. */
export type CallBackChange = { at: string; to: RequestStatus };

/**
 * The call-back still standing — one rule for the inbox (its SQL in backoffice.queries.ts
 * `callBackAt` says the same) and the request page: the one the latest call agreed
 * (`latestCall`, its time and call-back), while the request is open (and not in a status with a
 * clock of its own) and no status change ended it. A change ends it once the call-back came due
 * (the tutor called, then moved the request on), or, whenever made after the call, when it takes
 * the request out of `callBackKeptByMovesTo`. A later call replaces it.
 */
export function standingCallBack(
  latestCall: { at: string; callBackAt: string | null } | null,
  status: RequestStatus,
  changes: readonly CallBackChange[],
): string | null {
  const callBackAt = latestCall?.callBackAt;
  if (
    !latestCall ||
    !callBackAt ||
    (closedStatuses as readonly string[]).includes(status) ||
    callBackIgnoredStatuses.includes(status)
  ) {
    return null;
  }
  const ended = changes.some(
    (change) =>
      Date.parse(change.at) >= Date.parse(callBackAt) ||
      (Date.parse(change.at) > Date.parse(latestCall.at) &&
        !callBackKeptByMovesTo.includes(change.to)),
  );
  return ended ? null : callBackAt;
}
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
