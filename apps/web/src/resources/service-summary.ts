import { serviceSummarySchema } from '@equilibrio/contract/catalog';
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
 * A quote's costs (the contract's one breakdown: paid now, renewal, caregiver) from the service's
 * prices for the province and the quote's terms; `breakdown` is undefined until the prices load.
 */
export function useQuoteBreakdown(
  serviceId: number | null,
  province: string | null,
  detail: QuoteCostInput['detail'],
) {
  const summary = useServiceSummary(serviceId, province);
  const breakdown = summary.data
    ? quoteBreakdown({ products: summary.data.products, detail })
    : undefined;
  return { ...summary, breakdown };
}
