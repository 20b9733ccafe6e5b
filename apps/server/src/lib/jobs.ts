import type { FastifyBaseLogger } from 'fastify';

export type Job = {
  name: string;
  everyMs: number;
  /** Must be safe when several processes run it at once (FOR UPDATE SKIP LOCKED). */
  run(): Promise<unknown>;
};

/** What a job has done in this process (GET /metrics). Times in milliseconds since the epoch. */
export type JobStats = {
  name: string;
  /** How often it is meant to run here. */
  everyMs: number;
  ok: number;
  failed: number;
  /** Seconds spent in its runs, all together. */
  seconds: number;
  lastStartedAt?: number;
  lastSucceededAt?: number;
};

export type JobRunner = {
  stop(): Promise<void>;
  runAll(): Promise<void>;
  stats(): JobStats[];
};

/** Runs `job` once, logging a failure and counting the run in `stats`. */
function runCounted(job: Job, stats: JobStats, log: FastifyBaseLogger) {
  const started = Date.now();
  stats.lastStartedAt = started;
  return job
    .run()
    .then(
      () => {
        stats.ok += 1;
        stats.lastSucceededAt = Date.now();
      },
      (err) => {
        stats.failed += 1;
        log.error({ err, job: job.name }, 'job failed');
      },
    )
    .finally(() => {
      stats.seconds += (Date.now() - started) / 1000;
    });
}

const statsOf = (jobs: Job[], intervalMs?: number) =>
  new Map(
    jobs.map((job) => [
      job.name,
      { name: job.name, everyMs: intervalMs ?? job.everyMs, ok: 0, failed: 0, seconds: 0 },
    ]),
  );

/** Runs each job on its interval, never overlapping itself within this process. */
export function startJobs(
  jobs: Job[],
  log: FastifyBaseLogger,
  /** Every job this often instead of its own `everyMs` (JOBS_INTERVAL_MS). */
  intervalMs?: number,
): JobRunner {
  const running = new Map<string, Promise<unknown>>();
  const stats = statsOf(jobs, intervalMs);
  let stopped = false;

  const tick = (job: Job) => {
    if (stopped || running.has(job.name)) return running.get(job.name);
    const promise = runCounted(job, stats.get(job.name)!, log).finally(() =>
      running.delete(job.name),
    );
    running.set(job.name, promise);
    return promise;
  };

  const timers = jobs.map((job) => {
    const timer = setInterval(() => tick(job), intervalMs ?? job.everyMs);
    timer.unref();
    return timer;
  });

  return {
    runAll: async () => {
      await Promise.all(jobs.map((job) => tick(job)));
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
    stats: () => [...stats.values()],
  };
}

/** The jobs without timers: tests run them by hand (`runAll`), one after the other. */
export function manualJobs(jobs: Job[], log: FastifyBaseLogger): JobRunner {
  const stats = statsOf(jobs);
  return {
    runAll: async () => {
      for (const job of jobs) await runCounted(job, stats.get(job.name)!, log);
    },
    stop: async () => {},
    stats: () => [...stats.values()],
  };
}
