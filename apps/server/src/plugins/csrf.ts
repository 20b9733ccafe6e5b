import { timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { randomToken } from '../lib/random-token';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const newToken = () => randomToken(24);
const cookieOptions = (config: Config) =>
  ({ path: '/', sameSite: 'strict', secure: config.isProduction, httpOnly: false }) as const;

/** Registers cookie parsing and hands every browser an XSRF-TOKEN cookie (double-submit). */
export const csrfCookiePlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(cookie);
  app.addHook('onSend', async (request, reply, payload) => {
    // `cookies` is null when an earlier onRequest hook answered (a CORS preflight).
    if (!request.cookies?.[XSRF_COOKIE] && !reply.hasHeader('set-cookie')) {
      reply.setCookie(XSRF_COOKIE, newToken(), cookieOptions(config));
    }
    return payload;
  });
});

/**
 * The browser's anti-forgery token for a server-rendered form's hidden `_csrf` field: the
 * XSRF-TOKEN cookie it already has, or a new one set on this reply.
 */
export function formCsrfToken(request: FastifyRequest, reply: FastifyReply, config: Config) {
  const existing = request.cookies[XSRF_COOKIE];
  if (existing) return existing;
  const token = newToken();
  reply.setCookie(XSRF_COOKIE, token, cookieOptions(config));
  return token;
}

/**
 * Check of a server-rendered form's POST: unlike API calls, a form is always a browser's, so
 * the cookie and a matching `_csrf` field are both required.
 */
export function formCsrfValid(request: FastifyRequest) {
  const expected = request.cookies[XSRF_COOKIE];
  const sent = (request.body as { _csrf?: unknown } | undefined)?._csrf;
  return Boolean(expected) && typeof sent === 'string' && sameToken(expected!, sent);
}

function sameToken(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * preHandler for mutating product routes: a call that carries cookies (a browser) must echo the
 * XSRF-TOKEN cookie in the X-XSRF-TOKEN header (or `_csrf` form field). Calls without cookies
 * (server-to-server, the SDK's fetches carry none of ours) are not cookie-authenticated.
 */
export async function verifyCsrf(request: FastifyRequest, _reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
  const expected = request.cookies[XSRF_COOKIE];
  const headerValue = request.headers[XSRF_HEADER];
  const sent =
    (typeof headerValue === 'string' ? headerValue : undefined) ??
    (request.body as { _csrf?: unknown } | undefined)?._csrf;
  if (!expected || typeof sent !== 'string' || !sameToken(expected, sent)) {
    throw new AppError(
      'FORBIDDEN',
      'Richiesta rifiutata: token anti-falsificazione mancante o non valido.',
    );
  }
}
