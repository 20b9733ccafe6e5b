import { type AccountStatusChange, customerAccountSchema } from '@equilibrio/contract/backoffice';
import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/**
 * POST /v1/backoffice/customers/{uid}/disable or …/enable, with the reason (kept in the
 * account's history). The request pages showing the customer are read again afterwards.
 */
export const changeAccountStatus = ({
  customerUid,
  action,
  ...body
}: AccountStatusChange & { customerUid: string; action: 'disable' | 'enable' }) =>
  apiRequest(`/v1/backoffice/customers/${encodeURIComponent(customerUid)}/${action}`, {
    method: 'POST',
    body,
    schema: customerAccountSchema,
  });

export const useChangeAccountStatus = () => useRequestMutation(changeAccountStatus);
