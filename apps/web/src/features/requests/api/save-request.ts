import type { RequestForm } from '@equilibrio/contract/requests';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { requestsKey } from './get-requests';
import { clientRequestWithDependantsSchema } from './request-schemas';

export type SaveRequestInput = {
  /** The request to update; absent to create (also when duplicating, spec §2). */
  id?: number;
  form: RequestForm;
  /** Makes a retried create return the first result instead of a second request. */
  idempotencyKey?: string;
  /**
   * An edit: the request's `termsUpdatedAt` the form was opened on. A change of its terms made
   * since (the tutor's, another tab's) is refused (RECORD_CHANGED), not overwritten by the form.
   */
  version?: string;
};

/** PUT /v2/requests/{id} when the id exists, otherwise POST /v2/requests (spec §7). */
export function saveRequest({ id, form, idempotencyKey, version }: SaveRequestInput) {
  return id === undefined
    ? apiRequest('/v2/requests', {
        method: 'POST',
        body: form,
        schema: clientRequestWithDependantsSchema,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
      })
    : apiRequest(`/v2/requests/${id}`, {
        method: 'PUT',
        query: { termsUpdatedAt: version },
        body: form,
        schema: clientRequestWithDependantsSchema,
      });
}

export const useSaveRequest = (uid: string) => useRefreshingMutation(saveRequest, requestsKey(uid));
