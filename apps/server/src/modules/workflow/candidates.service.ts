// The tutor composes a request's list of candidates: adds, explains, vouches for and removes them.
import type { BackofficeCandidate } from '@equilibrio/contract/backoffice';
import { availabilityConfirmableStatuses } from '@equilibrio/contract/backoffice';
import {
  type AddCandidate,
  busyElsewhere,
  confirmBusyQuestion,
} from '@equilibrio/contract/backoffice-moves';
import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import type { CaregiverType, RequestStatus } from '@equilibrio/contract/enums';
import { caregiverTypeByLine } from '@equilibrio/contract/enums';
import { fullName } from '@equilibrio/contract/people';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  caregiverBusyOn,
  commitmentsOf,
  passedChecks,
  requireCaregiver,
  toCaregiver,
} from '../caregivers/caregivers.service';
import { recordActivity } from './request-activity.service';
import { takeIfUnassigned } from './request-assignment.service';
import {
  type CandidateSelection,
  confirmSelectionAvailability,
  deleteSelection,
  findCandidateSelection,
  findSelectionByDocRef,
  insertSelection,
  setSelectionReason,
} from './selection.queries';
import { invalidState, lockRequest } from './workflow.service';

/** Statuses in which the tutor composes the list of candidates. */
export const candidateEditableStatuses: readonly RequestStatus[] = [
  'SELEZIONE ATTIVA',
  'IN ATTESA',
];

/**
 * A candidate as the tutor sees it, with the checks its caregiver has passed (`passedChecks`) and
 * what their other requests ask of the week (`candidateExtras`).
 */
export function toCandidate(
  row: CandidateSelection,
  extras: Pick<BackofficeCandidate, 'checkKinds' | 'criminalRecordOn' | 'commitments'>,
): BackofficeCandidate {
  const { selection, caregiver } = row;
  return {
    caregiver: toCaregiver(caregiver),
    phase: selection.phase,
    published: selection.published,
    selectedAt: selection.selectedAt.toISOString(),
    chosenAt: selection.chosenAt?.toISOString() ?? null,
    acceptedAt: selection.acceptedAt?.toISOString() ?? null,
    holdExpiresAt: selection.holdExpiresAt?.toISOString() ?? null,
    endedAt: selection.endedAt?.toISOString() ?? null,
    endedReason: selection.endedReason,
    reason: selection.reason,
    busyOn: selection.busyOn.filter((id) => id !== selection.requestId),
    replacementAskedOn: selection.replacementAskedOn,
    takenElsewhere: selection.takenElsewhere && {
      ...selection.takenElsewhere,
      until: selection.takenElsewhere.until?.toISOString() ?? null,
    },
    ...extras,
  };
}

/**
 * What a request's candidates show beyond their selection, by caregiver id: the checks passed and
 * the times their other open requests hold them to (`commitmentsOf`, this request left out).
 */
export async function candidateExtras(db: Db, requestId: number, caregiverIds: number[]) {
  // One after the other: `db` may be a move's transaction, one connection.
  const checksOf = await passedChecks(db, caregiverIds);
  const commitments = await commitmentsOf(db, { caregiverIds, except: requestId });
  return (caregiverId: number) => ({
    ...checksOf(caregiverId),
    commitments: commitments.get(caregiverId) ?? [],
  });
}

/** One caregiver's candidate, as the request page shows it (the moves that answer one candidate). */
async function oneCandidate(db: Db, row: CandidateSelection) {
  const extrasOf = await candidateExtras(db, row.selection.requestId, [row.caregiver.id]);
  return toCandidate(row, extrasOf(row.caregiver.id));
}

/**
 * The request locked for the tutor's change to its candidates, while they may be changed; a
 * request nobody has taken becomes the tutor's (`takeIfUnassigned`). The candidate's own refusals
 * (not a caregiver of the request, already among them, chosen by the family) come after: a write
 * refused rolls the take back with it.
 */
async function lockForCandidates(ctx: AppContext, tx: Db, requestId: number, tutorUid: string) {
  const request = await lockRequest(tx, requestId);
  if (!candidateEditableStatuses.includes(request.status)) throw invalidState(request.status);
  return takeIfUnassigned(ctx, tx, request, tutorUid);
}

/**
 * Adds a caregiver of the request's type as an unpublished candidate, with the tutor's reason.
 * A caregiver held on another open request (chosen, in interview, in service) is refused with
 * 409 and `fields.confirmBusy` unless the tutor confirmed (`confirmBusy`).
 */
export async function addCandidate(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  input: AddCandidate,
): Promise<BackofficeCandidate> {
  const { docRef, reason = null, confirmBusy = false } = input;
  return ctx.db.transaction(async (tx) => {
    const request = await lockForCandidates(ctx, tx, requestId, tutorUid);
    const caregiver = await requireCaregiver(tx, docRef);
    if (!caregiver.active) {
      throw new AppError('CONFLICT', 'Il caregiver non è attivo.');
    }
    const wanted: CaregiverType = caregiverTypeByLine[request.businessLine];
    if (caregiver.type !== wanted) {
      throw new AppError(
        'CONFLICT',
        `Il caregiver non corrisponde al servizio richiesto (serve un profilo ${caregiverTypeLabels[wanted].toLowerCase()}).`,
      );
    }
    if (await findSelectionByDocRef(tx, requestId, docRef)) {
      throw new AppError('CONFLICT', 'Il caregiver è già tra i profili di questa richiesta.');
    }
    const busyOn = await caregiverBusyOn(tx, caregiver.id, requestId);
    if (busyOn.length > 0 && !confirmBusy) {
      throw new AppError(
        'CONFLICT',
        `${fullName(caregiver.name, caregiver.surname)} ha già ${busyElsewhere(busyOn)}. Conferma per proporre comunque il profilo.`,
        { confirmBusy: confirmBusyQuestion(busyOn) },
      );
    }
    await insertSelection(tx, {
      requestId,
      caregiverId: caregiver.id,
      selectedAt: ctx.clock.now(),
      selectedByUid: tutorUid,
      reason: reason || null,
    });
    const row = await findCandidateSelection(tx, requestId, docRef);
    return oneCandidate(tx, row!);
  });
}

/** Writes the reason of a candidate ('Perché te lo proponiamo') while candidates are editable. */
export async function setCandidateReason(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  docRef: string,
  reason: string | null,
): Promise<BackofficeCandidate> {
  return ctx.db.transaction(async (tx) => {
    await lockForCandidates(ctx, tx, requestId, tutorUid);
    const row = await findCandidateSelection(tx, requestId, docRef);
    if (!row) throw new AppError('NOT_FOUND', 'Il caregiver non è tra i profili della richiesta.');
    await setSelectionReason(tx, row.selection.id, reason || null);
    return oneCandidate(tx, { ...row, selection: { ...row.selection, reason: reason || null } });
  });
}

/**
 * 'Conferma disponibilità': the tutor vouches again that a candidate another family chose
 * meanwhile can also take this request (`takenElsewhereOf` then counts only later choices), so
 * the family can accept them again. A request nobody has taken becomes the tutor's
 * (`takeIfUnassigned`); the history says who confirmed.
 */
export async function confirmCandidateAvailability(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  docRef: string,
): Promise<BackofficeCandidate> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockRequest(tx, requestId);
    if (!availabilityConfirmableStatuses.includes(locked.status)) throw invalidState(locked.status);
    const row = await findSelectionByDocRef(tx, requestId, docRef);
    if (!row) throw new AppError('NOT_FOUND', 'Il caregiver non è tra i profili della richiesta.');
    if (row.selection.phase === 'CHOSEN') {
      throw new AppError('CONFLICT', 'La famiglia ha già scelto questo profilo.');
    }
    const request = await takeIfUnassigned(ctx, tx, locked, tutorUid);
    await confirmSelectionAvailability(tx, row.selection.id, ctx.clock.now());
    await recordActivity(ctx, tx, {
      requestId,
      customerUid: request.customerUid,
      byUid: tutorUid,
      text: `Confermata la disponibilità di ${fullName(row.caregiver.name, row.caregiver.surname)}: la famiglia può sceglierne il profilo`,
    });
    return oneCandidate(tx, (await findCandidateSelection(tx, requestId, docRef))!);
  });
}

/** Removes a candidate the customer has not chosen. */
export async function removeCandidate(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  docRef: string,
) {
  await ctx.db.transaction(async (tx) => {
    await lockForCandidates(ctx, tx, requestId, tutorUid);
    const row = await findSelectionByDocRef(tx, requestId, docRef);
    if (!row) throw new AppError('NOT_FOUND', 'Il caregiver non è tra i profili della richiesta.');
    if (row.selection.phase === 'CHOSEN') {
      throw new AppError('CONFLICT', 'Il caregiver scelto dalla famiglia non si può rimuovere.');
    }
    await deleteSelection(tx, row.selection.id);
  });
}
