import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { family, sample } from '../../lib/prometheus';
import { mailOutboxDepth } from '../mail/mail.service';
import { createRequestMetrics } from './request-metrics';

const startedAt = Date.now();

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function hasToken(request: FastifyRequest, token: string) {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * GET /metrics, the Prometheus text format, for whoever holds METRICS_TOKEN (401 without it; 404
 * when it is not set): requests by route pattern (rate, errors by status, duration histogram),
 * the PostgreSQL pool's use and waiting queries (none with PGlite: one engine in the process),
 * the event loop's delay since the previous scrape, the background jobs' runs and lag, the
 * outbox's depth and the open event streams. Nothing of any customer: labels are route
 * patterns, methods, status codes and job names. Also the slow-request log line (SLOW_MS).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const { slowMs, metricsToken } = ctx.config.observability;
  const requests = createRequestMetrics(slowMs);
  app.addHook('onResponse', async (request, reply) => requests.observe(request, reply));

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  app.addHook('onClose', async () => loopDelay.disable());

  app.get(
    '/metrics',
    {
      schema: { hide: true },
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (!metricsToken) throw new AppError('NOT_FOUND', 'Risorsa non trovata.');
      if (!hasToken(request, metricsToken)) {
        throw new AppError('UNAUTHENTICATED', 'Token delle metriche mancante o non valido.');
      }
      const body = [
        ...requests.render(),
        ...databaseFamilies(ctx),
        ...eventLoopFamilies(loopDelay),
        ...jobFamilies(app, Date.now()),
        ...(await outboxFamilies(ctx)),
        family('equilibrio_sse_connections', 'gauge', 'Open live event streams (GET /v1/events).', [
          sample('equilibrio_sse_connections', {}, ctx.liveEvents.size()),
        ]),
        ...processFamilies(),
      ].join('\n');
      return reply
        .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`${body}\n`);
    },
  );
});

function databaseFamilies(ctx: AppContext) {
  const pool = ctx.database.pool;
  if (!pool) return [];
  const gauge = (name: string, help: string, value: number) =>
    family(name, 'gauge', help, [sample(name, {}, value)]);
  return [
    gauge('equilibrio_db_pool_max', 'Connections the PostgreSQL pool may open.', pool.options.max),
    gauge('equilibrio_db_pool_connections', 'Connections open in the pool.', pool.totalCount),
    gauge(
      'equilibrio_db_pool_in_use',
      'Connections lent to a query or transaction now.',
      pool.totalCount - pool.idleCount,
    ),
    gauge(
      'equilibrio_db_pool_waiting',
      'Queries waiting for a free connection now (the pool is exhausted while above 0).',
      pool.waitingCount,
    ),
  ];
}

function eventLoopFamilies(delay: ReturnType<typeof monitorEventLoopDelay>) {
  const name = 'equilibrio_event_loop_delay_seconds';
  const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
  const samples = [
    sample(name, { stat: 'p50' }, seconds(delay.percentile(50))),
    sample(name, { stat: 'p99' }, seconds(delay.percentile(99))),
    sample(name, { stat: 'max' }, seconds(delay.max)),
  ];
  // Each scrape reports the delay since the previous one.
  delay.reset();
  return [
    family(
      name,
      'gauge',
      'Event-loop delay since the previous scrape (perf_hooks monitorEventLoopDelay).',
      samples,
    ),
  ];
}

function jobFamilies(app: FastifyInstance, now: number) {
  const stats = app.jobs.stats();
  const runs = 'equilibrio_job_runs_total';
  const seconds = 'equilibrio_job_run_seconds_total';
  const lag = 'equilibrio_job_lag_seconds';
  return [
    family(
      runs,
      'counter',
      'Runs of each background job in this process, by outcome.',
      stats.flatMap((job) => [
        sample(runs, { job: job.name, outcome: 'ok' }, job.ok),
        sample(runs, { job: job.name, outcome: 'failed' }, job.failed),
      ]),
    ),
    family(
      seconds,
      'counter',
      'Time spent running each background job.',
      stats.map((job) => sample(seconds, { job: job.name }, job.seconds)),
    ),
    family(
      lag,
      'gauge',
      'How far each job is behind: time since its last successful run (or since the process started) beyond its interval; 0 when on time.',
      stats.map((job) => {
        const since = now - (job.lastSucceededAt ?? startedAt);
        return sample(lag, { job: job.name }, Math.max(0, since - job.everyMs) / 1000);
      }),
    ),
  ];
}

async function outboxFamilies(ctx: AppContext) {
  const depth = await mailOutboxDepth(ctx);
  const name = 'equilibrio_mail_outbox';
  return [
    family(name, 'gauge', 'Emails not delivered yet: all, and those due now.', [
      sample(name, { state: 'undelivered' }, depth.undelivered),
      sample(name, { state: 'due' }, depth.due),
    ]),
    family(
      'equilibrio_mail_outbox_oldest_due_seconds',
      'gauge',
      'How long the oldest due email has waited for delivery.',
      [sample('equilibrio_mail_outbox_oldest_due_seconds', {}, depth.oldestDueSeconds)],
    ),
  ];
}

function processFamilies() {
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  return [
    family('process_cpu_seconds_total', 'counter', 'User and system CPU time.', [
      sample('process_cpu_seconds_total', {}, (cpu.user + cpu.system) / 1e6),
    ]),
    family('process_resident_memory_bytes', 'gauge', 'Resident memory.', [
      sample('process_resident_memory_bytes', {}, memory.rss),
    ]),
    family('nodejs_heap_used_bytes', 'gauge', 'V8 heap in use.', [
      sample('nodejs_heap_used_bytes', {}, memory.heapUsed),
    ]),
    family('process_start_time_seconds', 'gauge', 'When the process started (Unix time).', [
      sample('process_start_time_seconds', {}, Math.round(startedAt / 1000)),
    ]),
  ];
}
