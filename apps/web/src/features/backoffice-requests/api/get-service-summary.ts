import { serviceSummarySchema } from '@equilibrio/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/services/{id}/summary?province=: the prices the customer will see (cents). */
export const getServiceSummary = (serviceId: number, province: string | null) =>
  apiRequest(`/v1/services/${serviceId}/summary`, {
    query: { province: province ?? undefined },
    schema: serviceSummarySchema,
  });

export const serviceSummaryQueryOptions = (serviceId: number, province: string | null) =>
  queryOptions({
    queryKey: ['backoffice', 'service-summary', serviceId, province],
    queryFn: () => getServiceSummary(serviceId, province),
  });

export const useServiceSummary = (serviceId: number | null, province: string | null) =>
  useQuery({
    ...serviceSummaryQueryOptions(serviceId ?? 0, province),
    enabled: serviceId !== null,
  });
