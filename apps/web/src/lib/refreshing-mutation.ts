import {
  type MutationFunction,
  type MutationMeta,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import { useMutation } from '@/lib/single-flight-mutation';

/**
 * A change to data the app holds in queries: once it has worked, every query under `queryKey`
 * is read again before the call resolves. `after: 'settled'` refreshes after a failure too
 * (someone else may have changed the data meanwhile, e.g. a 409).
 */
export function useRefreshingMutation<TVariables, TData = unknown>(
  mutationFn: MutationFunction<TData, TVariables>,
  queryKey: QueryKey,
  { after = 'success', meta }: { after?: 'success' | 'settled'; meta?: MutationMeta } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    meta,
    ...(after === 'success' ? { onSuccess: refresh } : { onSettled: refresh }),
  });
}
