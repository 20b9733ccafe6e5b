import { checkoutResultSchema, userRequestPaymentInputSchema } from '@equilibrio/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/rate-limit';
import { startCheckout } from './checkout.service';

/** POST /v1/payments/user-request-payment (spec §7): the customer's checkout for a request. */
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
};
