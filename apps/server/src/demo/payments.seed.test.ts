import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signedInAs } from '../../test/helpers';
import { paymentsOf, requestPayment } from '../../test/payment-fixtures';
import { demoRequestDetails, useDemoApp } from '../../test/workflow-fixtures';
import { demo } from './identities';
import { runSeeders } from './seed';
import { demoSeeders } from './seeders';

type Detail = {
  id: number;
  status: string;
  serviceLinked: { id: number } | null;
  province: string | null;
  events: { toStatus: string; createdAt: string }[];
  payments: { provider: string; status: string; amountCents: number; paidAt: string | null }[];
  refundOwed: boolean;
};

describe('demo data: payments of the demo requests', () => {
  const { app, tutor } = useDemoApp();
  let details: Detail[];

  beforeAll(async () => {
    details = await demoRequestDetails<Detail>(app, tutor);
  });

  it('records one paid sandbox payment, at the first PAGATO, for every request that was paid', async () => {
    const paid = details.filter((d) => d.events.some((e) => e.toStatus === 'PAGATO'));
    expect(paid.length).toBeGreaterThanOrEqual(3);
    for (const detail of paid) {
      const summary = await injectAs(
        app,
        tutor,
        'GET',
        `/v1/services/${detail.serviceLinked!.id}/summary${detail.province ? `?province=${detail.province}` : ''}`,
      );
      const amount = (summary.json().products as { amount: number }[]).reduce(
        (sum, p) => sum + p.amount,
        0,
      );
      expect(detail.payments).toEqual([
        expect.objectContaining({
          provider: 'sandbox',
          status: 'paid',
          amountCents: amount,
          paidAt: detail.events.find((e) => e.toStatus === 'PAGATO')!.createdAt,
        }),
      ]);
      expect(detail.refundOwed).toBe(false);
    }
    for (const detail of details.filter((d) => !paid.includes(d))) {
      expect(detail.payments).toEqual([]);
    }
  });

  it('leaves the demo DA PAGARE request payable, and never seeds twice', async () => {
    const toPay = details.find((d) => d.status === 'DA PAGARE')!;
    const customer = await signedInAs(app, demo.customer);
    const res = await requestPayment(app, customer, toPay.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().checkoutURL).toContain('/checkout/sandbox/');

    expect(await runSeeders(app.ctx, demoSeeders)).toEqual([]);
    const paidOnce = details.find((d) => d.status === 'PAGATO')!;
    expect(await paymentsOf(app, paidOnce.id)).toHaveLength(1);
  });
});
