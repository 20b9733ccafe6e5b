import type { MutationFunction } from '@tanstack/react-query';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { requestQueriesRoot } from './keys';

/**
 * A change to a request: every request query (lists, counts, the workspace) is refreshed after
 * it, whether it worked or not (a 409 means someone else moved the request meanwhile).
 */
export const useRequestMutation = <TVariables, TData = unknown>(
  mutationFn: MutationFunction<TData, TVariables>,
) => useRefreshingMutation(mutationFn, requestQueriesRoot, { after: 'settled' });
