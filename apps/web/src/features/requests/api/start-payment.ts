import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { requestMessages } from '../messages';

const checkoutSchema = z.object({ checkoutURL: z.string().min(1) });

/**
 * POST /v1/payments/user-request-payment (spec §4 Payment): the server answers the checkout
 * address and the browser goes there; the caregiver is held for 24 hours meanwhile.
 */
export const startPayment = (requestId: number) =>
  apiRequest('/v1/payments/user-request-payment', {
    method: 'POST',
    body: { requestId },
    schema: checkoutSchema,
  });

export const useStartPayment = () =>
  useMutation({
    mutationFn: startPayment,
    meta: { errorToast: requestMessages.paymentError },
    onSuccess: ({ checkoutURL }) => {
      window.location.assign(checkoutURL);
    },
  });
