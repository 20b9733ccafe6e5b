import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HourlyLimit } from '../config';
import { AppError } from '../lib/app-error';

const HOUR_MS = 60 * 60_000;

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
};

/**
 * A route's preHandler that counts each call for the signed-in account and for the client's
 * address (the @fastify/rate-limit store: in memory, or Redis with REDIS_URL) and refuses one
 * over either limit with 429, `Retry-After` and `message(wait)`, before the handler writes
 * anything. The address limit stops one client behind many (anonymous) accounts, the account
 * limit one account behind many addresses. An IPv6 address counts by its /64 network, as the
 * plugin's own per-address limits do.
 */
export function hourlyLimit(
  app: FastifyInstance,
  name: string,
  limit: HourlyLimit,
  message: (wait: string) => string,
  options: { isRetry?: (request: FastifyRequest) => Promise<boolean> } = {},
) {
  const limiters = [
    app.createRateLimit({
      max: limit.perAccount,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `${name}:account:${request.user?.uid ?? request.ip}`,
    }),
    app.createRateLimit({
      max: limit.perAddress,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `${name}:address:${normalizeIP(request.ip)}`,
    }),
  ];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // A retry of a call that already did its work (a phone resending on a flaky network) is
    // answered with what the first made: not counted again, or a few retries of one request
    // would use up the family's hour.
    if (options.isRetry && (await options.isRetry(request))) return;
    // A refused call counts nowhere: one account over its limit does not use up its neighbours'
    // address, nor a busy address the account's own allowance elsewhere.
    for (const limiter of limiters) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)));
        throw new AppError('RATE_LIMITED', message(inMinutes(state.ttlInSeconds)));
      }
    }
    for (const limiter of limiters) await limiter(request);
  };
}

/**
 * A route's `config` limiting calls per signed-in account (per address without one), counted in
 * the preHandler, once the token is read. Routes that name the same `scope` share one count.
 */
export const perAccountLimit = (max: number, timeWindow: string, scope?: string) => ({
  rateLimit: {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: { user: { uid: string } | null; ip: string }) => {
      const who = request.user?.uid ?? request.ip;
      return scope ? `${scope}:${who}` : who;
    },
  },
});
