import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityEmailLinkCodes } from '../../db/schema/identity';
import { singleUseCodes } from './single-use-codes.queries';

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

const emailLinkCodes = singleUseCodes(identityEmailLinkCodes, {
  email: identityEmailLinkCodes.email,
  expiresAt: identityEmailLinkCodes.expiresAt,
});

export const findEmailLinkCode = emailLinkCodes.find;
export const consumeEmailLinkCode = emailLinkCodes.consume;
export const deleteExpiredEmailLinkCodes = emailLinkCodes.deleteExpired;

/** The address's other pending links: one sign-in uses them all up. */
export async function deleteEmailLinkCodes(db: Db, email: string) {
  await db.delete(identityEmailLinkCodes).where(eq(identityEmailLinkCodes.email, email));
}

/** Pending links whose address was kept (never in production), oldest first. */
export async function listDevEmailLinkCodes(db: Db) {
  return db
    .select({ email: identityEmailLinkCodes.email, devLink: identityEmailLinkCodes.devLink })
    .from(identityEmailLinkCodes)
    .where(isNotNull(identityEmailLinkCodes.devLink))
    .orderBy(asc(identityEmailLinkCodes.createdAt));
}
