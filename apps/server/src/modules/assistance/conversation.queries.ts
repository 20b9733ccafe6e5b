import { and, asc, count, eq, isNull, lte, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { assistanceMessages } from '../../db/schema/assistance';
import { users } from '../../db/schema/users';
import { columnsOf } from '../../db/selections';

/** A conversation: the messages of one request, or a family's messages tied to no request. */
export type ThreadKey = { requestId: number } | { requestId: null; userUid: string };

export const threadCondition = (thread: ThreadKey): SQL =>
  thread.requestId === null
    ? and(eq(assistanceMessages.userUid, thread.userUid), isNull(assistanceMessages.requestId))!
    : eq(assistanceMessages.requestId, thread.requestId);

const author = alias(users, 'author');

/** A message's attached file: its storage key, the name it was sent with and its type. */
const attachmentColumns = columnsOf(assistanceMessages, [
  'attachmentKey',
  'attachmentName',
  'attachmentType',
]);

/** The thread's messages, oldest first, with the names their authors are shown with. */
export async function listThreadMessages(db: Db, thread: ThreadKey) {
  return db
    .select({
      id: assistanceMessages.id,
      requestId: assistanceMessages.requestId,
      type: assistanceMessages.type,
      message: assistanceMessages.message,
      urgent: assistanceMessages.urgent,
      createdAt: assistanceMessages.createdAt,
      readAt: assistanceMessages.readAt,
      authorRole: assistanceMessages.authorRole,
      ...attachmentColumns,
      attachmentBytes: assistanceMessages.attachmentBytes,
      customerName: users.name,
      customerSurname: users.surname,
      customerEmail: users.email,
      tutorName: author.name,
    })
    .from(assistanceMessages)
    .innerJoin(users, eq(users.uid, assistanceMessages.userUid))
    .leftJoin(author, eq(author.uid, assistanceMessages.authorUid))
    .where(threadCondition(thread))
    .orderBy(asc(assistanceMessages.createdAt), asc(assistanceMessages.id));
}

/** Marks read what the other side wrote in the thread; answers how many messages it marked. */
export async function markThreadRead(
  db: Db,
  thread: ThreadKey,
  reader: 'customer' | 'tutor',
  now: Date,
) {
  const marked = await db
    .update(assistanceMessages)
    .set({ readAt: now })
    .where(
      and(
        threadCondition(thread),
        ne(assistanceMessages.authorRole, reader),
        isNull(assistanceMessages.readAt),
      ),
    )
    .returning({ id: assistanceMessages.id });
  return marked.length;
}

/**
 * Handles the family's open messages of the thread in one statement: all of them (a reply), or
 * those of one kind ('message': the conversation's messages that need no answer, the asks stay).
 */
export async function handleThread(
  db: Db,
  thread: ThreadKey,
  values: { handledAt: Date; handledByUid: string },
  only?: { kind: 'ask' | 'message'; upToId?: number },
) {
  await db
    .update(assistanceMessages)
    .set(values)
    .where(
      and(
        threadCondition(thread),
        eq(assistanceMessages.authorRole, 'customer'),
        isNull(assistanceMessages.handledAt),
        only ? eq(assistanceMessages.kind, only.kind) : undefined,
        only?.upToId === undefined ? undefined : lte(assistanceMessages.id, only.upToId),
      ),
    );
}

/** The family's unread replies, per thread (request id, or null for the general one). */
export async function countUnreadReplies(db: Db, userUid: string) {
  return db
    .select({ requestId: assistanceMessages.requestId, unread: count() })
    .from(assistanceMessages)
    .where(
      and(
        eq(assistanceMessages.userUid, userUid),
        eq(assistanceMessages.authorRole, 'tutor'),
        isNull(assistanceMessages.readAt),
      ),
    )
    .groupBy(assistanceMessages.requestId);
}

/**
 * The tutors' messages of the thread the family has not read yet: how many, and the first name
 * of the tutor who wrote the latest (null when none, or a tutor without a name).
 */
export async function findUnreadTutorMessages(db: Db, thread: ThreadKey) {
  const rows = await db
    .select({ tutorName: author.name })
    .from(assistanceMessages)
    .leftJoin(author, eq(author.uid, assistanceMessages.authorUid))
    .where(
      and(
        threadCondition(thread),
        eq(assistanceMessages.authorRole, 'tutor'),
        isNull(assistanceMessages.readAt),
      ),
    )
    .orderBy(asc(assistanceMessages.createdAt), asc(assistanceMessages.id));
  return { count: rows.length, latestTutorName: rows.at(-1)?.tutorName?.trim() || null };
}

/** The thread a message belongs to and its attachment, or undefined when there is no message. */
export async function findMessageThread(db: Db, messageId: number) {
  const [row] = await db
    .select({
      userUid: assistanceMessages.userUid,
      requestId: assistanceMessages.requestId,
      ...attachmentColumns,
    })
    .from(assistanceMessages)
    .where(eq(assistanceMessages.id, messageId));
  return row;
}
