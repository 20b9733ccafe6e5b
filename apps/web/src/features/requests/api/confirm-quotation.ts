import { requestStatusResultSchema } from '@equilibrio/contract/workflow';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { requestMessages } from '../messages';
import { requestsKey } from './get-requests';

/**
 * POST /v1/requests/confirm-quotation?requestID={id} with an empty body (spec §7), naming the
 * quote as the page read it (`quoteSentAt`): one the tutor corrected since is refused.
 */
export const confirmQuotation = ({
  requestId,
  quoteSentAt,
}: {
  requestId: number;
  quoteSentAt: string | null | undefined;
}) =>
  apiRequest('/v1/requests/confirm-quotation', {
    method: 'POST',
    query: { requestID: requestId, ...(quoteSentAt ? { quoteSentAt } : {}) },
    schema: requestStatusResultSchema,
  });

/** The tutor corrected the quote after the page read it: the page shows the new one to read. */
export const quoteChanged = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'QUOTE_CHANGED';

/**
 * The request moved on meanwhile (the tutor paused or closed it): the page, read again, says
 * where it stands now — not the generic error.
 */
export const requestMovedOn = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'INVALID_STATE';

// The request's status changed — or its quote did (QUOTE_CHANGED): lists, Home and this request
// read it again either way.
export const useConfirmQuotation = (uid: string) =>
  useRefreshingMutation(confirmQuotation, requestsKey(uid), {
    after: 'settled',
    meta: {
      errorToast: (error) =>
        quoteChanged(error) || requestMovedOn(error) ? null : requestMessages.quoteAcceptError,
    },
  });
