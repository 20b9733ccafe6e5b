import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { useQuoteBreakdown } from '@/resources/service-summary';
import { getRequestQueryOptions } from './get-request';

/**
 * What 'Effettua pagamento' charges: the quote's total (`amount`), from the request's quote, and
 * the guarantee's renewal every 30 days that follows (`renewal`, null for a quote without it);
 * null when the request was paid before (after a failed interview or a substitution the new
 * choice is confirmed with no charge); undefined while the prices load. `wanted` false: not
 * needed now, so no prices are asked for.
 */
export function useAmountDue(requestId: number, wanted = true) {
  // The request as its pages read it (cached there); nothing is asked without a signed-in user.
  const { user } = useAuth();
  const request = useQuery({
    ...getRequestQueryOptions(user?.uid ?? '', requestId),
    enabled: Boolean(user),
  });
  const paid = Boolean(request.data?.paidAt);
  // Paid before: no amount to show, so no prices to ask for (a null service asks nothing).
  const { breakdown } = useQuoteBreakdown(
    paid || !wanted ? null : (request.data?.serviceLinked?.id ?? null),
    request.data?.province ?? null,
    request.data?.requestDetail ?? null,
    request.data?.quotedProducts ?? null,
    request.data?.businessLine,
  );
  if (paid) return null;
  return breakdown
    ? { amount: breakdown.payNow.total, renewal: breakdown.recurring?.amount ?? null }
    : undefined;
}
