import { and, asc, eq, exists, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { anonymousAccount, identityUsers } from '../../db/schema/identity';
import { payments } from '../../db/schema/payments';
import { requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { checkoutMayTakeMoney } from '../../db/selections';

// Every query of the privacy module reads or changes the rows of ONE customer: the `uid` scopes
// each of them (directly, or through the customer's requests). They serve the data export, the
// account erasure and the retention job, which by nature touch every table holding customer data.
// The export's reads are in export.queries.ts, the erasure's changes in erasure.queries.ts; the
// retention job's are here.

/** The customer's requests, as a subquery (their ids). */
export const requestIdsOf = (db: Db, uid: string) =>
  db.select({ id: requests.id }).from(requests).where(eq(requests.customerUid, uid));

/** Which rows of a table are the customer's: the condition, for one customer. */
export type Whose = (db: Db, uid: string) => SQL;

/** Rows whose `owner` column is the customer. */
export const ownedBy =
  (owner: PgColumn): Whose =>
  (_db, uid) =>
    eq(owner, uid);

/** Rows of the customer's requests (`request` is the row's request id). */
export const ofRequests =
  (request: PgColumn): Whose =>
  (db, uid) =>
    inArray(request, requestIdsOf(db, uid));

// ── Retention ────────────────────────────────────────────────────────────────────────────────

/**
 * One anonymous account (never completed with a password, never signed in with an email link)
 * inactive since before `inactiveSince`, locked with SKIP LOCKED so several processes share the
 * work and each account is handled once.
 * Accounts with a checkout open or a caregiver held are skipped until that is over.
 */
export async function claimAbandonedAnonymousAccount(db: Db, inactiveSince: Date) {
  const [row] = await db
    .select({ uid: identityUsers.uid })
    .from(identityUsers)
    .where(
      and(
        anonymousAccount(),
        eq(identityUsers.role, 'customer'),
        lt(identityUsers.lastRefreshAt, inactiveSince),
        sql`not ${exists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(and(eq(payments.customerUid, identityUsers.uid), checkoutMayTakeMoney)),
        )}`,
        sql`not ${exists(
          db
            .select({ one: sql`1` })
            .from(requests)
            .where(
              and(eq(requests.customerUid, identityUsers.uid), eq(requests.status, 'DA PAGARE')),
            ),
        )}`,
      ),
    )
    .orderBy(asc(identityUsers.lastRefreshAt))
    .limit(1)
    .for('update', { of: identityUsers, skipLocked: true });
  return row;
}

/**
 * Deletes the customer's requests with everything hanging from them (history, selections,
 * rounds, interviews, assistance, links to dependants: foreign keys cascade; consents lose the
 * request), then the profile with its dependants, addresses, assistance and consents.
 * Only for accounts without payments (payments are kept by law and point at both).
 */
export async function purgeCustomer(db: Db, uid: string) {
  await db.delete(requests).where(eq(requests.customerUid, uid));
  await db.delete(users).where(eq(users.uid, uid));
}
