import {
  type Health,
  healthSchema,
  type Readiness,
  readinessSchema,
} from '@equilibrio/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { migrationsApplied } from '../../db/migrate';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /**
   * A probe: never cached, logged from warnings up; 200 when `check` answers the `healthy`
   * status, 503 with the status otherwise.
   */
  const probe = <S extends Health | Readiness>(
    url: string,
    summary: string,
    schema: typeof healthSchema | typeof readinessSchema,
    healthy: S['status'],
    check: () => Promise<S>,
  ) =>
    app.get(
      url,
      {
        schema: { tags: ['health'], summary, response: { 200: schema, 503: schema } },
        logLevel: 'warn',
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const answer = await check();
        return answer.status === healthy ? answer : reply.code(503).send(answer);
      },
    );
  const databaseAnswers = () => ctx.database.ping(2000).catch(() => false);

  probe(
    '/healthz',
    'Liveness: the process is up and the database answers',
    healthSchema,
    'ok',
    async (): Promise<Health> =>
      (await databaseAnswers()) ? { status: 'ok' } : { status: 'unavailable' },
  );

  let migrated = false;
  probe(
    '/readyz',
    'Readiness: migrations applied, database reachable, not shutting down',
    readinessSchema,
    'ready',
    async (): Promise<Readiness> => {
      if (ctx.lifecycle.shuttingDown) return { status: 'shutting-down' };
      migrated ||= await migrationsApplied(ctx.database).catch(() => false);
      if (!migrated) return { status: 'migrating' };
      return (await databaseAnswers()) ? { status: 'ready' } : { status: 'unavailable' };
    },
  );
};
