import { z } from 'zod';
import { docRefSchema } from './caregivers';
import {
  capitalised,
  dayMonthYear,
  isoDate,
  isoDayAfter,
  italianList,
  romeParts,
  weekdayDateTime,
  withDayArticle,
} from './italian-format';
import { addressFieldsSchema, fullName } from './people';
import { requestDetailSchema } from './requests';
import {
  checkPeriodOrder,
  fieldIssue,
  isoDateSchema,
  optionalText,
  requiredText,
} from './validation';

// ── Bodies of the tutor's moves ─────────────────────────────────────────────────────────────

/**
 * PUT /v1/backoffice/requests/{id}/address: the service's address as the family says it on the
 * phone (the quote's prices follow its province), while the request may still change.
 */
export const serviceAddressInputSchema = addressFieldsSchema;
export type ServiceAddressInput = z.infer<typeof serviceAddressInputSchema>;

/** A move's optional note (also a call's, `request-notes`). */
export const noteText = optionalText(1000).nullable().optional();

/** Body of the moves that only take an optional note (the body itself may be left out). */
export const transitionNoteSchema = z.object({ note: noteText }).nullish();
export type TransitionNote = z.infer<typeof transitionNoteSchema>;

/**
 * Why a tutor starts a substitution ('Avvia sostituzione'): written in the request's history with
 * the tutor's note, and telling the family whether the caregiver keeps serving meanwhile.
 */
export const substitutionReasons = ['FAMILY_REQUEST', 'CAREGIVER_UNAVAILABLE', 'OTHER'] as const;
export type SubstitutionReason = (typeof substitutionReasons)[number];
export const substitutionReasonLabels: Record<SubstitutionReason, string> = {
  FAMILY_REQUEST: 'Richiesta della famiglia',
  CAREGIVER_UNAVAILABLE: 'Il caregiver non è più disponibile',
  OTHER: 'Altro',
};

/** Why a tutor pauses a request ('Metti in stand-by'): for the tutors only, never the family. */
export const standByReasons = [
  'FAMILY_REQUEST',
  'WAITING_FAMILY',
  'NO_CAREGIVERS',
  'OTHER',
] as const;
export type StandByReason = (typeof standByReasons)[number];
export const standByReasonLabels: Record<StandByReason, string> = {
  FAMILY_REQUEST: 'Richiesta della famiglia',
  WAITING_FAMILY: 'In attesa di informazioni dalla famiglia',
  NO_CAREGIVERS: 'Nessun caregiver disponibile per ora',
  OTHER: 'Altro',
};

/** 'Altro' says nothing by itself: the note says why. */
export const otherReasonNoteMessage = 'Scrivi il motivo nella nota';
const otherNeedsNote = (value: { reason: string; note?: string | null }, ctx: z.RefinementCtx) => {
  if (value.reason === 'OTHER' && !value.note?.trim()) {
    fieldIssue(ctx, ['note'], otherReasonNoteMessage);
  }
};

/** A substitution or a stand-by without its reason (the API's 400, the form's message). */
export const substitutionReasonMessage = 'Scegli il motivo della sostituzione';
export const standByReasonMessage = 'Scegli il motivo dello stand-by';

/** POST /v1/backoffice/requests/{id}/substitution: why the caregiver is being replaced. */
export const substitutionInputSchema = z
  .object({
    reason: z.enum(substitutionReasons, substitutionReasonMessage),
    note: noteText,
  })
  .superRefine(otherNeedsNote);
export type SubstitutionInput = z.input<typeof substitutionInputSchema>;

/** How far ahead a stand-by's 'Riprendi entro il' may be (further is a typo). */
export const standByResumeLimitDays = 365;

/**
 * A pause waiting for the family's information says which: the tutor writes it to the family
 * (their request's conversation, and its email) with the move — they cannot guess it.
 */
export const familyMessageRequiredMessage = 'Scrivi alla famiglia quali informazioni ti servono';
export const familyMessageLimit = 1000;
/** What is wrong with a pause's message to the family for its reason, or null. */
export const familyMessageProblem = (reason: string, familyMessage: string | null | undefined) =>
  reason === 'WAITING_FAMILY' && !familyMessage?.trim() ? familyMessageRequiredMessage : null;

/**
 * POST /v1/backoffice/requests/{id}/stand-by: why the request is paused and, if known, by when it
 * should resume ('yyyy-mm-dd', Italy's day; from tomorrow, within a year: the API checks it by its
 * clock, `standByResumeProblem`); waiting for the family's information, what to ask them
 * (`familyMessage`, for no other reason).
 */
export const standByInputSchema = z
  .object({
    reason: z.enum(standByReasons, standByReasonMessage),
    note: noteText,
    resumeBy: isoDateSchema.nullable().optional(),
    familyMessage: optionalText(familyMessageLimit).nullable().optional(),
  })
  .superRefine(otherNeedsNote)
  .superRefine((value, ctx) => {
    const problem = familyMessageProblem(value.reason, value.familyMessage);
    if (problem) fieldIssue(ctx, ['familyMessage'], problem);
  });
export type StandByInput = z.input<typeof standByInputSchema>;

/** What is wrong with a 'Riprendi entro il' day given today (Italy's 'yyyy-mm-dd'), or null. */
export function standByResumeProblem(resumeBy: string, today: string) {
  if (resumeBy <= today) return 'La data di ripresa deve essere successiva a oggi';
  if (resumeBy > isoDayAfter(today, standByResumeLimitDays))
    return 'La data di ripresa può essere al massimo tra un anno';
  return null;
}

/**
 * A paused request is the tutors' turn again from its 'Riprendi entro il' day (Italy's): until
 * then it waits for nobody. Without a day it waits for nobody until a tutor resumes it.
 */
export const standByResumeDue = (resumeBy: string | null, today: string) =>
  resumeBy !== null && resumeBy <= today;

/**
 * What a pause's 'Riprendi entro il' day means, in words, the one home of them: nothing happens
 * by itself on that day (no job resumes or closes a paused request); from it the request is the
 * tutors' turn again (`standByResumeDue`: the inbox's 'Da riprendere'), who pick it up with the
 * family. For a family asked for information it is no deadline: the request stays open whenever
 * they answer.
 */
export const standByResumeDayTexts = {
  /**
   * The family's, paused for their information: the day as the page or the email writes it
   * ('12 dic 2026'); null once it has come (a day gone by would read as a promise broken).
   */
  family: (day: string | null) =>
    day
      ? `Nessuna fretta: la richiesta resta aperta. Se ${withDayArticle('entro', day)} non avremo la tua risposta, il tuo family tutor ti ricontatterà.`
      : 'Nessuna fretta: la richiesta resta aperta e il tuo family tutor ti ricontatterà a breve.',
  /**
   * The tutor's, under the day field of the pause ('Quel giorno…', `day` null) and on the paused
   * request's page ('Il 12 dic 2026…').
   */
  tutor: (day: string | null) =>
    `${day ? capitalised(withDayArticle('il', day)) : 'Quel giorno'} la richiesta non riprende né si chiude da sola: torna tra quelle da seguire.`,
  /** The tutor's, what the family reads of the day when the pause waits for their information. */
  tutorOnFamily:
    'Per la famiglia è una data indicativa, non una scadenza: se per quel giorno non avrà ancora risposto, la ricontatterai tu.',
} as const;

/** The history's line of a move with a reason: 'Richiesta della famiglia — the note'. */
export const reasonedNote = (label: string, note: string | null | undefined) =>
  note?.trim() ? `${label} — ${note.trim()}` : label;

/**
 * An amount of a payment to give back, in cents: more than nothing (a refund of 0 € is no refund:
 * 'Non va rimborsato' says it) and, checked by the server against the payment, never more than
 * was paid (`refundAboveAmountMessage`).
 */
export const refundAmountSchema = z
  .number('Importo da rimborsare non valido')
  .int('Importo da rimborsare non valido')
  .positive('L’importo da rimborsare deve essere maggiore di 0 €.');

/** An amount to refund above what the family paid, as the API and the form say it. */
export const refundAboveAmountMessage = (paid: string) =>
  `L’importo da rimborsare non può superare quanto pagato dalla famiglia (${paid}).`;

/**
 * POST /v1/backoffice/payments/{paymentId}/refunded: the refund of a payment to refund, made at
 * the payment provider, with an optional short note of the tutor's (the body may be left out).
 * `amountCents`: what was actually given back, when it differs from the amount decided (the
 * payment's `refundCents`), never more than was paid.
 */
export const refundMadeSchema = z
  .object({
    note: optionalText(500).nullable().optional(),
    amountCents: refundAmountSchema.optional(),
  })
  .nullish();

export const closeOutcomes = ["NON PIU' INTERESSATO", 'NON RISPONDE'] as const;

/**
 * Why a tutor closed the request, told to the family (the closing email, the request's page):
 * never the tutor's note, which is theirs.
 */
export const closedBecause: Record<(typeof closeOutcomes)[number], string> = {
  "NON PIU' INTERESSATO": 'ci risulta che non ti serva più il nostro aiuto',
  'NON RISPONDE': 'non siamo riusciti a metterci in contatto con te',
};

/**
 * POST /v1/backoffice/requests/{id}/close: terminal, with the reason. `refund`: the tutor's
 * decision on the family's payment that paid for the request (a settled one), required when there
 * is one — true: it is flagged for a refund in the same transaction ('Rimborso eseguito' records
 * it once made); false: it is kept (the reason says why). Ignored when nothing was paid.
 * `refundAmounts`, with `refund` true: how much of each payment goes back (by its number) when the
 * selection had started (terms §6: the family pays only the part done); a payment not listed goes
 * back whole.
 */
export const closeRequestSchema = z.object({
  outcome: z.enum(closeOutcomes, 'Esito non valido'),
  note: requiredText(1000),
  refund: z.boolean('Scelta non valida').optional(),
  refundAmounts: z
    .array(z.object({ paymentId: z.number().int().positive(), amountCents: refundAmountSchema }))
    .max(20)
    .optional(),
});

/** The close of a request whose payment was received, without the tutor's decision on it. */
export const closeRefundDecisionMessage =
  'Il pagamento della famiglia risulta ricevuto: scegli se va rimborsato prima di chiudere la richiesta.';
export type CloseRequest = z.infer<typeof closeRequestSchema>;

const noChildrenMessage = 'Almeno 1 bambino: se non sai quanti sono, lascia vuoto';

/**
 * The quote's own rules, checked by the API and by the back-office quote form alike: the end
 * of the service cannot precede its start, and the caregiver's pay is given as an hourly rate or
 * a flat cost — one of them (the quote shows one; a second would vanish from it) and never zero
 * (a family would read '0,00 €/h' as a mistake). A babysitter's quote for 0 children would read
 * 'Bambini 0' to a family with a child: the count is left empty when not known.
 */
export function checkQuoteRules(
  quote: {
    serviceStart: string | null;
    serviceEnd: string | null;
    netHourCost: number | null;
    packageFlatCost: number | null;
    numberOfChildren?: number | null;
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
  if (quote.numberOfChildren === 0) {
    fieldIssue(ctx, [...path, 'numberOfChildren'], noChildrenMessage);
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

/** Where a caregiver is held already: 'un incarico su #12', 'incarichi su #12, #14'. */
export const busyElsewhere = (requestIds: readonly number[]) =>
  `${requestIds.length === 1 ? 'un incarico' : 'incarichi'} su ${requestIds.map((id) => `#${id}`).join(', ')}`;

/**
 * The question before proposing a caregiver held on other open requests: the web asks it first
 * when it knows where (`busyOn`), the add answers it in its 409 (`fields.confirmBusy`) otherwise.
 */
export const confirmBusyQuestion = (requestIds: readonly number[]) =>
  `Ha già ${busyElsewhere(requestIds)}. Proporre comunque il profilo?`;

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
    /**
     * A move (PUT): the appointment the tutor's form moved (its `id`); moved again meanwhile (a
     * colleague, another tab), 409 — the other move is never overwritten unread. Absent: any.
     */
    movingFrom: z.number().int().positive().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.place && !value.videoLink) {
      fieldIssue(ctx, ['place'], 'Indica il luogo del colloquio o il link della videochiamata');
    }
  });
export type InterviewInput = z.infer<typeof interviewInputSchema>;

/** 'Sposta colloquio' saved with nothing changed: the family would be told it moved. */
export const interviewUnchangedMessage =
  'Non hai cambiato niente: il colloquio è già fissato così. Cambia il giorno, l’ora, il luogo o le note, oppure chiudi.';

/** A move started from an appointment moved again meanwhile: where it stands now. */
export const interviewMovedMeanwhileMessage = (now: Date) =>
  `Nel frattempo il colloquio è stato cambiato: ora è fissato per ${weekdayDateTime(now)}. Premi «Annulla» e riapri «Sposta colloquio» per partire da quello attuale.`;

/** An interview is booked for later than now (the API checks it by its clock, the form by the browser's). */
export const interviewInThePastMessage = 'La data del colloquio deve essere futura';

/**
 * An interview's outcome ('Colloquio riuscito' or 'non riuscito') is recorded from the interview's
 * day (Italy's calendar) on: before it the family would read that the interview is done, or that it
 * went badly and the caregiver they paid for is gone, under a date still ahead (a caregiver who
 * withdraws before it is 'Annulla colloquio', which says so). The same day is allowed, as an
 * interview is often brought forward by a few hours. The API checks it by its clock, the back
 * office's buttons by the browser's.
 */
export const interviewOutcomeTooEarly = (interviewAt: Date, now: Date) =>
  isoDate(romeParts(now)) < isoDate(romeParts(interviewAt));

/** Why it cannot be recorded yet: 'Il colloquio è fissato per l’8 dicembre 2026: …'. */
export const interviewOutcomeTooEarlyMessage = (interviewAt: Date) =>
  `Il colloquio è fissato per ${withDayArticle('il', dayMonthYear(romeParts(interviewAt)))}: potrai segnarne l’esito da quel giorno. Prima puoi spostarlo o annullarlo dalla scheda del colloquio.`;

/**
 * Why 'Invia profili alla famiglia' cannot send the request's profiles yet, or null: nobody to send
 * at all, or nobody new — every profile was sent already (after 'Cerca altri profili' the family
 * would be told of new profiles and find the ones they had seen). Reads the request's current
 * candidates (not ended). The API refuses the move with this message (409); the back office's
 * button stays disabled and says it first.
 */
export function publishCandidatesProblem(
  current: readonly {
    published: boolean;
    phase: 'SELECTED' | 'CHOSEN';
    caregiver: { name: string | null; surname: string | null; active: boolean };
  }[],
) {
  if (!current.some((candidate) => candidate.phase === 'SELECTED'))
    return 'Aggiungi almeno un caregiver prima di inviare i profili alla famiglia.';
  if (current.every((candidate) => candidate.published))
    return 'Aggiungi almeno un nuovo profilo: quelli già inviati la famiglia li ha già visti.';
  // A caregiver switched off since they were added would reach the family, who could choose them.
  const off = current.filter(
    (candidate) =>
      !candidate.published && candidate.phase === 'SELECTED' && !candidate.caregiver.active,
  );
  if (off.length > 0) {
    const names = italianList(
      off.map(({ caregiver }) => fullName(caregiver.name, caregiver.surname)),
    );
    return off.length === 1
      ? `Il profilo di ${names} è disattivato: toglilo dai candidati o riattivalo prima di inviare i profili.`
      : `I profili di ${names} sono disattivati: toglili dai candidati o riattivali prima di inviare i profili.`;
  }
  return null;
}

/**
 * 'Annulla colloquio': why a booked interview is called off before it takes place. The caregiver
 * no longer available leaves the request as after a failed interview (the family chooses or is
 * proposed another, at no new charge); the family's wish keeps the caregiver (a new interview is
 * to be booked). In the order the tutor reads them: the one that changes less first.
 */
export const interviewCancelReasons = ['familyAsked', 'caregiverUnavailable'] as const;
export type InterviewCancelReason = (typeof interviewCancelReasons)[number];
export const interviewCancelReasonLabels: Record<InterviewCancelReason, string> = {
  caregiverUnavailable: 'Il caregiver non è più disponibile',
  familyAsked: 'La famiglia ha chiesto di annullare',
};

/** POST /v1/backoffice/requests/{id}/interview/cancel */
export const cancelInterviewSchema = z.object({
  reason: z.enum(interviewCancelReasons, 'Indica il motivo dell’annullamento'),
  note: noteText,
});
export type CancelInterview = z.infer<typeof cancelInterviewSchema>;

/** An interview is called off only before it starts: after, its outcome is recorded instead. */
export const interviewCancellable = (interviewAt: Date, now: Date) =>
  interviewAt.getTime() > now.getTime();
export const interviewNotCancellableMessage =
  'Il colloquio è già iniziato o passato: non si può più annullare. Registrane l’esito («Colloquio riuscito» o «Colloquio non riuscito»).';
export const noInterviewToCancelMessage = 'Non c’è un colloquio prenotato da annullare.';

/** PUT /v1/backoffice/requests/{id}/assignee: a tutor uid, or null to unassign. */
export const assigneeSchema = z.object({ tutorUid: z.string().trim().min(1).max(128).nullable() });
