import { companySchema } from '@equilibrio/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/b2b-companies/{companyId}: the partner company of a `/sign-up/{companyId}` page. */
export const getCompany = (companyId: string, signal?: AbortSignal) =>
  apiRequest(`/v1/b2b-companies/${encodeURIComponent(companyId)}`, {
    schema: companySchema,
    signal,
    auth: false,
  });

export const companyQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ['b2b-companies', companyId],
    queryFn: ({ signal }) => getCompany(companyId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useCompany = (companyId: string | undefined) =>
  useQuery({ ...companyQueryOptions(companyId ?? ''), enabled: Boolean(companyId) });
