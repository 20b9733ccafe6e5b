import {
  personRef,
  type RequestNote,
  type RequestNoteInput,
} from '@equilibrio/contract/backoffice';
import { callBackProblem } from '@equilibrio/contract/backoffice-moves';
import { toWord } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserName } from '../users/users.service';
import {
  customerErased,
  findRequestNote,
  insertRequestNote,
  listRequestNotes,
  type RequestNoteRow,
} from './request-notes.queries';
import { lockRequestRow, type RequestRow, setRequestAssignee } from './workflow.queries';

export const requestNoteRefusedErased =
  'Il cliente ha eliminato il suo account: non si possono aggiungere note a questa richiesta.';

/** A note as the back office reads it. */
const toRequestNote = (row: RequestNoteRow): RequestNote => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  author: personRef(row.authorUid, row.name, row.surname, row.email),
  callBackAt: row.callBackAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The tutors' calls and notes on a request, oldest first. */
export async function getRequestNotes(ctx: AppContext, requestId: number) {
  return (await listRequestNotes(ctx.db, requestId)).map(toRequestNote);
}

/**
 * POST /v1/backoffice/requests/{id}/notes: the tutor's call or note, at any status, even on a
 * closed request. Its text is never shown to the family; a request nobody had taken becomes the
 * tutor's (`takeIfUnassigned`). Not once the family erased its account: what is written about them
 * would outlive the erasure. The request is locked, as the erasure locks it: a note written
 * meanwhile is erased with the rest.
 */
export async function addRequestNote(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  input: RequestNoteInput,
): Promise<RequestNote> {
  const callBackAt = input.callBackAt ?? null;
  const tooSoonOrFar = callBackAt && callBackProblem(callBackAt, ctx.clock.now());
  if (tooSoonOrFar) {
    throw new AppError('VALIDATION_FAILED', tooSoonOrFar, { 'body.callBackAt': tooSoonOrFar });
  }
  const id = await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    const request = await lockRequestRow(db, requestId);
    if (!request) throw new AppError('NOT_FOUND', 'Richiesta non trovata.');
    if (await customerErased(db, request.customerUid)) {
      throw new AppError('CONFLICT', requestNoteRefusedErased);
    }
    // A call or a note is the tutor's act: a request nobody has taken becomes theirs.
    await takeIfUnassigned(ctx, db, request, tutorUid);
    return insertRequestNote(db, {
      requestId,
      kind: input.kind,
      text: input.text,
      authorUid: tutorUid,
      callBackAt: callBackAt ? new Date(callBackAt) : null,
      at: ctx.clock.now(),
    });
  });
  return toRequestNote((await findRequestNote(ctx.db, id))!);
}

/**
 * What the back office records itself of an act that is no status change — a tutor's, or the
 * family's edit of its request (`byUid` its customer) — inside the act's transaction (its request
 * locked): an 'activity' in the request's history with its author, never shown in the portal. Not
 * once the family erased its account (nothing more is written about them).
 */
/** Whether the customer erased their account (nothing personal is written about them since). */
export const isCustomerErased = (db: Db, uid: string) => customerErased(db, uid);

export async function recordActivity(
  ctx: AppContext,
  tx: Db,
  activity: { requestId: number; customerUid: string; byUid: string; text: string },
) {
  if (await customerErased(tx, activity.customerUid)) return;
  await insertRequestNote(tx, {
    requestId: activity.requestId,
    kind: 'activity',
    text: activity.text,
    authorUid: activity.byUid,
    callBackAt: null,
    at: ctx.clock.now(),
  });
}

/**
 * A tutor's act takes the request: the tutor who moves it (any move of the transition table: a
 * pause, the quote, a close…), replies in its conversation or writes a call or a note on a
 * request nobody has taken becomes its family tutor, exactly as 'Prendi in carico' makes them
 * ('Presa in carico' in the history) — it is then among their 'Le mie', the family sees who
 * follows it, and its news go to them. In the act's transaction, its request locked; a request
 * already someone's stays theirs. The request as it is now (its assignee the tutor when taken).
 */
export async function takeIfUnassigned<
  R extends Pick<RequestRow, 'id' | 'customerUid' | 'assignedTutorUid'>,
>(ctx: AppContext, tx: Db, request: R, tutorUid: string): Promise<R> {
  if (request.assignedTutorUid !== null) return request;
  await changeAssignee(ctx, tx, request, tutorUid, tutorUid);
  return { ...request, assignedTutorUid: tutorUid };
}

/**
 * The request's family tutor set to `tutorUid` (null: nobody) by `byUid`, in the act's
 * transaction (its request locked); the history says so when it changed ('Presa in carico',
 * 'Assegnata a …', 'Assegnazione tolta').
 */
export async function changeAssignee(
  ctx: AppContext,
  tx: Db,
  request: Pick<RequestRow, 'id' | 'customerUid' | 'assignedTutorUid'>,
  byUid: string,
  tutorUid: string | null,
) {
  await setRequestAssignee(tx, request.id, {
    assignedTutorUid: tutorUid,
    updatedAt: ctx.clock.now(),
  });
  if (request.assignedTutorUid === tutorUid) return;
  await recordActivity(ctx, tx, {
    requestId: request.id,
    customerUid: request.customerUid,
    byUid,
    text: await assignmentActivity(tx, { byUid, tutorUid }),
  });
}

/** 'Presa in carico', 'Assegnata a Giulia Neri', 'Assegnazione tolta': an assignee changed. */
async function assignmentActivity(
  db: Db,
  { byUid, tutorUid }: { byUid: string; tutorUid: string | null },
) {
  if (tutorUid === null) return 'Assegnazione tolta';
  if (tutorUid === byUid) return 'Presa in carico';
  const tutor = await findUserName(db, tutorUid);
  const name = tutor && (fullName(tutor.name, tutor.surname) || tutor.email);
  return `Assegnata ${toWord(name || 'un altro family tutor')}`;
}
