import type { BillingAddress } from '@equilibrio/contract/users';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockRow } from '../../db/locks';
import { jsonParam, jsonValue, param, prepared } from '../../db/prepared';
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

/**
 * Row lock on the user's profile: the per-user mutex of the personal area's writes. Answers the
 * profile's columns a write checks (undefined: no profile row).
 */
export const lockUser = (db: Db, uid: string) =>
  lockRow(
    db,
    users,
    {
      uid: users.uid,
      email: users.email,
      deletedAt: users.deletedAt,
      fiscalAddress: users.fiscalAddress,
    },
    eq(users.uid, uid),
  );

export type LockedProfile = NonNullable<Awaited<ReturnType<typeof lockUser>>>;

export async function findUserProfile(db: Db, uid: string) {
  const [row] = await prepared(db, 'find_user_profile', (handle, name) =>
    handle
      .select({
        ...userProfileColumns,
        deletedAt: users.deletedAt,
        ...userCompanyColumns,
        companyLogoUrl: b2bCompanies.logoUrl,
      })
      .from(users)
      .leftJoin(b2bCompanies, eq(b2bCompanies.id, users.b2bCompanyId))
      .where(eq(users.uid, param('uid')))
      .limit(1)
      .prepare(name),
  ).execute({ uid });
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

/**
 * updatePersonalInfo in one statement, for a change that reads nothing else: applied only to a
 * live (not erased) profile whose email is `email` when one is sent — the stored one, or the
 * account's (`accountEmail`, lowercased) while the profile has none. Answers whether it applied.
 */
export async function updatePersonalInfoIfCurrent(
  db: Db,
  uid: string,
  values: Parameters<typeof updatePersonalInfo>[2],
  check: { email: string | null; accountEmail: string | null },
) {
  const checked = check.email !== null;
  const rows = await prepared(
    db,
    checked ? 'update_personal_info_if_email' : 'update_personal_info',
    (handle, name) =>
      handle
        .update(users)
        .set({
          name: param('name'),
          surname: param('surname'),
          phone: param('phone'),
          contactPreference: param('contactPreference'),
          fiscalCode: param('fiscalCode'),
          vatNumber: param('vatNumber'),
          useDefaultAddress: param('useDefaultAddress'),
          fiscalAddress: jsonParam('fiscalAddress'),
          updatedAt: param('updatedAt'),
        })
        .where(
          and(
            eq(users.uid, param('uid')),
            isNull(users.deletedAt),
            checked
              ? sql`coalesce(${users.email}, ${sql.placeholder('accountEmail')}) = ${sql.placeholder('email')}`
              : undefined,
          ),
        )
        .returning({ uid: users.uid })
        .prepare(name),
  ).execute({
    ...values,
    fiscalAddress: jsonValue(values.fiscalAddress),
    uid,
    accountEmail: check.accountEmail ?? '',
    email: check.email,
  });
  return rows.length > 0;
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

/** A person's name and email (a tutor who decided, assigned, wrote): undefined when unknown. */
export async function findUserName(db: Db, uid: string) {
  const [row] = await db
    .select({ name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.uid, uid));
  return row;
}
