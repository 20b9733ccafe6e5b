import type { AssistanceType } from '@equilibrio/contract/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistanceMessages } from '../../db/schema/assistance';
import { users } from '../../db/schema/users';
import { userContactColumns } from '../../db/selections';

export async function insertAssistanceMessage(
  tx: Db,
  values: {
    userUid: string;
    requestId: number | null;
    type: AssistanceType;
    message: string;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(assistanceMessages)
    .values({ ...rest, createdAt: now })
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
