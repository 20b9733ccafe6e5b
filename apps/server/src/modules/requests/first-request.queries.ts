import type { BusinessLine } from '@equilibrio/contract/enums';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';

export type CustomerProfileInput = {
  uid: string;
  email: string;
  name: string;
  surname: string;
  phone: string;
  /**
   * Set only when the sign-up came through a partner company's page, and only on a profile
   * without a company: never cleared nor changed here (an account's company is not switched by
   * another company's sign-up page).
   */
  b2bCompanyId: string | null;
  now: Date;
};

/**
 * Creates the caller's product profile, or updates the contact fields of the existing one.
 * Answers the profile's company after the write.
 */
export async function upsertCustomerProfile(db: Db, input: CustomerProfileInput) {
  const contact = {
    email: input.email,
    name: input.name,
    surname: input.surname,
    phone: input.phone,
    updatedAt: input.now,
  };
  const [profile] = await db
    .insert(users)
    .values({
      uid: input.uid,
      ...contact,
      b2bCompanyId: input.b2bCompanyId,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: users.uid,
      set: input.b2bCompanyId
        ? { ...contact, b2bCompanyId: sql`coalesce(${users.b2bCompanyId}, ${input.b2bCompanyId})` }
        : contact,
    })
    .returning({ b2bCompanyId: users.b2bCompanyId });
  return profile?.b2bCompanyId ?? null;
}

const requestResult = { id: requests.id, status: requests.status };

/** The caller's request created with this idempotency key, if any. */
export async function findRequestByIdempotencyKey(db: Db, customerUid: string, key: string) {
  const [row] = await db
    .select(requestResult)
    .from(requests)
    .where(and(eq(requests.customerUid, customerUid), eq(requests.idempotencyKey, key)))
    .limit(1);
  return row;
}

export type NewFirstRequest = {
  customerUid: string;
  businessLine: BusinessLine;
  needs: string;
  message: string | null;
  companyId: string | null;
  idempotencyKey: string;
  now: Date;
};

/**
 * Inserts a NUOVA sign-up request; answers undefined when a request with the same idempotency
 * key already exists (a concurrent retry won the race).
 */
export async function insertFirstRequest(db: Db, input: NewFirstRequest) {
  const [row] = await db
    .insert(requests)
    .values({
      customerUid: input.customerUid,
      status: 'NUOVA',
      businessLine: input.businessLine,
      needs: input.needs,
      message: input.message,
      welfare: input.companyId !== null,
      companyId: input.companyId,
      source: 'sign-up',
      idempotencyKey: input.idempotencyKey,
      contactDate: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({
      target: [requests.customerUid, requests.idempotencyKey],
      where: sql`${requests.idempotencyKey} is not null`,
    })
    .returning(requestResult);
  return row;
}
