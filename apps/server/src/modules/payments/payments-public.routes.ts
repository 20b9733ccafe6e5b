import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { completeStripeReturn, handleStripeWebhook } from './stripe-events.service';

const WEBHOOK_MAX_BYTES = 512 * 1024;

/**
 * The provider's side of payments, reached without a bearer token: the browser's return from
 * Stripe Checkout (verified with Stripe) and Stripe's signed webhooks.
 */
export const paymentPublicRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/v1/payments/return',
    {
      schema: {
        tags: ['payments'],
        summary: 'Return from Stripe Checkout: verifies the session, then redirects to Home',
        querystring: z.object({ session_id: z.string().regex(/^cs_[A-Za-z0-9_]{8,200}$/) }),
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const location = await completeStripeReturn(ctx, request.query.session_id);
      return reply.header('cache-control', 'no-store').redirect(location, 303);
    },
  );

  if (!ctx.payments.stripe) return;
  // The signature is computed over the exact bytes Stripe sent: this route (and only this one,
  // thanks to the plugin's encapsulation) receives the body unparsed.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    webhooks.post(
      '/v1/payments/webhooks/stripe',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (signed): checkout.session.* events',
          response: { 200: z.object({ received: z.boolean() }) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return handleStripeWebhook(
          ctx,
          body,
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
};
