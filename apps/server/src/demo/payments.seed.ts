import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { services } from '../db/schema/catalog';
import { payments } from '../db/schema/payments';
import { requestEvents, requests } from '../db/schema/requests';
import { quoteCharge } from '../modules/payments/checkout.service';
import type { insertPayment } from '../modules/payments/payments.queries';
import { newSandboxRef } from '../modules/payments/sandbox.provider';
import { demo } from './identities';
import type { Seeder } from './seed';

const MINUTE = 60_000;

/**
 * The demo customer's requests that went through PAGATO get the sandbox payment that took them
 * there (at the time of their first PAGATO, for the quote's amount), so the back office shows
 * it and a later choice is covered as for any paid request. Runs after the workflow's seeder.
 */
export const paymentsSeeder: Seeder = {
  name: 'payments-v1',
  async run(tx, ctx) {
    const txCtx = { ...ctx, db: tx };
    for (const request of await findPaidRequestsWithoutPayment(tx, demo.customer.uid)) {
      if (request.serviceId === null) continue;
      const charge = await quoteCharge(txCtx, { ...request, serviceId: request.serviceId });
      if (charge.amountCents <= 0) continue;
      const openedAt = new Date(request.paidAt.getTime() - 4 * MINUTE);
      await insertPaidPayment(tx, {
        requestId: request.id,
        customerUid: demo.customer.uid,
        provider: 'sandbox',
        providerRef: newSandboxRef(),
        amountCents: charge.amountCents,
        lineItems: charge.lineItems,
        currency: 'eur',
        idempotencyKey: `eq-payment-demo-${request.id}`,
        expiresAt: new Date(openedAt.getTime() + 60 * MINUTE),
        createdAt: openedAt,
        paidAt: request.paidAt,
      });
    }
  },
};

/** A customer's requests that were paid (reached PAGATO) with no payment recorded. */
export async function findPaidRequestsWithoutPayment(db: Db, customerUid: string) {
  return db
    .select({
      id: requests.id,
      serviceId: requests.serviceId,
      serviceName: services.name,
      province: requests.province,
      quotedProducts: requests.quotedProducts,
      paidAt: sql`min(${requestEvents.createdAt})`.mapWith(requestEvents.createdAt),
    })
    .from(requests)
    .innerJoin(
      requestEvents,
      and(eq(requestEvents.requestId, requests.id), eq(requestEvents.toStatus, 'PAGATO')),
    )
    .leftJoin(services, eq(services.id, requests.serviceId))
    .where(
      and(
        eq(requests.customerUid, customerUid),
        notExists(
          db.select({ one: sql`1` }).from(payments).where(eq(payments.requestId, requests.id)),
        ),
      ),
    )
    .groupBy(requests.id, services.name)
    .orderBy(asc(requests.id));
}

/** A payment recorded as already taken (requests paid before the seeding). */
export async function insertPaidPayment(
  db: Db,
  values: Omit<Parameters<typeof insertPayment>[1], 'nextCheckAt'> & {
    providerRef: string;
    paidAt: Date;
  },
) {
  await db.insert(payments).values({
    ...values,
    status: 'paid',
    nextCheckAt: values.paidAt,
    updatedAt: values.paidAt,
  });
}
