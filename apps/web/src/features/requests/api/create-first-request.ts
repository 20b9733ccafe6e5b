import { type FirstRequest, firstRequestResultSchema } from '@equilibrio/contract/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { requestsKey } from './get-requests';

/** POST /v2/requests/first-request (spec §7). */
export const createFirstRequest = (body: FirstRequest) =>
  apiRequest('/v2/requests/first-request', {
    method: 'POST',
    body,
    schema: firstRequestResultSchema,
  });

export function useCreateFirstRequest(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirstRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey(uid) }),
  });
}
