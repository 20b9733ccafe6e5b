import { type PriceInput, servicePriceSchema } from '@equilibrio/contract/backoffice-catalog';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
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

export const useSavePrice = () =>
  useRefreshingMutation(savePrice, catalogQueriesRoot, { after: 'settled' });
