import { apiRequest } from '@/lib/api-client';
import { useCatalogMutation } from './keys';

/** DELETE /v1/backoffice/catalog/prices/{id} (the default service price cannot go). */
const deletePrice = (priceId: number) =>
  apiRequest(`/v1/backoffice/catalog/prices/${priceId}`, { method: 'DELETE' });

export const useDeletePrice = () => useCatalogMutation(deletePrice);
