import { healthSchema, readinessSchema } from '@equilibrio/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { migrationsApplied } from '../../db/migrate';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up and the database answers',
        response: { 200: healthSchema, 503: healthSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const ok = await ctx.database.ping(2000).catch(() => false);
      reply.header('cache-control', 'no-store');
      return ok
        ? { status: 'ok' as const }
        : reply.code(503).send({ status: 'unavailable' as const });
    },
  );

  let migrated = false;
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: migrations applied, database reachable, not shutting down',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (ctx.lifecycle.shuttingDown)
        return reply.code(503).send({ status: 'shutting-down' as const });
      migrated ||= await migrationsApplied(ctx.database).catch(() => false);
      if (!migrated) return reply.code(503).send({ status: 'migrating' as const });
      const ok = await ctx.database.ping(2000).catch(() => false);
      return ok
        ? { status: 'ready' as const }
        : reply.code(503).send({ status: 'unavailable' as const });
    },
  );
};
