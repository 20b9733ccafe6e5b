import type { MutationFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { requestQueriesRoot } from './keys';

/**
 * A change to a request: every request query (lists, counts, the workspace) is refreshed after
 * it, whether it worked or not (a 409 means someone else moved the request meanwhile).
 */
export const useRequestMutation = <TVariables, TData = unknown>(
  mutationFn: MutationFunction<TData, TVariables>,
) => useRefreshingMutation(mutationFn, requestQueriesRoot, { after: 'settled' });

/**
 * POST /v1/backoffice/requests/{id}/{action} with the rest of the input as its body, and the
 * hook that sends it and refreshes the request queries.
 */
export const requestAction = <TBody extends object, S extends z.ZodType>(
  action: string,
  schema: S,
) => {
  const send = ({ requestId, ...body }: TBody & { requestId: number }) =>
    apiRequest(`/v1/backoffice/requests/${requestId}/${action}`, { method: 'POST', body, schema });
  return { send, useSend: () => useRequestMutation(send) };
};
