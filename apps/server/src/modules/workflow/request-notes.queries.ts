import type { RequestNoteKind } from '@equilibrio/contract/request-notes';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestNotes } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { columnsOf } from '../../db/selections';

const noteColumns = {
  id: requestNotes.id,
  kind: requestNotes.kind,
  text: requestNotes.text,
  authorUid: requestNotes.authorUid,
  callBackAt: requestNotes.callBackAt,
  createdAt: requestNotes.createdAt,
  ...columnsOf(users, ['name', 'surname', 'email']),
};

/** A request's notes, oldest first, with their authors' names. */
export async function listRequestNotes(db: Db, requestId: number) {
  return db
    .select(noteColumns)
    .from(requestNotes)
    .leftJoin(users, eq(users.uid, requestNotes.authorUid))
    .where(eq(requestNotes.requestId, requestId))
    .orderBy(asc(requestNotes.id));
}
export type RequestNoteRow = Awaited<ReturnType<typeof listRequestNotes>>[number];

/** Adds a note to a request: its id. */
export async function insertRequestNote(
  db: Db,
  note: {
    requestId: number;
    kind: RequestNoteKind;
    text: string;
    authorUid: string;
    callBackAt: Date | null;
    at: Date;
  },
) {
  const [row] = await db
    .insert(requestNotes)
    .values({
      requestId: note.requestId,
      kind: note.kind,
      text: note.text,
      authorUid: note.authorUid,
      callBackAt: note.callBackAt,
      createdAt: note.at,
    })
    .returning({ id: requestNotes.id });
  return row!.id;
}

/** Whether the customer erased their account (their profile is kept, emptied, with deleted_at). */
export async function customerErased(db: Db, uid: string) {
  const [row] = await db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.uid, uid));
  return row?.deletedAt != null;
}

/** One note with its author's name. */
export async function findRequestNote(db: Db, id: number) {
  const [row] = await db
    .select(noteColumns)
    .from(requestNotes)
    .leftJoin(users, eq(users.uid, requestNotes.authorUid))
    .where(eq(requestNotes.id, id));
  return row;
}
