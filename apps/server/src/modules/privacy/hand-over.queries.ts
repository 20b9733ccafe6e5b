import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { assistanceMessages } from '../../db/schema/assistance';
import { b2bCompanies } from '../../db/schema/catalog';
import { npsScores } from '../../db/schema/nps';
import { payments } from '../../db/schema/payments';
import { dependants, userAddresses } from '../../db/schema/people';
import { consentRecords } from '../../db/schema/privacy';
import { requestEvents, requestNotes, requests } from '../../db/schema/requests';
import { caregiverReviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';

// Changes of the sign-up hand-over (hand-over.service.ts): the rows of ONE anonymous visitor
// move to the account of the customer who signed in (see privacy.queries.ts).

/**
 * Every column that says which customer a row is about, and so moves with the hand-over. A
 * test walks the schema's foreign keys to `users.uid` and fails on one missing here (or among
 * `staysWithTheVisitor`), so a new table of the customer's cannot be left behind.
 */
export const handedOverColumns: readonly { table: PgTable; owner: PgColumn }[] = [
  { table: requests, owner: requests.customerUid },
  { table: payments, owner: payments.customerUid },
  { table: dependants, owner: dependants.userUid },
  { table: userAddresses, owner: userAddresses.userUid },
  { table: consentRecords, owner: consentRecords.userUid },
  { table: assistanceMessages, owner: assistanceMessages.userUid },
  { table: npsScores, owner: npsScores.userUid },
  { table: caregiverReviews, owner: caregiverReviews.userUid },
];

/** Rows that end with the visitor's account instead (its browser sessions: credentials). */
export const staysWithTheVisitor = ['page_sessions.uid'] as const;

/** The visitor's profile as the hand-over reads it (locked by erasure.queries' lockProfile). */
export async function findProfileForHandOver(db: Db, uid: string) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      surname: users.surname,
      phone: users.phone,
      b2bCompanyId: users.b2bCompanyId,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.uid, uid))
    .limit(1);
  return row;
}

/**
 * Moves every row of `from` to `to` and answers the requests moved (id, status, line). The
 * account keeps its own default address (the visitor's arrive as others), and the visitor's
 * retry keys are dropped (they only matched the visitor's own retries).
 */
export async function moveCustomerRows(db: Db, from: string, to: string) {
  const [ownDefault] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(and(eq(userAddresses.userUid, to), eq(userAddresses.isDefault, true)))
    .limit(1);
  if (ownDefault) {
    await db
      .update(userAddresses)
      .set({ isDefault: false })
      .where(and(eq(userAddresses.userUid, from), eq(userAddresses.isDefault, true)));
  }
  const moved = await db
    .update(requests)
    .set({ customerUid: to, idempotencyKey: null })
    .where(eq(requests.customerUid, from))
    .returning({ id: requests.id, status: requests.status, businessLine: requests.businessLine });
  // Their history names them by uid: the family's own lines now name the account.
  await db.update(requestEvents).set({ actorUid: to }).where(eq(requestEvents.actorUid, from));
  await db.update(requestNotes).set({ authorUid: to }).where(eq(requestNotes.authorUid, from));
  for (const { table, owner } of handedOverColumns) {
    if (table === requests) continue;
    await db.execute(
      sql`update ${table} set ${sql.identifier(owner.name)} = ${to} where ${owner} = ${from}`,
    );
  }
  return moved.sort((a, b) => a.id - b.id);
}

/**
 * What the visitor typed and the account's profile lacks (a name, a phone the tutor can call,
 * the partner company of a welfare sign-up) fills the gaps; nothing the account has is replaced.
 */
export async function fillProfileGaps(
  db: Db,
  uid: string,
  typed: {
    name: string | null;
    surname: string | null;
    phone: string | null;
    b2bCompanyId: string | null;
  },
  now: Date,
) {
  const gap = (column: PgColumn, value: string | null) =>
    value === null ? column : sql`coalesce(nullif(${column}, ''), ${value})`;
  await db
    .update(users)
    .set({
      name: gap(users.name, typed.name),
      surname: gap(users.surname, typed.surname),
      phone: gap(users.phone, typed.phone),
      b2bCompanyId: gap(users.b2bCompanyId, typed.b2bCompanyId),
      updatedAt: now,
    })
    .where(and(eq(users.uid, uid), isNull(users.deletedAt)));
}

/**
 * The requests handed over that a link of another company's welfare programme made, when the
 * account belongs to a programme already (`accountCompanyId`): they become private requests —
 * a family is in one company's programme, as the sign-up page refuses to move it to another —
 * and answer which they were, with the programme the link named (for their history).
 */
export async function leaveOtherProgrammes(
  db: Db,
  requestIds: number[],
  accountCompanyId: string | null,
) {
  if (accountCompanyId === null || requestIds.length === 0) return [];
  const others = await db
    .select({ id: requests.id, programme: b2bCompanies.name })
    .from(requests)
    .innerJoin(b2bCompanies, eq(b2bCompanies.id, requests.companyId))
    .where(and(inArray(requests.id, requestIds), ne(requests.companyId, accountCompanyId)))
    .orderBy(requests.id);
  if (others.length > 0) {
    await db
      .update(requests)
      .set({ companyId: null, welfare: false })
      .where(
        inArray(
          requests.id,
          others.map((row) => row.id),
        ),
      );
  }
  return others;
}
