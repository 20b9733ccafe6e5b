import type { RequestStatus, SelectionEndReason, SelectionPhase } from '@equilibrio/contract/enums';
import { and, asc, desc, eq, inArray, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caregiverSelections, caregivers } from '../../db/schema/caregivers';
import { requestEvents, requests } from '../../db/schema/requests';
import { caregiverColumns, currentSelection, pendingChoiceOf } from '../../db/selections';
import { busyOnOf, replacementAskedOnOf, takenElsewhereOf } from '../caregivers/caregivers.service';

export const selectionColumns = {
  id: caregiverSelections.id,
  requestId: caregiverSelections.requestId,
  caregiverId: caregiverSelections.caregiverId,
  phase: caregiverSelections.phase,
  published: caregiverSelections.published,
  selectedAt: caregiverSelections.selectedAt,
  availabilityConfirmedAt: caregiverSelections.availabilityConfirmedAt,
  chosenAt: caregiverSelections.chosenAt,
  acceptedAt: caregiverSelections.acceptedAt,
  holdExpiresAt: caregiverSelections.holdExpiresAt,
  endedAt: caregiverSelections.endedAt,
  endedReason: caregiverSelections.endedReason,
  reason: caregiverSelections.reason,
};

/**
 * Other families holding the row's caregiver (`takenElsewhereOf`: reserved, or chosen since the
 * tutor vouched for them here): the family can no longer accept them. null when free.
 */
const takenElsewhere = takenElsewhereOf(sql`${caregiverSelections}`);

/** The open requests the row's caregiver is held on, this one included (`busyOnOf`). */
const busyOn = busyOnOf(sql`${caregiverSelections.caregiverId}`);

/** The family's other requests on which they asked to replace the row's caregiver. */
const replacementAskedOn = replacementAskedOnOf(
  sql`${caregiverSelections.caregiverId}`,
  sql`${caregiverSelections.requestId}`,
);

/**
 * The selection columns each reader asks for. `shown`: also where each caregiver was taken
 * meanwhile (`takenElsewhere`), which only the lists that show it read (the family's profiles,
 * the back office's candidates); `candidate`: the back office's candidates, also where the
 * family asked to replace them (`replacementAskedOn`). The moves read `plain` and don't pay for
 * those correlated columns, nor the family's profiles for the tutor's.
 */
const selectionShapes = {
  plain: { ...selectionColumns, busyOn },
  shown: { ...selectionColumns, busyOn, takenElsewhere },
  candidate: { ...selectionColumns, busyOn, takenElsewhere, replacementAskedOn },
};
type SelectionShape = keyof typeof selectionShapes;

/**
 * Selection rows with their caregivers, where they are held ('Scelto su #…': `busyOn`) and the
 * shape's other correlated columns: what the readers below filter and order.
 */
const withCaregivers = <S extends SelectionShape>(db: Db, shape: S) =>
  db
    .select({ selection: selectionShapes[shape], caregiver: caregiverColumns })
    .from(caregiverSelections)
    .innerJoin(caregivers, eq(caregivers.id, caregiverSelections.caregiverId));

type SelectionFilter = {
  phase?: SelectionPhase;
  /**
   * What the family sees: published, but not a proposal whose caregiver the agency switched off
   * since (`proposalWithdrawn`: no longer the family's to choose; a choice already made stays).
   */
  shownToFamily?: boolean;
  includeEnded?: boolean;
};

/** A proposal (not chosen) whose caregiver is no longer active: the family cannot choose them. */
const proposalWithdrawn = and(
  eq(caregivers.active, false),
  eq(caregiverSelections.phase, 'SELECTED' satisfies SelectionPhase),
) as SQL;

/** What the family sees of a request's selections: published, and not `proposalWithdrawn`. */
const shownToFamily = and(eq(caregiverSelections.published, true), not(proposalWithdrawn));

function selectionsOf<S extends SelectionShape>(
  db: Db,
  shape: S,
  requestId: number,
  filter: SelectionFilter,
) {
  return withCaregivers(db, shape)
    .where(
      and(
        eq(caregiverSelections.requestId, requestId),
        filter.includeEnded ? undefined : currentSelection,
        filter.phase ? eq(caregiverSelections.phase, filter.phase) : undefined,
        filter.shownToFamily ? shownToFamily : undefined,
      ),
    )
    .orderBy(asc(caregiverSelections.id));
}

/** Current (not ended) rows of a request with their caregivers, in the order they were added. */
export const listSelections = (db: Db, requestId: number, filter: SelectionFilter = {}) =>
  selectionsOf(db, 'plain', requestId, filter);
export type SelectionWithCaregiver = Awaited<ReturnType<typeof listSelections>>[number];

/** `listSelections` as the lists show them: with where each caregiver was taken meanwhile. */
export const listShownSelections = (db: Db, requestId: number, filter: SelectionFilter = {}) =>
  selectionsOf(db, 'shown', requestId, filter);
export type ShownSelection = Awaited<ReturnType<typeof listShownSelections>>[number];

/** `listShownSelections` as the back office's candidates: with where the family replaced them. */
export const listCandidateSelections = (db: Db, requestId: number, filter: SelectionFilter = {}) =>
  selectionsOf(db, 'candidate', requestId, filter);
export type CandidateSelection = Awaited<ReturnType<typeof listCandidateSelections>>[number];

async function selectionByDocRef<S extends SelectionShape>(
  db: Db,
  shape: S,
  requestId: number,
  docRef: string,
) {
  const [row] = await withCaregivers(db, shape).where(
    and(
      eq(caregiverSelections.requestId, requestId),
      eq(caregivers.docRef, docRef),
      currentSelection,
    ),
  );
  return row;
}

/** The current row of one caregiver on a request. */
export const findSelectionByDocRef = (db: Db, requestId: number, docRef: string) =>
  selectionByDocRef(db, 'plain', requestId, docRef);

/** `findSelectionByDocRef` as the back office shows it (`listCandidateSelections`). */
export const findCandidateSelection = (db: Db, requestId: number, docRef: string) =>
  selectionByDocRef(db, 'candidate', requestId, docRef);

/** Whether and how one proposal's caregiver is taken elsewhere (`takenElsewhereOf`); null when free. */
export async function findTakenElsewhere(db: Db, selectionId: number) {
  const [row] = await db
    .select({ takenElsewhere })
    .from(caregiverSelections)
    .where(eq(caregiverSelections.id, selectionId));
  return row?.takenElsewhere ?? null;
}

/**
 * The requests whose family could accept the caregiver until their choice on `requestId` (just
 * made): those still proposing them (published, not chosen, not ended) while the choice is open
 * or the profiles sent stay to read (INVIATO CV; SELEZIONE ATTIVA after 'Cerca altri profili'),
 * which the rule now says are taken elsewhere by it — one row per request, ids ascending.
 */
export async function listProposalsTakenBy(db: Db, caregiverId: number, requestId: number) {
  return db
    .select({
      id: requests.id,
      customerUid: requests.customerUid,
      businessLine: requests.businessLine,
      assignedTutorUid: requests.assignedTutorUid,
    })
    .from(caregiverSelections)
    .innerJoin(requests, eq(requests.id, caregiverSelections.requestId))
    .where(
      and(
        eq(caregiverSelections.caregiverId, caregiverId),
        eq(caregiverSelections.published, true),
        inArray(requests.status, ['INVIATO CV', 'SELEZIONE ATTIVA'] satisfies RequestStatus[]),
        sql`${requestId} = any(array(select json_array_elements_text(${takenElsewhere}->'requestIds')::int))`,
      ),
    )
    .orderBy(asc(requests.id));
}

/** The tutor vouches again for the caregiver's availability on this request ('Conferma disponibilità'). */
export const confirmSelectionAvailability = (db: Db, selectionId: number, at: Date) =>
  updateSelection(db, selectionId, { availabilityConfirmedAt: at });

/** The customer's unconfirmed choice (held until the payment), if any. */
export async function findPendingChoice(db: Db, requestId: number) {
  const [row] = await withCaregivers(db, 'plain').where(pendingChoiceOf(requestId));
  return row;
}

/** Confirmed (paid) current choices of a request, newest first. */
export async function listConfirmedChoices(db: Db, requestId: number) {
  return withCaregivers(db, 'plain')
    .where(
      and(
        eq(caregiverSelections.requestId, requestId),
        eq(caregiverSelections.phase, 'CHOSEN'),
        isNotNull(caregiverSelections.acceptedAt),
        currentSelection,
      ),
    )
    .orderBy(desc(caregiverSelections.chosenAt), desc(caregiverSelections.id));
}

export async function insertSelection(
  db: Db,
  values: {
    requestId: number;
    caregiverId: number;
    selectedAt: Date;
    selectedByUid: string;
    reason: string | null;
  },
) {
  const [row] = await db
    .insert(caregiverSelections)
    .values(values)
    .returning({ id: caregiverSelections.id });
  return row!.id;
}

export async function deleteSelection(db: Db, selectionId: number) {
  await db.delete(caregiverSelections).where(eq(caregiverSelections.id, selectionId));
}

/** Sets columns of one selection row: the one way each move below writes it. */
export async function updateSelection(
  db: Db,
  selectionId: number,
  values: Partial<typeof caregiverSelections.$inferInsert>,
) {
  await db.update(caregiverSelections).set(values).where(eq(caregiverSelections.id, selectionId));
}

export const chooseSelection = (
  db: Db,
  selectionId: number,
  values: { chosenAt: Date; holdExpiresAt: Date },
) =>
  updateSelection(db, selectionId, {
    phase: 'CHOSEN',
    ...values,
    acceptedAt: null,
    // A new hold: its own reminder (hold-reminders.ts).
    holdRemindedAt: null,
  });

export const confirmSelection = (db: Db, selectionId: number, acceptedAt: Date) =>
  updateSelection(db, selectionId, { acceptedAt });

/** Back to a plain candidate: the customer may choose again. */
export const releaseSelection = (db: Db, selectionId: number) =>
  updateSelection(db, selectionId, {
    phase: 'SELECTED',
    chosenAt: null,
    acceptedAt: null,
    holdExpiresAt: null,
    holdRemindedAt: null,
  });

/** The tutor's one line for the family ('Perché te lo proponiamo'). */
export const setSelectionReason = (db: Db, selectionId: number, reason: string | null) =>
  updateSelection(db, selectionId, { reason });

/** A substitute took over after this caregiver's service ('Sostituito'). */
export const endReplacedSelection = (db: Db, selectionId: number, endedAt: Date) =>
  updateSelection(db, selectionId, { endedAt, endedReason: 'REPLACED' });

/**
 * Off the request after a failed interview, or because the caregiver withdrew before it (the
 * interview called off): no longer a candidate the family can choose again, never in service (no
 * confirmation). The tutor sees it, and may propose the caregiver anew.
 */
export const endFailedChoice = (
  db: Db,
  selectionId: number,
  endedAt: Date,
  endedReason: Extract<SelectionEndReason, 'INTERVIEW_FAILED' | 'WITHDRAWN'>,
) =>
  updateSelection(db, selectionId, { acceptedAt: null, holdExpiresAt: null, endedAt, endedReason });

/** Publishes a request's unpublished candidates. */
export async function publishSelections(db: Db, requestId: number) {
  await db
    .update(caregiverSelections)
    .set({ published: true })
    .where(
      and(
        eq(caregiverSelections.requestId, requestId),
        eq(caregiverSelections.published, false),
        currentSelection,
      ),
    );
}

/**
 * The rounds of profiles as the family met them, from the request's history: when the request
 * entered INVIATO CV (the family had profiles to choose from) the time before the latest, and whether
 * the latest of these moves is the tutor's 'Cerca altri profili' (INVIATO CV → SELEZIONE ATTIVA,
 * not followed by a new round yet). Read by the family's request page (`familyProfileRounds`).
 */
export async function findProfileRounds(db: Db, requestId: number) {
  const rows = await db
    .select({
      fromStatus: requestEvents.fromStatus,
      toStatus: requestEvents.toStatus,
      createdAt: requestEvents.createdAt,
    })
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.requestId, requestId),
        // A pause resumed (STAND BY → INVIATO CV) gives the family nothing new to choose from.
        sql`((${requestEvents.toStatus} = 'INVIATO CV' and ${requestEvents.fromStatus} is distinct from 'STAND BY') or (${requestEvents.fromStatus} = 'INVIATO CV' and ${requestEvents.toStatus} = 'SELEZIONE ATTIVA'))`,
      ),
    )
    .orderBy(desc(requestEvents.id));
  const shown = rows.filter((row) => row.toStatus === ('INVIATO CV' satisfies RequestStatus));
  const latest = rows[0];
  return {
    shownBeforeAt: shown[1]?.createdAt ?? null,
    searchingSince: latest && latest.toStatus !== 'INVIATO CV' ? latest.createdAt : null,
  };
}

/**
 * A round's new profiles, of those the family now sees (`shown`), told as new only beside
 * profiles already seen: when the tutor removed all those, the round reads as a first one and
 * none is new (no 'Nuovo' on the family's page, 'La ricerca è completata' in the email). The one
 * rule of the publish move's email (`newProfiles`) and of the family's page ('Nuovo').
 */
export function newBesideSeen<T>(shown: readonly T[], isNew: (profile: T) => boolean) {
  const added = shown.filter(isNew);
  return added.length < shown.length ? added : [];
}

/** Whether one of the customer's requests currently lists the caregiver (`shownToFamily`). */
export async function customerSeesCaregiver(db: Db, customerUid: string, caregiverId: number) {
  const [row] = await db
    .select({ id: caregiverSelections.id })
    .from(caregiverSelections)
    .innerJoin(requests, eq(requests.id, caregiverSelections.requestId))
    .innerJoin(caregivers, eq(caregivers.id, caregiverSelections.caregiverId))
    .where(
      and(
        eq(caregiverSelections.caregiverId, caregiverId),
        // Not a proposal withdrawn since (the caregiver switched off): no longer the family's.
        shownToFamily,
        currentSelection,
        eq(requests.customerUid, customerUid),
      ),
    )
    .limit(1);
  return row !== undefined;
}
