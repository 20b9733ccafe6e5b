import { backofficePaymentSchema } from '@equilibrio/contract/backoffice';
import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/**
 * POST /v1/backoffice/payments/{id}/refunded: the refund of a payment to refund, made at the
 * provider, recorded (the family is emailed); its request's page then owes nothing for it.
 */
const recordRefund = ({ paymentId, note }: { paymentId: number; note?: string | null }) =>
  apiRequest(`/v1/backoffice/payments/${paymentId}/refunded`, {
    method: 'POST',
    body: { note: note ?? null },
    schema: backofficePaymentSchema,
  });

export const useRecordRefund = () => useRequestMutation(recordRefund);
