import { type PriceInput, servicePriceSchema } from '@equilibrio/contract/backoffice-catalog';
import { catalogSave } from './keys';

/**
 * POST /v1/backoffice/catalog/services/{id}/prices (new) or PUT /v1/backoffice/catalog/prices/{id}.
 * Amounts in cents.
 */
export const useSavePrice = catalogSave(
  servicePriceSchema,
  (
    input:
      | { serviceId: number; priceId: null; body: PriceInput }
      | { priceId: number; body: PriceInput },
  ) =>
    input.priceId === null
      ? { create: `/services/${input.serviceId}/prices` }
      : { update: `/prices/${input.priceId}` },
);
