import { closedStatuses } from '@equilibrio/contract/enums';
import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
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

/** The customer's open requests at this saved address (the caregiver goes there), by id. */
export async function openRequestsAt(db: Db, uid: string, addressId: number) {
  const rows = await db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.customerUid, uid),
        eq(requests.addressId, addressId),
        notInArray(requests.status, [...closedStatuses]),
      ),
    )
    .orderBy(asc(requests.id));
  return rows.map((row) => row.id);
}
