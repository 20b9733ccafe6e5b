import type { RequestForm } from '@equilibrio/contract/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { requestsKey } from './get-requests';
import { clientRequestSchema } from './request-schemas';

export type SaveRequestInput = {
  /** The request to update; absent to create (also when duplicating, spec §2). */
  id?: number;
  form: RequestForm;
  /** Makes a retried create return the first result instead of a second request. */
  idempotencyKey?: string;
};

/** PUT /v2/requests/{id} when the id exists, otherwise POST /v2/requests (spec §7). */
export function saveRequest({ id, form, idempotencyKey }: SaveRequestInput) {
  return id === undefined
    ? apiRequest('/v2/requests', {
        method: 'POST',
        body: form,
        schema: clientRequestSchema,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
      })
    : apiRequest(`/v2/requests/${id}`, { method: 'PUT', body: form, schema: clientRequestSchema });
}

export function useSaveRequest(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey(uid) }),
  });
}
