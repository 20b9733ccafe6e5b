// The caregivers on a request as the tutor sees them: candidates, how a selection ended, where they are, the suggestions.
import { z } from 'zod';
import { checkKinds } from './caregiver-checks';
import { caregiverSchema, commitmentsSchema, takenElsewhereSchema } from './caregivers';
import {
  type CaregiverPlaceKind,
  type RequestStatus,
  type RoundPaymentStatus,
  type SelectionEndReason,
  type SelectionPhase,
  selectionEndReasons,
  selectionPhases,
} from './enums';

/** A caregiver on a request, as the tutor sees it (unpublished candidates included). */
export const backofficeCandidateSchema = z.object({
  caregiver: caregiverSchema,
  phase: z.enum(selectionPhases),
  /** Visible to the customer (published with "invia profili"). */
  published: z.boolean(),
  selectedAt: z.string(),
  chosenAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  /**
   * Set when a substitute took over, after a failed interview, or when the caregiver withdrew
   * before the interview (then never accepted): no longer shown to the customer.
   */
  endedAt: z.string().nullable(),
  /** Why the place ended (null: not ended, or ended before the reason was kept). */
  endedReason: z.enum(selectionEndReasons).nullable(),
  /** The tutor's one line for the family: 'Perché te lo proponiamo'. */
  reason: z.string().nullable(),
  /**
   * Other families hold the caregiver (`takenElsewhereSchema`): 'reserved' ('Riservato da un'altra
   * famiglia (#N) fino al …': their payment awaited, nothing the tutor can lift) or 'chosen' since
   * the tutor vouched for them here ('Scelto da un'altra famiglia (#N)', until the tutor confirms
   * their availability: 'Conferma disponibilità'). This family cannot accept them; null when free.
   */
  takenElsewhere: takenElsewhereSchema.nullable(),
  /** The other open requests the caregiver is chosen or confirmed on ('Scelto su #…'). */
  busyOn: z.array(z.number().int()),
  /**
   * The family's other requests on which they asked to replace this caregiver ('Sostituisci'):
   * the row warns the tutor before the profile is sent to them again. Absent from older servers.
   */
  replacementAskedOn: z.array(z.number().int()).optional(),
  /** What those requests ask of the week (`commitmentsSchema`). */
  commitments: commitmentsSchema,
  /**
   * The kinds of the agency's checks the caregiver has passed, in the agency's order: a
   * candidate who may not be sent yet (`lacksCriminalRecord`) holds back 'Invia profili'.
   */
  checkKinds: z.array(z.enum(checkKinds)),
  /** The day of the latest criminal-record check ('yyyy-mm-dd'; null: none): it counts 6 months. */
  criminalRecordOn: z.string().nullable(),
});
export type BackofficeCandidate = z.infer<typeof backofficeCandidateSchema>;

/**
 * Where the tutor may confirm a candidate taken elsewhere ('Conferma disponibilità'): the
 * profiles sent (INVIATO CV) or being chosen (SELEZIONE ATTIVA, IN ATTESA).
 */
export const availabilityConfirmableStatuses: readonly RequestStatus[] = [
  'INVIATO CV',
  'SELEZIONE ATTIVA',
  'IN ATTESA',
];

type EndedSelection = {
  acceptedAt: string | null;
  endedAt: string | null;
  endedReason: SelectionEndReason | null;
};

/**
 * Why a caregiver's place on a request ended, if it did: the reason kept; for a row ended before
 * reasons were kept, inferred as before (confirmed: replaced; never confirmed: a failed
 * interview).
 */
export const endedSelectionReason = (selection: EndedSelection): SelectionEndReason | null => {
  if (!selection.endedAt) return null;
  return selection.endedReason ?? (selection.acceptedAt ? 'REPLACED' : 'INTERVIEW_FAILED');
};

const endedSelectionLabels: Record<SelectionEndReason, string> = {
  REPLACED: 'Sostituito',
  INTERVIEW_FAILED: 'Colloquio non riuscito',
  WITHDRAWN: 'Non più disponibile',
};

/**
 * How a caregiver's place on a request ended, if it did: replaced after their service, dropped
 * after a failed interview, or no longer available before the interview (it was called off,
 * never held). The tutor's list and the family's data summary say it the same way.
 */
export const endedSelectionLabel = (selection: EndedSelection) => {
  const reason = endedSelectionReason(selection);
  return reason ? endedSelectionLabels[reason] : null;
};

type CaregiverPlaceRow = EndedSelection & {
  selectedAt: string;
  chosenAt: string | null;
  phase: SelectionPhase;
  published: boolean;
};

/**
 * Whether the family chose another caregiver after this one was proposed, and that choice stood
 * (not dropped after a failed interview, nor by a caregiver who withdrew before it): the proposal
 * is over. A substitute proposed after the choice is still an open proposal. `places`: every
 * place on the request.
 */
const passedOver = (place: CaregiverPlaceRow, places: readonly CaregiverPlaceRow[]) =>
  place.chosenAt === null &&
  places.some(
    (other) =>
      other !== place &&
      other.chosenAt !== null &&
      other.chosenAt > place.selectedAt &&
      [null, 'REPLACED'].includes(endedSelectionReason(other)),
  );

/** The request page's badge of a candidate, the caregiver page's line of a request. */
export const caregiverPlaceLabels: Record<CaregiverPlaceKind, string> = {
  ...endedSelectionLabels,
  confirmed: 'Scelto, pagamento ricevuto',
  chosen: 'Scelto dalla famiglia',
  passedOver: 'Non scelto',
  proposed: 'Proposto alla famiglia',
  toSend: 'Da inviare',
};

/** `place` among the request's `places` (its own included): ended, confirmed, chosen, passed over, proposed or to send. */
export function caregiverPlace(
  place: CaregiverPlaceRow,
  places: readonly CaregiverPlaceRow[],
): CaregiverPlaceKind {
  const ended = endedSelectionReason(place);
  if (ended) return ended;
  if (place.acceptedAt) return 'confirmed';
  if (place.phase === 'CHOSEN') return 'chosen';
  if (passedOver(place, places)) return 'passedOver';
  return place.published ? 'proposed' : 'toSend';
}

/**
 * The caregivers the family's payment confirmed on a request and still on it (not ended), the
 * latest chosen first: the first is the one the interview is with and whose 'Colloquio riuscito'
 * starts the service; any after it are the ones that interview replaces (`substitutionUnderWay`).
 * The server's `listConfirmedChoices` picks them in the same order (`chosenAt`, then the newest
 * row): read from `candidates` as the API lists them, oldest row first.
 */
export const confirmedChoices = <
  C extends { phase: SelectionPhase; chosenAt: string | null } & EndedSelection,
>(
  candidates: readonly C[],
): C[] =>
  candidates
    .filter((c) => c.phase === 'CHOSEN' && c.acceptedAt !== null && !c.endedAt)
    // The newest row first, kept first among equal choice times by the stable sort that follows.
    .reverse()
    .sort((a, b) => {
      const [first, second] = [a.chosenAt ?? '', b.chosenAt ?? ''];
      return first === second ? 0 : first < second ? 1 : -1;
    });

/**
 * Whether the confirmed choice is a substitute's: another confirmed caregiver is still on the
 * request, the one a successful interview replaces. Its 'Colloquio riuscito' records a
 * 'Sostituzione' round from that day (not the activation), and the interview naturally falls
 * after the service's first day.
 */
export const substitutionUnderWay = (
  candidates: readonly ({ phase: SelectionPhase; chosenAt: string | null } & EndedSelection)[],
) => confirmedChoices(candidates).length > 1;

/**
 * Whether the service is still to begin on `today` (Italy's day, 'YYYY-MM-DD': the apps'
 * `italianDay`): its start day ('serviceStart' of the quote) is later. No start day given: not
 * waited for. The one rule both sides read: the family's 'Il servizio inizierà il …', the tutor's
 * 'Inizio servizio …' rather than 'Servizio in corso', the caregiver's 'In corso' tag.
 */
export const serviceStartsLater = (serviceStart: string | null | undefined, today: string) =>
  Boolean(serviceStart) && (serviceStart as string) > today;

/**
 * Whether the service has ended on `today` (Italy's day, as `serviceStartsLater`): its estimated
 * last day ('serviceEnd' of the quote) is past. No end day given: it goes on. The one rule both
 * sides read: the tutor's 'Servizio concluso il …' rather than 'Servizio in corso', the family's
 * 'Servizio concluso', the caregiver's 'Terminata' tag (spec §4).
 */
export const serviceEnded = (serviceEnd: string | null | undefined, today: string) =>
  Boolean(serviceEnd) && (serviceEnd as string) < today;

/**
 * Whether a caregiver has started serving the family: a round of work (activation, trial,
 * usage, substitution; not a cancelled one) names them, and the service's start day has come
 * (`serviceStartsLater`: a round recorded ahead, e.g. the activation paid before the first day,
 * is no service yet). Until then a confirmed caregiver has only been chosen by the family (the
 * interview, the first day still to come). Matched by the caregiver (`docRef`): two caregivers
 * may share a name, and a round keeps the name as it was.
 */
export const caregiverStartedService = (
  caregiver: { docRef: string },
  rounds: readonly { caregiverRef: string | null; paymentStatus: RoundPaymentStatus }[],
  service: { serviceStart: string | null | undefined; today: string },
) =>
  !serviceStartsLater(service.serviceStart, service.today) &&
  rounds.some(
    (round) => round.paymentStatus !== 'CANCELLED' && round.caregiverRef === caregiver.docRef,
  );

/**
 * Whether a caregiver is serving the family on `today`: started (`caregiverStartedService`), and
 * the service not over (`serviceEnded`: its estimated last day past). A caregiver whose service
 * has ended is no longer 'in servizio presso la famiglia', and there is nobody left to replace.
 */
export const caregiverInService = (
  caregiver: { docRef: string },
  rounds: readonly { caregiverRef: string | null; paymentStatus: RoundPaymentStatus }[],
  service: {
    serviceStart: string | null | undefined;
    serviceEnd: string | null | undefined;
    today: string;
  },
) =>
  !serviceEnded(service.serviceEnd, service.today) &&
  caregiverStartedService(caregiver, rounds, service);

// ── Suggestions for a request ──────────────────────────────────────────────────────────────

/** GET /v1/backoffice/requests/{id}/suggestions items: best first, each with why. */
export const caregiverSuggestionSchema = z.object({
  caregiver: caregiverSchema.extend({
    /** Open requests the caregiver is held on ('Scelto su #…'). */
    busyOn: z.array(z.number().int()),
    /**
     * The week-grid cells each of those requests asks (`Commitment`): the times the caregiver is
     * already committed to, left out of 'Disponibile …' and told (`commitmentNote`).
     */
    commitments: commitmentsSchema,
    /**
     * The day of the latest criminal-record check (null: none): the row says up front a
     * babysitter or badante who may not be sent yet (`criminalRecordProblem`).
     */
    criminalRecordOn: z.string().nullable(),
    /** The kinds of the agency's checks recorded: unverified references are said on the row. */
    checkKinds: z.array(z.enum(checkKinds)),
  }),
  score: z.number(),
  /** 'Stesso comune', 'Parla inglese', 'Disponibile lun–ven pomeriggio'… */
  reasons: z.array(z.string()),
});
export type CaregiverSuggestion = z.infer<typeof caregiverSuggestionSchema>;
export const caregiverSuggestionsSchema = z.array(caregiverSuggestionSchema);
