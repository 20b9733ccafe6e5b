import { backofficeServiceListSchema } from '@equilibrio/contract/backoffice';
import type { BusinessLine, CustomerType } from '@equilibrio/contract/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

type Filter = { businessLine: BusinessLine; customerType: CustomerType };

/** GET /v1/backoffice/services: the active services a quote can link. */
export const getQuoteServices = (filter: Filter) =>
  apiRequest('/v1/backoffice/services', { query: filter, schema: backofficeServiceListSchema });

export const quoteServicesQueryOptions = (filter: Filter) =>
  queryOptions({
    queryKey: ['backoffice', 'quote-services', filter],
    queryFn: () => getQuoteServices(filter),
  });

export const useQuoteServices = (filter: Filter) => useQuery(quoteServicesQueryOptions(filter));
