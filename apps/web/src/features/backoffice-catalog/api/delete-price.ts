import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogQueriesRoot } from './keys';

/** DELETE /v1/backoffice/catalog/prices/{id} (the default service price cannot go). */
export const deletePrice = (priceId: number) =>
  apiRequest(`/v1/backoffice/catalog/prices/${priceId}`, { method: 'DELETE' });

export function useDeletePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogQueriesRoot }),
  });
}
