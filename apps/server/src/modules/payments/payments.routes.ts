import {
  guaranteeRenewalInputSchema,
  guaranteeRenewalSchema,
} from '@equilibrio/contract/guarantee';
import { checkoutResultSchema, userRequestPaymentInputSchema } from '@equilibrio/contract/payments';
import { idParam } from '@equilibrio/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/rate-limit';
import { startCheckout } from './checkout.service';
import { setGuaranteeRenewal } from './guarantee-renewal.service';

/**
 * POST /v1/payments/user-request-payment (spec §7): the customer's checkout for a request; PUT
 * /v2/requests/{id}/guarantee-renewal: the renewal of the guarantee paid with it, off or on.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/v1/payments/user-request-payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Open the checkout of a DA PAGARE request (the same one while it is open)',
        security: [{ bearerAuth: [] }],
        body: userRequestPaymentInputSchema,
        response: { 200: checkoutResultSchema },
      },
      config: perAccountLimit(30, '1 minute'),
    },
    async (request) => startCheckout(ctx, currentUser(request).uid, request.body.requestId),
  );

  app.put(
    '/v2/requests/:id/guarantee-renewal',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Switch off (or on again) the renewal of the NO PROBLEM guarantee of a paid request',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: idParam }),
        body: guaranteeRenewalInputSchema,
        response: { 200: guaranteeRenewalSchema },
      },
      config: perAccountLimit(30, '1 minute'),
    },
    async (request) =>
      setGuaranteeRenewal(ctx, currentUser(request).uid, request.params.id, request.body.renew),
  );
};
