import { formatEuro } from '@equilibrio/contract/money-format';
import {
  type QuoteBreakdown,
  type QuoteCostInput,
  quoteBreakdown,
} from '@equilibrio/contract/quote-costs';
import type { WelfareProgramme } from '@equilibrio/contract/welfare';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { quotedProducts, requestWelfareProgramme } from '../catalog/catalog-services.service';
import type { CheckoutLineItem } from './payment-provider';
import { findRequestCostTerms } from './payment-request.queries';
import type { PaymentRow } from './payments.queries';

/**
 * A payment's costs in the quote's vocabulary (the contract's `quoteBreakdown`), for the checkout
 * page and the receipt email: the lines paid now as the checkout charges them (its stored lines
 * and amount), then the guarantee's renewal and what goes to the caregiver, from the quote.
 */
export type PaymentCosts = {
  lines: { name: string; description: string | null; amount: string }[];
  total: string;
  recurring: QuoteBreakdown['recurring'];
  caregiver: QuoteBreakdown['caregiver'];
  /** The welfare programme the request is made with (told beside the amount); null: private. */
  welfare: WelfareProgramme | null;
};

/** The checkout's lines (what is paid now) from a quote's breakdown. */
export const checkoutLines = (breakdown: QuoteBreakdown): CheckoutLineItem[] =>
  breakdown.payNow.lines.map((line) => ({
    name: line.label,
    description: line.description,
    amountCents: line.amountCents,
  }));

/** The request's quote breakdown; `db` is the transaction to read in, when there is one. */
export async function requestBreakdown(ctx: AppContext, db: Db, requestId: number) {
  const terms = await findRequestCostTerms(db, requestId);
  if (!terms?.serviceId) return null;
  const products = await quotedProducts({ ...ctx, db }, { ...terms, serviceId: terms.serviceId });
  return quoteBreakdown({
    products,
    businessLine: terms.businessLine,
    detail: (terms.requestDetail as QuoteCostInput['detail']) ?? null,
  });
}

export async function paymentCosts(
  ctx: AppContext,
  db: Db,
  payment: Pick<PaymentRow, 'requestId' | 'amountCents' | 'lineItems'>,
): Promise<PaymentCosts> {
  const [breakdown, welfare] = await Promise.all([
    requestBreakdown(ctx, db, payment.requestId),
    requestWelfareProgramme(db, payment.requestId),
  ]);
  return {
    lines: payment.lineItems.map((item) => ({
      name: item.name,
      description: item.description,
      amount: formatEuro(item.amountCents),
    })),
    total: formatEuro(payment.amountCents),
    recurring: breakdown?.recurring ?? null,
    caregiver: breakdown?.caregiver ?? null,
    welfare,
  };
}
