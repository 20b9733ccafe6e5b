import { closedStatuses } from '@equilibrio/contract/enums';
import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedItems } from '../../db/owned-items';
import { userAddresses } from '../../db/schema/people';
import { requests } from '../../db/schema/requests';
import { addressPlaceColumns } from '../../db/selections';

/** The customer's saved addresses: list, find, insert, update and delete act on their own only. */
export const addressItems = ownedItems(userAddresses, {
  id: userAddresses.id,
  userUID: userAddresses.userUid,
  active: userAddresses.active,
  ...addressPlaceColumns,
  zone: userAddresses.zone,
});

export const findDefaultAddress = (db: Db, uid: string) =>
  addressItems.findWhere(db, uid, eq(userAddresses.isDefault, true));

/**
 * Clears the user's default flag (but on `keepId`). Runs before setting the new default, in
 * its own statement: the one-default unique index is checked row by row.
 */
export async function clearDefault(db: Db, uid: string, at: Date, keepId?: number) {
  await db
    .update(userAddresses)
    .set({ isDefault: false, updatedAt: at })
    .where(
      and(
        addressItems.ofOwner(uid),
        eq(userAddresses.isDefault, true),
        keepId === undefined ? undefined : ne(userAddresses.id, keepId),
      ),
    );
}

export const markDefault = (db: Db, uid: string, id: number, at: Date) =>
  addressItems.update(db, uid, id, { isDefault: true, updatedAt: at });

/**
 * For each of these saved addresses of the customer, the open requests at it (the caregiver goes
 * there), by id: one query for a whole list.
 */
export async function openRequestsAtAddresses(db: Db, uid: string, addressIds: number[]) {
  const open = new Map<number, number[]>();
  if (addressIds.length === 0) return open;
  const rows = await db
    .select({ addressId: requests.addressId, id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.customerUid, uid),
        inArray(requests.addressId, addressIds),
        notInArray(requests.status, [...closedStatuses]),
      ),
    )
    .orderBy(asc(requests.id));
  for (const row of rows) {
    if (row.addressId !== null)
      open.set(row.addressId, [...(open.get(row.addressId) ?? []), row.id]);
  }
  return open;
}
