import { catalogServiceSchema } from '@equilibrio/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * The services a partner company offers its employees (GET /v1/services/b2b/{companyId},
 * public, spec §7), one cache entry per company for every page that reads them: the sign-up page
 * of `/sign-up/{companyId}`, the dashboard's first request, the request form's welfare lines.
 */
export const getCompanyServices = (companyId: string, signal?: AbortSignal) =>
  apiRequest(`/v1/services/b2b/${encodeURIComponent(companyId)}`, {
    schema: z.array(catalogServiceSchema),
    signal,
    auth: false,
  });

export const companyServicesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ['company-services', companyId],
    queryFn: ({ signal }) => getCompanyServices(companyId, signal),
    staleTime: 5 * 60_000,
  });

/** `retry: false` where a failure is final (the sign-up link of an unknown company). */
export const useCompanyServices = (
  companyId: string | null | undefined,
  { retry }: { retry?: false } = {},
) =>
  useQuery({
    ...companyServicesQueryOptions(companyId ?? ''),
    enabled: Boolean(companyId),
    ...(retry === false ? { retry } : {}),
  });
