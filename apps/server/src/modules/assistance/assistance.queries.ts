import type { AssistanceType } from '@equilibrio/contract/enums';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { assistanceMessages } from '../../db/schema/assistance';
import { users } from '../../db/schema/users';
import { answeredByTutor, userContactColumns } from '../../db/selections';
import type { MessageAttachment } from './message-attachment';

export async function insertAssistanceMessage(
  tx: Db,
  values: {
    userUid: string;
    requestId: number | null;
    type: AssistanceType;
    message: string;
    now: Date;
    /** 'message': written in the request's conversation (default 'ask': a segnalazione). */
    kind?: 'ask' | 'message';
    /** A tutor's reply (default: the family's message). */
    author?: { role: 'tutor'; uid: string };
    attachment?: MessageAttachment | null;
    /** The family marked it urgent (default: not). */
    urgent?: boolean;
  },
) {
  const { now, author, attachment, ...rest } = values;
  const [row] = await tx
    .insert(assistanceMessages)
    .values({
      ...rest,
      createdAt: now,
      ...(author
        ? {
            authorRole: author.role,
            authorUid: author.uid,
            kind: 'message' as const,
            handledAt: now,
            handledByUid: author.uid,
          }
        : {}),
      ...(attachment
        ? {
            attachmentKey: attachment.key,
            attachmentName: attachment.name,
            attachmentType: attachment.contentType,
            attachmentBytes: attachment.bytes,
          }
        : {}),
    })
    .returning({
      id: assistanceMessages.id,
      type: assistanceMessages.type,
      message: assistanceMessages.message,
      requestId: assistanceMessages.requestId,
      createdAt: assistanceMessages.createdAt,
      handledAt: assistanceMessages.handledAt,
    });
  return row!;
}

/** Who is asking: enough to let a tutor answer. */
export async function findRequester(db: Db, uid: string) {
  const [row] = await db.select(userContactColumns).from(users).where(eq(users.uid, uid));
  return row;
}

const handler = alias(users, 'handler');

const messageColumns = {
  id: assistanceMessages.id,
  requestId: assistanceMessages.requestId,
  type: assistanceMessages.type,
  message: assistanceMessages.message,
  authorRole: assistanceMessages.authorRole,
  kind: assistanceMessages.kind,
  answered: answeredByTutor,
  urgent: assistanceMessages.urgent,
  attachmentName: assistanceMessages.attachmentName,
  attachmentType: assistanceMessages.attachmentType,
  attachmentBytes: assistanceMessages.attachmentBytes,
  createdAt: assistanceMessages.createdAt,
  readAt: assistanceMessages.readAt,
  handledAt: assistanceMessages.handledAt,
  customerUid: assistanceMessages.userUid,
  customerName: users.name,
  customerSurname: users.surname,
  customerEmail: users.email,
  customerPhone: users.phone,
  handledByUid: assistanceMessages.handledByUid,
  handlerName: handler.name,
  handlerSurname: handler.surname,
  handlerEmail: handler.email,
};

/**
 * Messages with who wrote them and who handled them, newest first (`oldestFirst`: the other way):
 * the tutors' inbox, a request's messages, or one customer's (`userUid`, the data export).
 */
export async function listAssistance(
  db: Db,
  filter: {
    userUid?: string;
    /** Only the family's messages (the inbox), or the whole conversation. */
    authorRole?: 'customer' | 'tutor';
    requestId?: number;
    open?: boolean;
    type?: AssistanceType;
    limit?: number;
    offset?: number;
    oldestFirst?: boolean;
    /** The urgent ones first (the open inbox), then in the order asked. */
    urgentFirst?: boolean;
  },
) {
  const where = and(
    filter.userUid !== undefined ? eq(assistanceMessages.userUid, filter.userUid) : undefined,
    filter.authorRole ? eq(assistanceMessages.authorRole, filter.authorRole) : undefined,
    filter.requestId !== undefined ? eq(assistanceMessages.requestId, filter.requestId) : undefined,
    filter.open === true ? isNull(assistanceMessages.handledAt) : undefined,
    filter.open === false ? isNotNull(assistanceMessages.handledAt) : undefined,
    filter.type ? eq(assistanceMessages.type, filter.type) : undefined,
  );
  const order = filter.oldestFirst ? asc : desc;
  const query = db
    .select(messageColumns)
    .from(assistanceMessages)
    .innerJoin(users, eq(users.uid, assistanceMessages.userUid))
    .leftJoin(handler, eq(handler.uid, assistanceMessages.handledByUid))
    .where(where)
    .orderBy(
      ...(filter.urgentFirst ? [desc(assistanceMessages.urgent)] : []),
      order(assistanceMessages.createdAt),
      order(assistanceMessages.id),
    )
    .$dynamic();
  if (filter.limit !== undefined) query.limit(filter.limit).offset(filter.offset ?? 0);
  return query;
}
