import { guaranteeRenewalSchema, guaranteeTexts } from '@equilibrio/contract/guarantee';
import { refusalOr } from '@/components/form/use-form-failure';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { requestsKey } from './get-requests';

/** PUT /v2/requests/{id}/guarantee-renewal: the NO PROBLEM guarantee's renewal off, or on again. */
export const setGuaranteeRenewal = ({ requestId, renew }: { requestId: number; renew: boolean }) =>
  apiRequest(`/v2/requests/${requestId}/guarantee-renewal`, {
    method: 'PUT',
    body: { renew },
    schema: guaranteeRenewalSchema,
  });

// The request says it (its page, Home): read again after it worked, and after a refusal too (the
// guarantee ended, or the request was closed meanwhile: the page then says what is true).
export const useGuaranteeRenewal = (uid: string) =>
  useRefreshingMutation(setGuaranteeRenewal, requestsKey(uid), {
    after: 'settled',
    meta: {
      // The server's 409 says why in words of its own ('La garanzia è terminata il …').
      errorToast: (error: unknown) => refusalOr(error, guaranteeTexts.failed),
    },
  });
