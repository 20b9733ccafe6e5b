import { demo } from '../../db/demo';
import type { Seeder } from '../../db/seed';
import { quoteCharge } from './checkout.service';
import { findPaidRequestsWithoutPayment, insertPaidPayment } from './payments.queries';
import { newSandboxRef } from './sandbox.provider';

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
