import { catalogServiceSchema } from '@equilibrio/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/services/b2b/{companyId}: the services a partner company offers (spec §7). */
export const getCompanyServices = (companyId: string, signal?: AbortSignal) =>
  apiRequest(`/v1/services/b2b/${encodeURIComponent(companyId)}`, {
    schema: z.array(catalogServiceSchema),
    signal,
  });

export const getCompanyServicesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ['company-services', companyId],
    queryFn: ({ signal }) => getCompanyServices(companyId, signal),
    staleTime: 5 * 60_000,
  });

export const useCompanyServices = (companyId: string | null | undefined) =>
  useQuery({ ...getCompanyServicesQueryOptions(companyId ?? ''), enabled: Boolean(companyId) });
