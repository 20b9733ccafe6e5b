import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { customerErased, insertRequestNote } from './request-notes.queries';

/** Whether the customer erased their account (nothing personal is written about them since). */
export const isCustomerErased = (db: Db, uid: string) => customerErased(db, uid);

/**
 * What the back office records itself of an act that is no status change — a tutor's, or the
 * family's edit of its request (`byUid` its customer) — inside the act's transaction (its request
 * locked): an 'activity' in the request's history with its author, never shown in the portal. Not
 * once the family erased its account (nothing more is written about them).
 */
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
