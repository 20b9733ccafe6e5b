import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

// The product profile (users) -----------------------------------------------------------------
// The identity service creates the profile row of every account it creates, in the same
// transaction: the rest of the product relies on every uid having one.

export async function insertProfile(
  db: Db,
  values: { uid: string; email: string | null; now: Date },
) {
  await db
    .insert(users)
    .values({ uid: values.uid, email: values.email, createdAt: values.now, updatedAt: values.now })
    .onConflictDoNothing({ target: users.uid });
}

/** The profile of an account created by an operator or the demo data, with its details. */
export async function upsertProfile(
  db: Db,
  values: {
    uid: string;
    email: string;
    name?: string | null;
    surname?: string | null;
    phone?: string | null;
    b2bCompanyId?: string | null;
    now: Date;
  },
) {
  const details = {
    email: values.email,
    name: values.name ?? null,
    surname: values.surname ?? null,
    phone: values.phone ?? null,
    b2bCompanyId: values.b2bCompanyId ?? null,
    updatedAt: values.now,
  };
  await db
    .insert(users)
    .values({ uid: values.uid, ...details, createdAt: values.now })
    .onConflictDoUpdate({ target: users.uid, set: details });
}

/**
 * The profile's email follows the account's verified email (a link, a claim, a confirmed change
 * of email; in Firebase mode a verified email in Google's token). Writes only when it differs.
 */
export async function setProfileEmail(db: Db, uid: string, email: string, now: Date) {
  await db
    .insert(users)
    .values({ uid, email, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: users.uid,
      set: { email, updatedAt: now },
      setWhere: sql`${users.email} is distinct from excluded.email`,
    });
}

/** Firebase mode: makes sure a uid seen in a Google token has its profile row (and email). */
export async function ensureProfile(db: Db, uid: string, email: string | null, now: Date) {
  await db
    .insert(users)
    .values({ uid, email, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: users.uid,
      set: { email: sql`coalesce(${users.email}, excluded.email)`, updatedAt: now },
      setWhere: sql`${users.email} is null and excluded.email is not null`,
    });
}
