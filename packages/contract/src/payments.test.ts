import { describe, expect, it } from 'vitest';
import { quoteTotals } from './catalog';
import { paymentResultPath, userRequestPaymentInputSchema } from './payments';

describe('payment rules', () => {
  it('charges service plus coverage, as the quote shows (spec §9)', () => {
    expect(
      quoteTotals([
        { productType: 'SERVICE', amount: 16_390 },
        { productType: 'SUBSCRIPTION', amount: 3_190 },
      ]),
    ).toEqual({ serviceCents: 16_390, coverageCents: 3_190, totalCents: 19_580 });
    expect(quoteTotals([])).toEqual({ serviceCents: 0, coverageCents: 0, totalCents: 0 });
  });

  it('sends the browser back to Home’s payment modal', () => {
    expect(paymentResultPath(42, 'succeeded')).toBe(
      '/dashboard/home?payment=42&redirect_status=succeeded',
    );
  });

  it('takes the request id only, as a number or a numeric string', () => {
    expect(userRequestPaymentInputSchema.parse({ requestId: '7', amount: 1 })).toEqual({
      requestId: 7,
    });
    expect(userRequestPaymentInputSchema.safeParse({ requestId: 'sette' }).success).toBe(false);
  });
});
