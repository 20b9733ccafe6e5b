import { type DependantInput, dependantSchema } from '@equilibrio/contract/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dependantsQueryOptions } from './get-dependants';

/** POST /v1/dependents/ */
export const createDependant = (body: DependantInput) =>
  apiRequest('/v1/dependents/', { method: 'POST', body, schema: dependantSchema });

export function useCreateDependant(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDependant,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: dependantsQueryOptions(uid).queryKey }),
  });
}
