import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAddresses } from '../../db/schema/people';
import { addressPlaceColumns } from '../../db/selections';

const columns = {
  id: userAddresses.id,
  userUID: userAddresses.userUid,
  active: userAddresses.active,
  ...addressPlaceColumns,
  zone: userAddresses.zone,
};

export type AddressValues = {
  active: boolean;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
  zone: string | null;
};

const owned = (uid: string, id: number) =>
  and(eq(userAddresses.id, id), eq(userAddresses.userUid, uid));

export async function listAddressesByOwner(db: Db, uid: string) {
  return db
    .select(columns)
    .from(userAddresses)
    .where(eq(userAddresses.userUid, uid))
    .orderBy(asc(userAddresses.id));
}

export async function findOwnedAddress(db: Db, uid: string, id: number) {
  const [row] = await db.select(columns).from(userAddresses).where(owned(uid, id)).limit(1);
  return row;
}

export async function findDefaultAddress(db: Db, uid: string) {
  const [row] = await db
    .select(columns)
    .from(userAddresses)
    .where(and(eq(userAddresses.userUid, uid), eq(userAddresses.isDefault, true)))
    .limit(1);
  return row;
}

export async function findOldestAddress(db: Db, uid: string) {
  const [row] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(eq(userAddresses.userUid, uid))
    .orderBy(asc(userAddresses.id))
    .limit(1);
  return row;
}

export async function insertAddress(
  db: Db,
  values: AddressValues & { userUid: string; isDefault: boolean; createdAt: Date },
) {
  const [row] = await db
    .insert(userAddresses)
    .values({ ...values, updatedAt: values.createdAt })
    .returning(columns);
  return row!;
}

export async function updateAddress(
  db: Db,
  uid: string,
  id: number,
  values: AddressValues & { updatedAt: Date },
) {
  const [row] = await db.update(userAddresses).set(values).where(owned(uid, id)).returning(columns);
  return row;
}

export async function deleteAddress(db: Db, uid: string, id: number) {
  await db.delete(userAddresses).where(owned(uid, id));
}

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
        eq(userAddresses.userUid, uid),
        eq(userAddresses.isDefault, true),
        keepId === undefined ? undefined : ne(userAddresses.id, keepId),
      ),
    );
}

export async function markDefault(db: Db, uid: string, id: number, at: Date) {
  const [row] = await db
    .update(userAddresses)
    .set({ isDefault: true, updatedAt: at })
    .where(owned(uid, id))
    .returning(columns);
  return row;
}
