import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';
import { listenLocally } from './local-server';

export type FakeSession = {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  mode: string;
  locale: string | null;
  currency: string;
  amount_total: number;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  livemode: false;
};

export type FakeCall = {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
};

/**
 * A local stand-in for the part of the Stripe HTTP API our adapter calls: create, retrieve and
 * expire Checkout Sessions, with Stripe's idempotent replay (same Idempotency-Key → same
 * answer) and its error envelope. The real `stripe` library talks to it through its
 * host/port/protocol options (STRIPE_API_URL).
 */
export async function startFakeStripe(options: { secretKey: string }) {
  const sessions = new Map<string, FakeSession>();
  const replays = new Map<string, { status: number; body: string }>();
  const calls: FakeCall[] = [];
  const expiredByApi = new Set<string>();
  let failures = 0;

  const send = (res: http.ServerResponse, status: number, body: unknown, retry = true) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
      ...(retry ? {} : { 'stripe-should-retry': 'false' }),
    });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const invalid = (message: string) => ({ error: { type: 'invalid_request_error', message } });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      for (const [key, value] of url.searchParams) params[key] = value;
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      calls.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey });

      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        return send(res, 401, invalid('Invalid API Key provided'));
      }
      if (failures > 0) {
        failures -= 1;
        return send(res, 500, { error: { type: 'api_error', message: 'Fake outage' } }, false);
      }
      if (req.method === 'POST' && idempotencyKey && replays.has(idempotencyKey)) {
        const replay = replays.get(idempotencyKey)!;
        return send(res, replay.status, replay.body);
      }

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        let amount = 0;
        for (let i = 0; params[`line_items[${i}][quantity]`] !== undefined; i++) {
          amount +=
            Number(params[`line_items[${i}][price_data][unit_amount]`]) *
            Number(params[`line_items[${i}][quantity]`]);
        }
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          mode: params.mode ?? 'payment',
          locale: params.locale ?? null,
          currency: params.currency ?? params['line_items[0][price_data][currency]'] ?? 'eur',
          amount_total: amount,
          client_reference_id: params.client_reference_id ?? null,
          customer_email: params.customer_email ?? null,
          metadata: Object.fromEntries(
            Object.entries(params)
              .filter(([key]) => /^metadata\[\w+\]$/.test(key))
              .map(([key, value]) => [key.slice(9, -1), value]),
          ),
          success_url: params.success_url ?? '',
          cancel_url: params.cancel_url ?? '',
          expires_at: Number(params.expires_at ?? 0),
          livemode: false,
        };
        sessions.set(id, session);
        const body = JSON.stringify(session);
        if (idempotencyKey) replays.set(idempotencyKey, { status: 200, body });
        return send(res, 200, body);
      }

      const match = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/);
      const session = match ? sessions.get(match[1]!) : undefined;
      if (!match) return send(res, 404, invalid(`Unrecognized request URL (${url.pathname})`));
      if (!session) return send(res, 404, invalid(`No such checkout.session: '${match[1]}'`));
      if (req.method === 'GET' && !match[2]) return send(res, 200, session);
      if (req.method === 'POST' && match[2]) {
        if (session.status !== 'open') {
          return send(
            res,
            400,
            invalid('Only Checkout Sessions with a status in [open] can be expired.'),
          );
        }
        session.status = 'expired';
        session.url = null;
        expiredByApi.add(session.id);
        return send(res, 200, session);
      }
      return send(res, 405, invalid('Method not allowed'));
    });
  });
  const host = await listenLocally(server);
  return {
    url: `http://${host}`,
    sessions,
    calls,
    /**
     * The customer pays on the hosted page (card: paid at once; delayed methods: unpaid). Only
     * an open session can be paid: one expired at Stripe throws, as its page takes no money.
     */
    complete(id: string, paymentStatus: 'paid' | 'unpaid' = 'paid') {
      const session = sessions.get(id)!;
      if (session.status !== 'open') throw new Error(`session ${id} is ${session.status}`);
      session.status = 'complete';
      session.payment_status = paymentStatus;
      session.url = null;
      return session;
    },
    /** Whether the session was expired through the API (POST …/expire answered 200). */
    expiredByApi: (id: string) => expiredByApi.has(id),
    settleAsync(id: string) {
      const session = sessions.get(id)!;
      session.payment_status = 'paid';
      return session;
    },
    /** The next `count` calls answer 500 (and tell the client not to retry). */
    failNext(count: number) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** A Stripe event as Stripe would deliver it, with its signature header. */
export function signedEvent(
  type: string,
  object: unknown,
  secret: string,
  options: { indent?: number; timestamp?: number } = {},
) {
  const event = {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  const payload = JSON.stringify(event, null, options.indent);
  const signature = new Stripe('sk_test_signing_only').webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { payload, signature, event };
}
