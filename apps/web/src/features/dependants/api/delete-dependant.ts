import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dependantsQueryOptions } from './get-dependants';

/** DELETE /v1/dependents/{id} — refused (409) while an open request names the dependant. */
export const deleteDependant = (id: number) =>
  apiRequest(`/v1/dependents/${id}`, { method: 'DELETE' });

export function useDeleteDependant(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDependant,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: dependantsQueryOptions(uid).queryKey }),
  });
}
