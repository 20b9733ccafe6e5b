import { adminCompanyListSchema } from '@equilibrio/contract/backoffice-catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogQueriesRoot } from './keys';

/** GET /v1/backoffice/catalog/companies */
export const getCompanies = () =>
  apiRequest('/v1/backoffice/catalog/companies', { schema: adminCompanyListSchema });

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogQueriesRoot, 'companies'],
    queryFn: getCompanies,
    staleTime: 60_000,
  });

export const useCompanies = () => useQuery(companiesQueryOptions());

/** Partner companies as filter options ("ACME Welfare S.p.A."). */
export const useCompanyOptions = () =>
  useQuery({
    ...companiesQueryOptions(),
    select: (companies) => companies.map((c) => ({ value: c.id, label: c.name })),
  });
