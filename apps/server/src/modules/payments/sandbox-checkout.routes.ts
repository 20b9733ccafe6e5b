import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { formCsrfToken, formCsrfValid } from '../../plugins/csrf';
import { renderCheckoutPage, renderClosedPage } from './sandbox-checkout.page';
import { cardScript } from './sandbox-checkout.script';
import {
  cancelSandboxCheckout,
  paySandboxCheckout,
  type SandboxView,
  staleFormView,
  viewSandboxCheckout,
} from './sandbox-checkout.service';

const params = z.object({ ref: z.string().max(200) });
const text = z.string().max(200).optional().default('');
const cardBody = z.object({
  _csrf: z.string().max(200).optional(),
  number: text,
  expiry: text,
  cvc: text,
  name: text,
});
const cancelBody = z.object({ _csrf: z.string().max(200).optional() });
/** Card attempts per checkout (and address): enough for typos, not for testing stolen cards. */
const rateLimit = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    `${request.ip}:${(request.params as { ref?: string }).ref ?? ''}`,
};

/**
 * The built-in sandbox checkout (PAYMENTS_PROVIDER=sandbox): a server-rendered page with a plain
 * HTML form — no script, so it works under our Content-Security-Policy. The unguessable
 * reference in the URL authorises it; the form carries the anti-forgery token in `_csrf`.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  await app.register(formbody, { bodyLimit: 4096 });

  const send = (reply: FastifyReply, csrfToken: string, view: SandboxView) => {
    reply.header('cache-control', 'no-store');
    if (view.kind === 'redirect') return reply.redirect(view.location, 303);
    const html =
      view.kind === 'form'
        ? renderCheckoutPage({ ...view.model, csrfToken })
        : renderClosedPage(view.model);
    return reply.code(view.status).type('text/html; charset=utf-8').send(html);
  };

  // The page's card checks and number grouping (the page works without it too).
  app.get('/checkout/sandbox.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(cardScript),
  );

  app.get('/checkout/sandbox/:ref', { schema: { hide: true, params } }, async (request, reply) =>
    send(
      reply,
      formCsrfToken(request, reply, ctx.config),
      await viewSandboxCheckout(ctx, request.params.ref),
    ),
  );

  app.post(
    '/checkout/sandbox/:ref/pay',
    { schema: { hide: true, params, body: cardBody }, config: { rateLimit } },
    async (request, reply) => {
      const token = formCsrfToken(request, reply, ctx.config);
      if (!formCsrfValid(request)) return send(reply, token, staleFormView(request.params.ref));
      const { number, expiry, cvc, name } = request.body;
      return send(
        reply,
        token,
        await paySandboxCheckout(ctx, request.params.ref, { number, expiry, cvc, name }),
      );
    },
  );

  app.post(
    '/checkout/sandbox/:ref/cancel',
    { schema: { hide: true, params, body: cancelBody }, config: { rateLimit } },
    async (request, reply) => {
      const token = formCsrfToken(request, reply, ctx.config);
      if (!formCsrfValid(request)) return send(reply, token, staleFormView(request.params.ref));
      return send(reply, token, await cancelSandboxCheckout(ctx, request.params.ref));
    },
  );
};
