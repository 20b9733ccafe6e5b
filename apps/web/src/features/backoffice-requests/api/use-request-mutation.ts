import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestQueriesRoot } from './keys';

/**
 * A change to a request: every request query (lists, counts, the workspace) is refreshed after
 * it, whether it worked or not (a 409 means someone else moved the request meanwhile).
 */
export function useRequestMutation<TVariables, TData = unknown>(
  mutationFn: MutationFunction<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestQueriesRoot }),
  });
}
