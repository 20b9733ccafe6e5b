import {
  personRef,
  type RequestNote,
  type RequestNoteInput,
} from '@equilibrio/contract/backoffice';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import {
  findRequestNote,
  insertRequestNote,
  listRequestNotes,
  type RequestNoteRow,
} from './request-notes.queries';
import { findRequestById } from './workflow.queries';

/** A note as the back office reads it. */
const toRequestNote = (row: RequestNoteRow): RequestNote => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  author: personRef(row.authorUid, row.name, row.surname, row.email),
  createdAt: row.createdAt.toISOString(),
});

/** The tutors' calls and notes on a request, oldest first. */
export async function getRequestNotes(ctx: AppContext, requestId: number) {
  return (await listRequestNotes(ctx.db, requestId)).map(toRequestNote);
}

/**
 * POST /v1/backoffice/requests/{id}/notes: the tutor's call or note, at any status, even on a
 * closed request. It changes nothing the family sees, not even the request's 'aggiornata'.
 */
export async function addRequestNote(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  input: RequestNoteInput,
): Promise<RequestNote> {
  if (!(await findRequestById(ctx.db, requestId))) {
    throw new AppError('NOT_FOUND', 'Richiesta non trovata.');
  }
  const id = await insertRequestNote(ctx.db, {
    requestId,
    kind: input.kind,
    text: input.text,
    authorUid: tutorUid,
    at: ctx.clock.now(),
  });
  return toRequestNote((await findRequestNote(ctx.db, id))!);
}
