import type { BillingAddress } from '@equilibrio/contract/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockRow } from '../../db/locks';
import { b2bCompanies } from '../../db/schema/catalog';
import { users } from '../../db/schema/users';
import { userCompanyColumns, userProfileColumns } from '../../db/selections';

/** Creates the product profile of an account when it has none yet (Firebase mode, tests). */
export async function insertUserIfMissing(db: Db, values: { uid: string; email: string | null }) {
  await db
    .insert(users)
    .values({ uid: values.uid, email: values.email?.toLowerCase() ?? null })
    .onConflictDoNothing({ target: users.uid });
}

/** Row lock on the user's profile: the per-user mutex of the personal area's writes. */
export const lockUser = (db: Db, uid: string) =>
  lockRow(db, users, { uid: users.uid }, eq(users.uid, uid));

export async function findUserProfile(db: Db, uid: string) {
  const [row] = await db
    .select({
      ...userProfileColumns,
      deletedAt: users.deletedAt,
      ...userCompanyColumns,
      companyLogoUrl: b2bCompanies.logoUrl,
    })
    .from(users)
    .leftJoin(b2bCompanies, eq(b2bCompanies.id, users.b2bCompanyId))
    .where(eq(users.uid, uid))
    .limit(1);
  return row;
}

export async function updatePersonalInfo(
  db: Db,
  uid: string,
  values: {
    name: string;
    surname: string;
    phone: string;
    contactPreference: string | null;
    fiscalCode: string;
    vatNumber: string | null;
    useDefaultAddress: boolean;
    fiscalAddress: BillingAddress | null;
    updatedAt: Date;
  },
) {
  await db.update(users).set(values).where(eq(users.uid, uid));
}

/** The family's choice of emails (ALL when the profile is missing: nothing was chosen). */
export async function findNotificationPreference(db: Db, uid: string) {
  const [row] = await db
    .select({ preference: users.notificationPreference, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.uid, uid))
    .limit(1);
  return row;
}

export async function updateNotificationPreference(
  db: Db,
  uid: string,
  values: { notificationPreference: string; updatedAt: Date },
) {
  await db.update(users).set(values).where(eq(users.uid, uid));
}
