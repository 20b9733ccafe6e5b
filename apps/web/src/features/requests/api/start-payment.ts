import { z } from 'zod';
import { refusalOr } from '@/components/form/use-form-failure';
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

/** What a failed start of the payment says (the toast and the button's line). */
export const paymentErrorOf = (error: unknown) => refusalOr(error, requestMessages.paymentError);

export const useStartPayment = () =>
  useMutation({
    mutationFn: startPayment,
    // Paused or closed meanwhile (409): the server's words, not 'riprovare più tardi'.
    meta: { errorToast: paymentErrorOf },
    onSuccess: ({ checkoutURL }) => {
      window.location.assign(checkoutURL);
    },
  });
