import type { AssistanceType } from '@equilibrio/contract/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistanceMessages } from '../../db/schema/assistance';
import { users } from '../../db/schema/users';
import { userContactColumns } from '../../db/selections';
import type { MessageAttachment } from './message-attachment';

export async function insertAssistanceMessage(
  tx: Db,
  values: {
    userUid: string;
    requestId: number | null;
    type: AssistanceType;
    message: string;
    now: Date;
    /** A tutor's reply (default: the family's message). */
    author?: { role: 'tutor'; uid: string };
    attachment?: MessageAttachment | null;
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
