import type { FastifyReply, FastifyRequest } from 'fastify';
import { createCounter, createHistogram } from '../../lib/prometheus';

/** Request durations' buckets, in seconds: 5 ms to 10 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/**
 * The route label: the pattern the router matched (`/v2/requests/:id`), never the address asked
 * for, so no id, email or search text of anyone reaches a label and the series stay few.
 * `(unmatched)`: the not-found handler's answers, i.e. the web app's pages (the SPA fallback, 200)
 * and unknown addresses (404).
 */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? '(unmatched)';

/** A live event stream (GET /v1/events as SSE): long by design, never a slow request. */
const isStream = (request: FastifyRequest, reply: FastifyReply) =>
  reply.statusCode === 200 && Boolean(request.headers.accept?.includes('text/event-stream'));

/**
 * Every answered request, by method, route pattern and status (rate and errors), and its
 * duration (histogram); a `slow request` warning, with the request's id like every line of the
 * request's log, when one takes more than `slowMs` (0: never).
 */
export function createRequestMetrics(slowMs: number) {
  const requests = createCounter(
    'equilibrio_http_requests_total',
    'Requests answered, by method, route pattern and status code.',
  );
  const durations = createHistogram(
    'equilibrio_http_request_duration_seconds',
    'Time from the request to the end of its answer, by method and route pattern.',
    DURATION_BUCKETS,
  );
  return {
    /** The `onResponse` hook. */
    observe(request: FastifyRequest, reply: FastifyReply) {
      const route = routeOf(request);
      const { method } = request;
      const ms = reply.elapsedTime;
      requests.inc({ method, route, status: String(reply.statusCode) });
      durations.observe({ method, route }, ms / 1000);
      if (slowMs > 0 && ms > slowMs && !isStream(request, reply)) {
        request.log.warn(
          { method, route, statusCode: reply.statusCode, responseTime: Math.round(ms), slowMs },
          'slow request',
        );
      }
    },
    render: () => [requests.render(), durations.render()],
  };
}
