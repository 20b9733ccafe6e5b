import { randomUUID } from 'node:crypto';
import { setItalianValidationMessages } from '@equilibrio/contract/italian-errors';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { createMemoryCounterStore } from './lib/counters';
import { type Job, type JobRunner, manualJobs, startJobs } from './lib/jobs';
import { createRedisClient } from './lib/redis';
import { createRedisCounterStore, withFallback } from './lib/redis-counters';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { applicationRetentionJob } from './modules/applications/application-retention';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { assistanceRoutes } from './modules/assistance/assistance.routes';
import { conversationRoutes } from './modules/assistance/conversation.routes';
import { generalReplyComposer } from './modules/assistance/reply-mail';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes';
import { companyRoutes } from './modules/catalog/companies.routes';
import { serviceSummaryRoutes } from './modules/catalog/service-summary.routes';
import { dependantsRoutes } from './modules/dependants/dependants.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { liveEventsRetentionJob } from './modules/events/events.service';
import { createLiveEventHub } from './modules/events/live-event-hub';
import { healthRoutes } from './modules/health/health.routes';
import { createAccountStatusCache } from './modules/identity/account-status-cache';
import {
  createFirebaseTokenVerifier,
  createLocalTokenService,
  type TokenService,
} from './modules/identity/id-tokens';
import { findAccountStatus } from './modules/identity/identity.queries';
import { identityDevRoutes, identityPublicRoutes } from './modules/identity/identity.routes';
import { identityJobs } from './modules/identity/identity-jobs';
import { identityToolkitRoutes } from './modules/identity/identity-toolkit.routes';
import { jwksRoutes } from './modules/identity/jwks.routes';
import { usePasswordHashCost } from './modules/identity/passwords';
import { sessionRoutes } from './modules/identity/session.routes';
import { loadSigningKeys } from './modules/identity/signing-keys';
import { legalRoutes } from './modules/legal/legal.routes';
import { devMailboxRoutes } from './modules/mail/mail.routes';
import { composers } from './modules/mail/mail-digest';
import { mailRetentionJob } from './modules/mail/mail-retention';
import { mailSenderJob } from './modules/mail/mail-sender';
import { createSmtpTransport, type MailTransport } from './modules/mail/mail-transport';
import { metricsPlugin } from './modules/metrics/metrics.routes';
import { npsRoutes } from './modules/nps/nps.routes';
import { pageSessionEndRoutes, pageSessionRoutes } from './modules/pages/page-session.routes';
import { pageSessionsRetentionJob } from './modules/pages/page-sessions';
import { pagesPlugin } from './modules/pages/pages.plugin';
import { createPaymentProviders } from './modules/payments/payment-providers';
import { paymentReconcilerJob } from './modules/payments/payment-reconciler';
import { paymentRoutes } from './modules/payments/payments.routes';
import { paymentPublicRoutes } from './modules/payments/payments-public.routes';
import { sandboxCheckoutRoutes } from './modules/payments/sandbox-checkout.routes';
import { placesRoutes } from './modules/places/places.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { anonymousRetentionJob } from './modules/privacy/retention';
import { firstRequestRoutes } from './modules/requests/first-request.routes';
import { createRequestListCache } from './modules/requests/request-list-cache';
import { requestsRoutes } from './modules/requests/requests.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import type { FileStorage } from './modules/storage/file-storage';
import { publicFilesRoutes } from './modules/storage/public-files.routes';
import { createFileStorage } from './modules/storage/storage.service';
import { usersRoutes } from './modules/users/users.routes';
import { holdRemindersJob } from './modules/workflow/hold-reminders';
import { holdSweeperJob } from './modules/workflow/hold-sweeper';
import { interviewRemindersJob } from './modules/workflow/interview-reminders';
import { requestDigestComposer } from './modules/workflow/request-digest.service';
import { workflowRoutes } from './modules/workflow/workflow.routes';
import { authenticate } from './plugins/auth';
import { corsPlugin } from './plugins/cors';
import { csrfCookiePlugin, verifyCsrf } from './plugins/csrf';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { filesPlugin } from './plugins/files';
import { rejectNulCharacters } from './plugins/input-text';
import { securityPlugin } from './plugins/security';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Where the app's own logger writes (default stdout); tests read it. */
  logStream?: { write(line: string): void };
  /** Background jobs (mail sender, sweepers). Tests usually run them by hand: `app.jobs.runAll()`. */
  runJobs?: boolean;
  mailTransport?: MailTransport;
  /** Where uploads go; default the folder `DATA_DIR/files`. */
  storage?: FileStorage;
  /** How often open event streams get a heartbeat (default 20 s; tests shorten it). */
  liveHeartbeatMs?: number;
};

export type App = FastifyInstance & { ctx: AppContext; jobs: JobRunner };

/** One registered route, as the `onRoute` hook saw it (the authorisation and fuzz tests walk these). */
export type RegisteredRoute = {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  config: unknown;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    jobs: JobRunner;
    /** Every route of the app, in registration order (HEAD routes included). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

const MAX_BODY_BYTES = 1024 * 1024;
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function buildApp(options: BuildAppOptions): Promise<App> {
  // Every field message of every route in Italian (a schema's own message still wins).
  setItalianValidationMessages();
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // While closing, a request that still arrives on an open keep-alive connection is served,
    // not refused with 503: behind nginx a 503 to a POST cannot be retried on another process.
    // New connections are refused at once, which nginx does retry elsewhere.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.addHook('preValidation', rejectNulCharacters);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      registeredRoutes.push({ method, url: route.url, schema: route.schema, config: route.config });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  usePasswordHashCost(config.passwordHashCost);
  const tokens = await createTokens(config, database, clock);
  const accountStatus = await createAccountStatusCache(database, app.log, (uid) =>
    findAccountStatus(database.db, uid),
  );
  app.addHook('onClose', () => accountStatus.stop());
  const requestLists = await createRequestListCache({ config, database, log: app.log });
  app.addHook('onClose', () => requestLists.stop());
  // Any change a signed-in customer or tutor makes through the product API drops their own cached
  // request lists before the answer leaves: they read it back at once, whatever it touched.
  // Everyone else's view follows the database's notice, within milliseconds.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.user && !readOnlyMethods.has(request.method)) {
      requestLists.forget(request.user.uid);
    }
    done(null, payload);
  });
  const liveEvents = await createLiveEventHub(database, app.log, {
    ...(options.liveHeartbeatMs ? { heartbeatMs: options.liveHeartbeatMs } : {}),
  });
  // Streams never end by themselves: they are closed before the server waits for its connections.
  app.addHook('preClose', (done) => {
    liveEvents.closeAll();
    done();
  });
  app.addHook('onClose', () => liveEvents.stop());
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    log: app.log,
    tokens,
    accountStatus,
    requestLists,
    liveEvents,
    payments: createPaymentProviders(config),
    lifecycle: { shuttingDown: false },
    counters: redis
      ? withFallback(
          createRedisCounterStore(redis, config.redisKeyPrefix),
          createMemoryCounterStore(clock),
          (err) => app.log.warn({ err }, 'redis counter failed; counting in this process'),
        )
      : createMemoryCounterStore(clock),
    storage: options.storage ?? createFileStorage(config),
  };
  const localIdentity = config.identity.mode === 'local';
  app.decorate('ctx', ctx);
  // While the process drains (SIGTERM, main.ts) every answer closes its connection, so the proxy
  // sends what comes next to a process that stays.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (ctx.lifecycle.shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(errorsPlugin);
  // Request metrics and the slow-request log line for every route; GET /metrics.
  await app.register(metricsPlugin, { ctx });
  await app.register(securityPlugin, { config });
  await app.register(corsPlugin, { config });
  await app.register(compress, { threshold: 1024 });
  await app.register(csrfCookiePlugin, { config });
  // Per-route limits; with REDIS_URL every process counts in the same place.
  await app.register(rateLimit, {
    global: false,
    nameSpace: `${config.redisKeyPrefix}rate-limit:`,
    ...(redis ? { redis, skipOnError: true } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Equilibrio API',
        version: '1.0.0',
        description: 'API del portale clienti e del back office',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The OpenAPI UI and description: outside production, or in it with API_DOCS=true.
  if (config.apiDocs) {
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      // Never framed, like every other page.
      transformStaticCSP: (header) =>
        header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    });
  }

  // Public routes: no token needed.
  await app.register(healthRoutes, { ctx });
  await app.register(jwksRoutes, { ctx });
  await app.register(filesPlugin);
  await app.register(placesRoutes);
  await app.register(publicFilesRoutes, { ctx });
  if (localIdentity) await app.register(identityToolkitRoutes, { ctx });
  await app.register(identityPublicRoutes, { ctx });
  await app.register(companyRoutes, { ctx });
  await app.register(legalRoutes, { ctx });
  await app.register(applicationsRoutes, { ctx });
  if (!config.isProduction) await app.register(devMailboxRoutes, { ctx });
  if (!config.isProduction && localIdentity) await app.register(identityDevRoutes, { ctx });
  await app.register(pageSessionEndRoutes, { ctx });
  await app.register(paymentPublicRoutes, { ctx });
  if (ctx.payments.sandboxPage) await app.register(sandboxCheckoutRoutes, { ctx });

  // The product API: a valid ID token on every route, anti-forgery check on mutations.
  await app.register(async (api) => {
    api.addHook('onRequest', authenticate(ctx));
    api.addHook('preHandler', verifyCsrf);
    await api.register(sessionRoutes);
    await api.register(pageSessionRoutes, { ctx });
    await api.register(requestsRoutes, { ctx });
    await api.register(assistanceRoutes, { ctx });
    await api.register(conversationRoutes, { ctx });
    await api.register(reviewRoutes, { ctx });
    await api.register(npsRoutes, { ctx });
    await api.register(firstRequestRoutes, { ctx });
    await api.register(serviceSummaryRoutes, { ctx });
    await api.register(workflowRoutes, { ctx });
    await api.register(backofficeRoutes, { ctx });
    await api.register(paymentRoutes, { ctx });
    await api.register(usersRoutes);
    await api.register(privacyRoutes, { ctx });
    await api.register(dependantsRoutes);
    await api.register(addressesRoutes);
    await api.register(eventsRoutes, { ctx });
  });

  await app.register(pagesPlugin, { ctx, distDir: config.webDistDir });

  const transport =
    options.mailTransport ??
    (config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined);
  if (!transport && config.mail.delivery === 'disabled') {
    app.log.warn('MAIL_DISABLED=true: no email is sent; every queued email is dropped');
  }
  const jobs: Job[] = [
    mailSenderJob(ctx, transport, composers(requestDigestComposer(ctx), generalReplyComposer(ctx))),
    mailRetentionJob(ctx),
    holdSweeperJob(ctx),
    holdRemindersJob(ctx),
    interviewRemindersJob(ctx),
    paymentReconcilerJob(ctx),
    liveEventsRetentionJob(ctx),
    applicationRetentionJob(ctx),
    pageSessionsRetentionJob(ctx),
    ...(localIdentity ? [...identityJobs(ctx), anonymousRetentionJob(ctx)] : []),
  ];
  const runner =
    options.runJobs === false
      ? manualJobs(jobs, app.log)
      : startJobs(jobs, app.log, config.jobsIntervalMs);
  app.decorate('jobs', runner);
  app.addHook('onClose', async () => {
    await runner.stop();
  });

  return app as unknown as App;
}

/**
 * A request as the log shows it: the action links of emails carry a one-time code in the query
 * (`oobCode`); opening one must not write the code to the log.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]oobCode=)[^&#]*/gi, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

async function createTokens(
  config: Config,
  database: Database,
  clock: Clock,
): Promise<TokenService> {
  if (config.identity.mode === 'firebase') {
    return createFirebaseTokenVerifier({
      projectId: config.identity.projectId,
      clock,
      jwksUrl: config.identity.firebaseJwksUrl,
    });
  }
  const keys = await loadSigningKeys(database.db);
  return createLocalTokenService({ projectId: config.identity.projectId, keys, clock });
}
