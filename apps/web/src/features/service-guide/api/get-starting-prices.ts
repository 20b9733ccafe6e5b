import { startingPricesSchema } from '@equilibrio/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/services/starting-prices (public): the lowest price per business line, in cents. */
export const getStartingPrices = (signal?: AbortSignal) =>
  apiRequest('/v1/services/starting-prices', {
    schema: startingPricesSchema,
    auth: false,
    signal,
  });

export const startingPricesQueryOptions = () =>
  queryOptions({
    queryKey: ['starting-prices'],
    queryFn: ({ signal }) => getStartingPrices(signal),
    staleTime: 5 * 60_000,
  });

export const useStartingPrices = () => useQuery(startingPricesQueryOptions());
