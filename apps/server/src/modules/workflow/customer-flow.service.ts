import { serviceEnded, serviceStartsLater } from '@equilibrio/contract/backoffice';
import {
  type AcceptCaregiverResult,
  type CaregiverRecord,
  caregiverRecordKeys,
} from '@equilibrio/contract/caregivers';
import type {
  CaregiverType,
  Language,
  RequestStatus,
  SelectionPhase,
} from '@equilibrio/contract/enums';
import { fullName } from '@equilibrio/contract/people';
import {
  paidStatuses,
  type RequestStatusResult,
  type ServiceRound,
} from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { italianDay } from '../../lib/clock';
import type { AuthUser } from '../../plugins/auth';
import { type ProfileExtras, profileExtrasFor } from '../caregivers/caregiver-matching.service';
import { cvUrlOf, openCvFile, requireCaregiver } from '../caregivers/caregivers.service';
import { type PublishedReviews, publishedReviewsOf } from '../reviews/published-reviews';
import { findOpenOtherProfilesAsk, findOpenSubstitutionAsk } from './assistance.queries';
import { mailTutors } from './request-mails.service';
import {
  customerSeesCaregiver,
  findProfileRounds,
  findSelectionByDocRef,
  listProposalsTakenBy,
  listSelections,
  listShownSelections,
  newBesideSeen,
  type SelectionWithCaregiver,
  type ShownSelection,
} from './selection.queries';
import { listRounds, type RoundRow } from './service-records.queries';
import type { ParamsOf } from './transition-def';
import { mailTemplates } from './workflow.mail';
import { findOwnedRequest, type RequestRow } from './workflow.queries';
import { transitionRequest } from './workflow.service';

/**
 * Whether the customer gets this caregiver's phone: only a caregiver they chose and paid for (a
 * substitute chosen and paid later too), in every status after the payment (`paidStatuses`:
 * spec §4's PAGATO and SELEZIONE COMPLETATA, the interview and the substitution too) — never the
 * other candidates, who stay listed (the quote page shows them in SELEZIONE COMPLETATA).
 */
const customerGetsPhone = (selection: SelectionWithCaregiver['selection'], status: RequestStatus) =>
  paidStatuses.includes(status) && selection.phase === 'CHOSEN' && selection.acceptedAt !== null;

/**
 * When the family asked for other profiles, while the ask stands (`openOtherProfilesAskAt`: only
 * in INVIATO CV, where they may ask). The request page shows it; a second ask is refused.
 */
export function otherProfilesAskedAt(
  db: AppContext['db'],
  request: Pick<RequestRow, 'id'>,
): Promise<Date | null> {
  return findOpenOtherProfilesAsk(db, request.id);
}

/**
 * Where the family stands with the profiles proposed, the one rule of their request page:
 * - `searchingSince`: in SELEZIONE ATTIVA after the tutor's 'Cerca altri profili', when it was
 *   pressed. The profiles already sent stay on the page to read, not to choose (the choice opens
 *   again with the new round, in INVIATO CV); `profilesKept`: meanwhile, whether one of them still
 *   is (the tutor may have removed them all), so the family is pointed to them only then;
 * - `newSince`: in INVIATO CV after an earlier time in it (a new round, a hold expired, an
 *   interview failed), when that earlier time began: a profile added since is new to the family
 *   ('Nuovo', beside profiles already seen: `newProfilesOf`). Candidates are added only in SELEZIONE ATTIVA and IN ATTESA, so a profile added
 *   since was not among those the family saw then.
 */
export async function familyProfileRounds(
  db: AppContext['db'],
  request: Pick<RequestRow, 'id' | 'status'>,
): Promise<{ searchingSince: Date | null; profilesKept: boolean; newSince: Date | null }> {
  if (request.status !== 'SELEZIONE ATTIVA' && request.status !== 'INVIATO CV') {
    return { searchingSince: null, profilesKept: false, newSince: null };
  }
  const rounds = await findProfileRounds(db, request.id);
  const searchingSince = request.status === 'SELEZIONE ATTIVA' ? rounds.searchingSince : null;
  // What the family's request page lists meanwhile (`listCaregiverRecords`, SELECTED).
  const kept =
    searchingSince !== null &&
    (await listSelections(db, request.id, { phase: 'SELECTED', shownToFamily: true })).length > 0;
  return {
    searchingSince,
    profilesKept: kept,
    newSince: request.status === 'INVIATO CV' ? rounds.shownBeforeAt : null,
  };
}

/**
 * The profiles marked 'Nuovo' on the family's page, of those listed: still to choose among
 * (SELECTED), added after the round's `newSince` (`familyProfileRounds`), and only beside
 * profiles already seen (`newBesideSeen`, the publish email's rule): when the tutor removed all
 * those, none is marked.
 */
function newProfilesOf(rows: readonly SelectionWithCaregiver[], newSince: Date | null) {
  if (newSince === null) return new Set<SelectionWithCaregiver>();
  return new Set(
    newBesideSeen(
      rows,
      ({ selection }) => selection.phase === 'SELECTED' && selection.selectedAt > newSince,
    ),
  );
}

/** The customer's own request, or 404 (anyone else's, like a missing one). */
export async function requireOwnedRequest(ctx: AppContext, uid: string, requestId: number) {
  const request = await findOwnedRequest(ctx.db, requestId, uid);
  if (!request) throw new AppError('NOT_FOUND', 'Richiesta non trovata.');
  return request;
}

/**
 * A move of the customer on their request (`transitionRequest`), in a transaction of its own;
 * `effects`: the caller's writes in it, after the table's.
 */
function runCustomerTransition<A extends 'acceptQuote' | 'acceptCaregiver'>(
  ctx: AppContext,
  uid: string,
  requestId: number,
  action: A,
  params: ParamsOf<A>,
  effects?: (tx: Db, request: RequestRow) => Promise<void>,
) {
  return ctx.db.transaction((tx) =>
    transitionRequest(ctx, tx, {
      requestId,
      action,
      actor: { role: 'customer', uid },
      params,
      ...(effects ? { effects: (request: RequestRow) => effects(tx, request) } : {}),
    } as Parameters<typeof transitionRequest<A>>[2]),
  );
}

/**
 * POST /v1/requests/confirm-quotation: INVIATO PREVENTIVO → PREVENTIVO ACCETTATO, for the quote
 * written at `quoteSentAt` (as the family's page read it) when given.
 */
export async function confirmQuotation(
  ctx: AppContext,
  uid: string,
  requestId: number,
  quoteSentAt?: string,
): Promise<RequestStatusResult> {
  const result = await runCustomerTransition(
    ctx,
    uid,
    requestId,
    'acceptQuote',
    quoteSentAt ? { quoteSentAt } : undefined,
  );
  return { id: result.id, status: result.status };
}

/**
 * PATCH …/caregiver/{docRef}/accept: the customer chooses a candidate, held for 24 hours — unless
 * another family chose them meanwhile (409, the table's effect). In the same transaction, the
 * tutors of every other request still proposing the caregiver to a family that could accept them
 * are told, once per request, that it no longer can (`listProposalsTakenBy`): told when the choice
 * is made, not when a family is refused.
 */
export async function acceptCaregiver(
  ctx: AppContext,
  uid: string,
  requestId: number,
  docRef: string,
): Promise<AcceptCaregiverResult> {
  const result = await runCustomerTransition(
    ctx,
    uid,
    requestId,
    'acceptCaregiver',
    { docRef },
    async (tx, request) => {
      const chosen = await findSelectionByDocRef(tx, request.id, docRef);
      if (!chosen) return;
      const caregiverName = fullName(chosen.caregiver.name, chosen.caregiver.surname);
      for (const other of await listProposalsTakenBy(tx, chosen.caregiver.id, request.id)) {
        await mailTutors(ctx, tx, other, mailTemplates.caregiverTakenElsewhere, { caregiverName });
      }
    },
  );
  return {
    id: result.id,
    status: result.status,
    docRef,
    holdExpiresAt: (result.outcome.holdExpiresAt ?? result.at).toISOString(),
  };
}

/**
 * Where a caregiver's service stands: started once confirmed and the service start day has
 * come, ended once the estimated end day has passed (spec §4 tags).
 */
export function serviceProgress(
  selection: { acceptedAt: Date | null },
  detail: RequestRow['requestDetail'],
  now: Date,
) {
  if (!selection.acceptedAt) return { started: false, ended: false };
  const today = italianDay(now);
  const start = detail?.serviceStart ?? null;
  const end = detail?.serviceEnd ?? null;
  return {
    started: start !== null && !serviceStartsLater(start, today),
    ended: serviceEnded(end, today),
  };
}

export function toCaregiverRecord(
  row: ShownSelection,
  request: Pick<RequestRow, 'status' | 'requestDetail'>,
  now: Date,
  substitutionAskedAt: Date | null,
  profile: ProfileExtras,
  published: PublishedReviews = { reviews: [], rating: null },
  /** Whether the family's page marks the profile 'Nuovo' (`newProfilesOf`). */
  isNew = false,
): CaregiverRecord {
  const { selection, caregiver } = row;
  const type = caregiver.type as CaregiverType;
  const showCv = caregiver.cvPath !== null && !caregiver.resumeHidden;
  return {
    [caregiverRecordKeys[type]]: {
      info: {
        name: caregiver.name,
        surname: caregiver.surname,
        photo: caregiver.photoUrl,
        description: caregiver.description,
        phone: customerGetsPhone(selection, request.status) ? caregiver.phone : null,
        resumeHidden: caregiver.resumeHidden,
      },
      docRef: caregiver.docRef,
    },
    docRef: caregiver.docRef,
    type,
    languages: caregiver.languages as Language[],
    selected: true,
    chosen: selection.phase === 'CHOSEN',
    cvUrl: showCv ? cvUrlOf(caregiver.docRef) : null,
    chosenAt: selection.chosenAt?.toISOString() ?? null,
    acceptedAt: selection.acceptedAt?.toISOString() ?? null,
    holdExpiresAt:
      selection.phase === 'CHOSEN' && !selection.acceptedAt && selection.holdExpiresAt
        ? selection.holdExpiresAt.toISOString()
        : null,
    ...serviceProgress(selection, request.requestDetail, now),
    substitutionRequestedAt:
      // The caregiver being replaced, not their substitute (confirmed after it was asked).
      substitutionAskedAt && selection.acceptedAt && selection.acceptedAt <= substitutionAskedAt
        ? substitutionAskedAt.toISOString()
        : null,
    ...profile,
    reason: selection.reason,
    isNew,
    takenElsewhere: selection.takenElsewhere?.kind ?? null,
    reviews: published.reviews,
    rating: published.rating,
  };
}

/** GET /v1/caregiver-selection/request/{requestId}/phase/{phase}: the published caregivers. */
export async function listCaregiverRecords(
  ctx: AppContext,
  uid: string,
  requestId: number,
  phase: SelectionPhase,
): Promise<CaregiverRecord[]> {
  const request = await requireOwnedRequest(ctx, uid, requestId);
  const rows = await listShownSelections(ctx.db, requestId, { phase, shownToFamily: true });
  const now = ctx.clock.now();
  const [substitutionAskedAt, profiles, { reviewsOf }, { newSince }] = await Promise.all([
    findOpenSubstitutionAsk(ctx.db, request.id),
    profileExtrasFor(
      ctx,
      requestId,
      rows.map((row) => row.caregiver),
    ),
    publishedReviewsOf(
      ctx.db,
      rows.map((row) => row.caregiver.id),
    ),
    familyProfileRounds(ctx.db, request),
  ]);
  const fresh = newProfilesOf(rows, newSince);
  return rows.map((row) =>
    toCaregiverRecord(
      row,
      request,
      now,
      substitutionAskedAt,
      profiles.get(row.caregiver.id)!,
      reviewsOf(row.caregiver.id),
      fresh.has(row),
    ),
  );
}

export function toServiceRound(row: RoundRow): ServiceRound {
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    eventType: row.eventType,
    caregiverName: row.caregiverName,
    hoursWorked: row.hoursWorked === null ? null : Number(row.hoursWorked),
    paymentStatus: row.paymentStatus,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /v1/request-service-records/request/{requestId} */
export async function listRequestRounds(ctx: AppContext, uid: string, requestId: number) {
  await requireOwnedRequest(ctx, uid, requestId);
  return (await listRounds(ctx.db, requestId)).map(toServiceRound);
}

/**
 * GET /v1/caregivers/{docRef}/cv: tutors read any CV; a customer only the CV of a caregiver
 * proposed on one of their requests, and not hidden. Anything else is 404.
 */
export async function openCaregiverCv(ctx: AppContext, user: AuthUser, docRef: string) {
  const caregiver = await requireCaregiver(ctx.db, docRef);
  if (user.role !== 'tutor') {
    const visible =
      !caregiver.resumeHidden && (await customerSeesCaregiver(ctx.db, user.uid, caregiver.id));
    if (!visible) throw new AppError('NOT_FOUND', 'CV non disponibile per questo profilo');
  }
  return openCvFile(ctx, caregiver);
}
