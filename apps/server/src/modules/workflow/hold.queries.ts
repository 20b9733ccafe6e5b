import { and, asc, eq, exists, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caregiverSelections, caregivers } from '../../db/schema/caregivers';
import { requests } from '../../db/schema/requests';
import { unpaidChoice } from '../../db/selections';
import { updateSelection } from './selection.queries';

/** Where a family's unpaid choice still holds: DA PAGARE, with its unpaid choice. */
const unpaidHold = and(eq(requests.status, 'DA PAGARE'), unpaidChoice);

/**
 * Unpaid holds not yet reminded that end within `from`–`until` (the hold-reminders job then
 * decides, hold by hold, whether the reminder is due), soonest first.
 */
export async function holdsToRemind(db: Db, window: { from: Date; until: Date }, limit: number) {
  return db
    .select({ id: caregiverSelections.id, holdExpiresAt: caregiverSelections.holdExpiresAt })
    .from(caregiverSelections)
    .innerJoin(requests, eq(requests.id, caregiverSelections.requestId))
    .where(
      and(
        unpaidHold,
        isNull(caregiverSelections.holdRemindedAt),
        gt(caregiverSelections.holdExpiresAt, window.from),
        lte(caregiverSelections.holdExpiresAt, window.until),
      ),
    )
    .orderBy(asc(caregiverSelections.holdExpiresAt), asc(caregiverSelections.id))
    .limit(limit);
}

/**
 * One hold to remind, locked for the transaction that queues its email and marks it (FOR UPDATE
 * SKIP LOCKED: another process reminding at once skips it), if it still holds and was not reminded.
 */
export async function claimHoldToRemind(db: Db, selectionId: number, now: Date) {
  const [row] = await db
    .select({
      id: caregiverSelections.id,
      holdExpiresAt: caregiverSelections.holdExpiresAt,
      caregiverName: caregivers.name,
      caregiverSurname: caregivers.surname,
      request: {
        id: requests.id,
        customerUid: requests.customerUid,
        businessLine: requests.businessLine,
      },
    })
    .from(caregiverSelections)
    .innerJoin(requests, eq(requests.id, caregiverSelections.requestId))
    .innerJoin(caregivers, eq(caregivers.id, caregiverSelections.caregiverId))
    .where(
      and(
        eq(caregiverSelections.id, selectionId),
        unpaidHold,
        isNull(caregiverSelections.holdRemindedAt),
        gt(caregiverSelections.holdExpiresAt, now),
      ),
    )
    .for('update', { of: caregiverSelections, skipLocked: true });
  return row;
}

export const markHoldReminded = (db: Db, selectionId: number, at: Date) =>
  updateSelection(db, selectionId, { holdRemindedAt: at });

/**
 * Claims one DA PAGARE request whose hold has expired, locking it; requests another process is
 * handling are skipped (FOR UPDATE SKIP LOCKED), so each expiry is handled once.
 */
export async function claimExpiredHold(db: Db, now: Date) {
  const [row] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.status, 'DA PAGARE'),
        exists(
          db
            .select({ one: sql`1` })
            .from(caregiverSelections)
            .where(
              and(
                eq(caregiverSelections.requestId, requests.id),
                unpaidChoice,
                lte(caregiverSelections.holdExpiresAt, now),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(requests.id))
    .limit(1)
    .for('update', { of: requests, skipLocked: true });
  return row?.id;
}
