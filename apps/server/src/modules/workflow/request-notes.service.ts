import {
  personRef,
  type RequestNote,
  type RequestNoteInput,
} from '@equilibrio/contract/backoffice';
import { callBackProblem } from '@equilibrio/contract/request-notes';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { takeIfUnassigned } from './request-assignment.service';
import {
  customerErased,
  findRequestNote,
  insertRequestNote,
  listRequestNotes,
  type RequestNoteRow,
} from './request-notes.queries';
import { lockRequestRow } from './workflow.queries';

export const requestNoteRefusedErased =
  'La famiglia ha eliminato il suo account: non si possono aggiungere note a questa richiesta.';

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

/** A call-back in the past or too far ahead (`callBackProblem`, by the server's clock): a 400 on its field. */
export function refuseCallBackProblem(ctx: AppContext, callBackAt: string | null) {
  const tooSoonOrFar = callBackAt && callBackProblem(callBackAt, ctx.clock.now());
  if (tooSoonOrFar) {
    throw new AppError('VALIDATION_FAILED', tooSoonOrFar, { 'body.callBackAt': tooSoonOrFar });
  }
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
  refuseCallBackProblem(ctx, callBackAt);
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
