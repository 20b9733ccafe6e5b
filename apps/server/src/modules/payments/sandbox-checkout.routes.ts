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
  type KeptCardFields,
  paySandboxCheckout,
  type SandboxView,
  staleFormView,
  viewSandboxCheckout,
} from './sandbox-checkout.service';

const params = z.object({ ref: z.string().max(200) });
/** After a declined card: its last four digits (the page says the bank's reason). */
const declinedQuery = z.object({ rifiutata: z.string().max(4).optional() });
const text = z.string().max(200).optional().default('');
const cardBody = z.object({
  _csrf: z.string().max(200).optional(),
  number: text,
  expiry: text,
  cvc: text,
  name: text,
});
const cancelBody = z.object({ _csrf: z.string().max(200).optional() });
/**
 * After a declined card, what the page fills in again (the cardholder, the expiry; never the
 * card): kept by the browser a few minutes, sent only to this checkout's addresses, read by no
 * script.
 */
const KEPT_COOKIE = 'eq_checkout_card';
const KEPT_SECONDS = 10 * 60;
const keptFields = z.object({ name: z.string().max(200), expiry: z.string().max(200) });

function readKept(value: string | undefined): KeptCardFields | null {
  if (!value) return null;
  try {
    return keptFields.parse(JSON.parse(value));
  } catch {
    return null;
  }
}
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

  const keptOptions = (ref: string) =>
    ({
      path: `/checkout/sandbox/${ref}`,
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.config.isProduction,
    }) as const;

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    csrfToken: string,
    view: SandboxView,
  ) => {
    reply.header('cache-control', 'no-store');
    if (view.kind === 'redirect') {
      const { ref } = request.params as z.infer<typeof params>;
      if (view.keep) {
        reply.setCookie(KEPT_COOKIE, JSON.stringify(view.keep), {
          ...keptOptions(ref),
          maxAge: KEPT_SECONDS,
        });
      } else if (request.cookies[KEPT_COOKIE]) {
        // Paid or left: what was typed is not kept any longer.
        reply.clearCookie(KEPT_COOKIE, keptOptions(ref));
      }
      return reply.redirect(view.location, 303);
    }
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

  app.get(
    '/checkout/sandbox/:ref',
    { schema: { hide: true, params, querystring: declinedQuery } },
    async (request, reply) =>
      send(
        request,
        reply,
        formCsrfToken(request, reply, ctx.config),
        await viewSandboxCheckout(
          ctx,
          request.params.ref,
          request.query.rifiutata ?? null,
          readKept(request.cookies[KEPT_COOKIE]),
        ),
      ),
  );

  /** A post of the page's form; one with a stale anti-forgery token draws the form again. */
  const formPost = <B extends typeof cardBody | typeof cancelBody>(
    action: 'pay' | 'cancel',
    body: B,
    act: (ref: string, fields: z.infer<B>) => Promise<SandboxView>,
  ) =>
    app.post(
      `/checkout/sandbox/:ref/${action}`,
      { schema: { hide: true, params, body }, config: { rateLimit } },
      async (request, reply) => {
        const token = formCsrfToken(request, reply, ctx.config);
        const { ref } = request.params as z.infer<typeof params>;
        if (!formCsrfValid(request)) return send(request, reply, token, staleFormView(ref));
        return send(request, reply, token, await act(ref, request.body as z.infer<B>));
      },
    );

  formPost('pay', cardBody, (ref, { number, expiry, cvc, name }) =>
    paySandboxCheckout(ctx, ref, { number, expiry, cvc, name }),
  );
  formPost('cancel', cancelBody, (ref) => cancelSandboxCheckout(ctx, ref));
};
