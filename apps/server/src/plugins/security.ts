import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** Security headers. The SPA runs with no inline script; Mantine needs inline styles. */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const extraConnect =
    config.identity.mode === 'firebase'
      ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']
      : [];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://maps.googleapis.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https://maps.gstatic.com',
          'https://maps.googleapis.com',
        ],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        // Places API (New) autocomplete of the Google maps provider calls places.googleapis.com.
        connectSrc: [
          "'self'",
          'https://maps.googleapis.com',
          'https://places.googleapis.com',
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
  });
});
