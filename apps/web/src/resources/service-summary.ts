import {
  keptPrices,
  type ServiceSummary,
  serviceSummarySchema,
} from '@equilibrio/contract/catalog';
import type { BusinessLine } from '@equilibrio/contract/enums';
import { type QuoteCostInput, quoteBreakdown } from '@equilibrio/contract/quote-costs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /v1/services/{serviceId}/summary?province={province}: a service's prices for a province,
 * in cents — what the customer's quote shows and what the back office's quote form previews.
 */
export const getServiceSummary = (
  serviceId: number,
  province: string | null,
  signal?: AbortSignal,
) =>
  apiRequest(`/v1/services/${serviceId}/summary`, {
    query: { province: province ?? undefined },
    schema: serviceSummarySchema,
    signal,
  });

export const serviceSummaryQueryOptions = (serviceId: number, province: string | null) =>
  queryOptions({
    queryKey: ['service-summary', serviceId, province],
    queryFn: ({ signal }) => getServiceSummary(serviceId, province, signal),
  });

export const useServiceSummary = (serviceId: number | null, province: string | null) =>
  useQuery({
    ...serviceSummaryQueryOptions(serviceId ?? 0, province),
    enabled: serviceId !== null,
  });

/**
 * A quote's costs (the contract's one breakdown: paid now, renewal, caregiver) from its prices
 * and terms. The prices are those kept with the quote (`quoted`) — a later catalogue change does
 * not touch a quote already written — or, for a quote written before they were kept, the
 * service's for the province (read then); `breakdown` is undefined until they load.
 */
export function useQuoteBreakdown(
  serviceId: number | null,
  province: string | null,
  detail: QuoteCostInput['detail'],
  kept: ServiceSummary['products'] | null,
  businessLine: BusinessLine | undefined,
) {
  const quoted = keptPrices(kept);
  const summary = useServiceSummary(quoted ? null : serviceId, province);
  const products = quoted ?? summary.data?.products;
  const breakdown = products ? quoteBreakdown({ products, detail, businessLine }) : undefined;
  return { isPending: !quoted && summary.isPending, breakdown };
}
