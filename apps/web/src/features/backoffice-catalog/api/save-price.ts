import { type PriceInput, servicePriceSchema } from '@equilibrio/contract/backoffice-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogQueriesRoot } from './keys';

/**
 * POST /v1/backoffice/catalog/services/{id}/prices (new) or PUT /v1/backoffice/catalog/prices/{id}.
 * Amounts in cents.
 */
export const savePrice = (
  input:
    | { serviceId: number; priceId: null; body: PriceInput }
    | { priceId: number; body: PriceInput },
) =>
  apiRequest(
    input.priceId === null
      ? `/v1/backoffice/catalog/services/${input.serviceId}/prices`
      : `/v1/backoffice/catalog/prices/${input.priceId}`,
    {
      method: input.priceId === null ? 'POST' : 'PUT',
      body: input.body,
      schema: servicePriceSchema,
    },
  );

export function useSavePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogQueriesRoot }),
  });
}
