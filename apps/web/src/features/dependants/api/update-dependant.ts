import { type DependantInput, dependantSchema } from '@equilibrio/contract/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dependantsQueryOptions } from './get-dependants';

/** PUT /v1/dependents/{id} — same body as the creation. */
export const updateDependant = ({ id, body }: { id: number; body: DependantInput }) =>
  apiRequest(`/v1/dependents/${id}`, { method: 'PUT', body, schema: dependantSchema });

export function useUpdateDependant(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDependant,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: dependantsQueryOptions(uid).queryKey }),
  });
}
