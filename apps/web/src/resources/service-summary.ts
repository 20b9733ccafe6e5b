import {
  keptPrices,
  type ServiceSummary,
  serviceSummarySchema,
} from '@equilibrio/contract/catalog';
import type { BusinessLine, RequestStatus } from '@equilibrio/contract/enums';
import { requestGuarantee } from '@equilibrio/contract/guarantee';
import { type QuoteCostInput, quoteBreakdown } from '@equilibrio/contract/quote-costs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pageNow } from '@/lib/server-clock';

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

/**
 * A paid request's NO PROBLEM guarantee where it has one (`requestGuarantee`: open, its quote
 * renewing it) and the renewal's price: the family's 'Garanzia NO PROBLEM' card and the tutor's
 * 'Pagamenti' line. Null where it has none, and while the prices load.
 */
export function useRequestGuarantee(
  serviceId: number,
  request: {
    paidAt: string | null;
    status: RequestStatus | undefined;
    guaranteeRenewalOffAt?: string | null;
    province: string | null;
    requestDetail: QuoteCostInput['detail'];
    quotedProducts: ServiceSummary['products'] | null;
    businessLine: BusinessLine | undefined;
  },
) {
  const { breakdown } = useQuoteBreakdown(
    serviceId,
    request.province,
    request.requestDetail,
    request.quotedProducts,
    request.businessLine,
  );
  const recurring = breakdown?.recurring;
  const offAt = request.guaranteeRenewalOffAt ?? null;
  const state =
    request.status && request.paidAt
      ? requestGuarantee(
          {
            paidAt: new Date(request.paidAt),
            status: request.status,
            renewalOffAt: offAt ? new Date(offAt) : null,
          },
          Boolean(recurring),
          pageNow(),
        )
      : null;
  return state && recurring ? { state, recurring, offAt } : null;
}
