import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { catalogQueriesRoot } from './keys';

/** DELETE /v1/backoffice/catalog/prices/{id} (the default service price cannot go). */
export const deletePrice = (priceId: number) =>
  apiRequest(`/v1/backoffice/catalog/prices/${priceId}`, { method: 'DELETE' });

export const useDeletePrice = () =>
  useRefreshingMutation(deletePrice, catalogQueriesRoot, { after: 'settled' });
