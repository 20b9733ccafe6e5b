import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * Security headers. The SPA runs with no inline script; Mantine needs inline styles.
 * The policy has no per-request part (no nonces), so helmet runs once, at start-up, and every
 * answer gets the same headers from a frozen list: @fastify/helmet re-ran helmet's thirteen
 * middlewares (and re-parsed the CSP) on every request, 5% of a simple answer's CPU.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const headers = Object.entries(helmetHeaders(helmetOptions(config)));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
});

/** The headers helmet sets for these options, read off one run against a stand-in response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

function helmetOptions(config: Config): HelmetOptions {
  const extraConnect =
    config.identity.mode === 'firebase'
      ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']
      : [];
  // Google's Maps (the web build's Google provider) only when a Maps key is set: without one the
  // browser never loads it, and a script host allowed for nothing is one an injection could use.
  const maps = config.maps.googleInBrowser;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(maps ? ['https://maps.googleapis.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(maps ? ['https://maps.gstatic.com', 'https://maps.googleapis.com'] : []),
        ],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        // Places API (New) autocomplete of the Google maps provider calls places.googleapis.com.
        connectSrc: [
          "'self'",
          ...(maps ? ['https://maps.googleapis.com', 'https://places.googleapis.com'] : []),
          ...extraConnect,
        ],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.isProduction
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
