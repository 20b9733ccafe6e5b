import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** Paths of the built-in identity provider, which answers CORS itself (as Google's endpoints do). */
const identityPaths = /^\/(identitytoolkit|securetoken)\.googleapis\.com\//;

const normalise = (origin: string) => origin.replace(/\/$/, '').toLowerCase();

/**
 * CORS of the product API: only the configured origins (`CORS_ORIGINS`, plus `PUBLIC_URL`) get
 * `Access-Control-Allow-Origin`; any other origin gets no CORS header and its preflight a 404.
 * No credentials: the API authenticates with bearer tokens, never cross-origin cookies.
 */
export const corsPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const allowed = new Set([config.publicUrl, ...config.corsOrigins].map(normalise));
  // Fixed options with an origin check, not a per-request delegator: @fastify/cors normalises a
  // delegator's options on every request. The identity provider's routes opt out instead.
  app.addHook('onRoute', (route) => {
    if (identityPaths.test(route.url)) {
      route.config = { ...route.config, cors: false } as typeof route.config;
    }
  });
  await app.register(cors, {
    hideOptionsRoute: true,
    origin: (origin, callback) => {
      callback(null, typeof origin === 'string' && allowed.has(normalise(origin)));
    },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'x-xsrf-token', 'x-request-id'],
    // A download's name (Content-Disposition) read by the app on another origin too.
    exposedHeaders: ['x-request-id', 'content-disposition'],
    credentials: false,
    maxAge: 600,
  });
});
