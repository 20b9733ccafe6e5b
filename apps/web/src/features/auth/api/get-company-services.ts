import { catalogServiceSchema } from '@equilibrio/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/services/b2b/{companyId}: the services a partner company offers its employees. */
export const getCompanyServices = (companyId: string, signal?: AbortSignal) =>
  apiRequest(`/v1/services/b2b/${encodeURIComponent(companyId)}`, {
    schema: z.array(catalogServiceSchema),
    signal,
    auth: false,
  });

export const companyServicesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ['b2b-companies', companyId, 'services'],
    queryFn: ({ signal }) => getCompanyServices(companyId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useCompanyServices = (companyId: string | undefined) =>
  useQuery({ ...companyServicesQueryOptions(companyId ?? ''), enabled: Boolean(companyId) });
