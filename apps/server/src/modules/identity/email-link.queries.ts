import { asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityEmailLinkCodes } from '../../db/schema/identity';

// Email sign-in links (EMAIL_SIGNIN): codes bound to an address, see email-link.service.ts.

export async function insertEmailLinkCode(
  db: Db,
  values: { codeHash: string; email: string; now: Date; expiresAt: Date; devLink: string | null },
) {
  await db.insert(identityEmailLinkCodes).values({
    codeHash: values.codeHash,
    email: values.email,
    createdAt: values.now,
    expiresAt: values.expiresAt,
    devLink: values.devLink,
  });
}

const codeColumns = {
  email: identityEmailLinkCodes.email,
  expiresAt: identityEmailLinkCodes.expiresAt,
};

export async function findEmailLinkCode(db: Db, codeHash: string) {
  const [row] = await db
    .select(codeColumns)
    .from(identityEmailLinkCodes)
    .where(eq(identityEmailLinkCodes.codeHash, codeHash))
    .limit(1);
  return row;
}

/** Takes the code out of the table: of two concurrent uses only one gets the row (single use). */
export async function consumeEmailLinkCode(db: Db, codeHash: string) {
  const [row] = await db
    .delete(identityEmailLinkCodes)
    .where(eq(identityEmailLinkCodes.codeHash, codeHash))
    .returning(codeColumns);
  return row;
}

/** The address's other pending links: one sign-in uses them all up. */
export async function deleteEmailLinkCodes(db: Db, email: string) {
  await db.delete(identityEmailLinkCodes).where(eq(identityEmailLinkCodes.email, email));
}

export async function deleteExpiredEmailLinkCodes(db: Db, now: Date) {
  await db.delete(identityEmailLinkCodes).where(lte(identityEmailLinkCodes.expiresAt, now));
}

/** Pending links whose address was kept (never in production), oldest first. */
export async function listDevEmailLinkCodes(db: Db) {
  return db
    .select({ email: identityEmailLinkCodes.email, devLink: identityEmailLinkCodes.devLink })
    .from(identityEmailLinkCodes)
    .where(isNotNull(identityEmailLinkCodes.devLink))
    .orderBy(asc(identityEmailLinkCodes.createdAt));
}
