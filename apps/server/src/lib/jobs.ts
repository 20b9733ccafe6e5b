import type { FastifyBaseLogger } from 'fastify';

export type Job = {
  name: string;
  everyMs: number;
  /** Must be safe when several processes run it at once (FOR UPDATE SKIP LOCKED). */
  run(): Promise<unknown>;
};

export type JobRunner = { stop(): Promise<void>; runAll(): Promise<void> };

/** Runs each job on its interval, never overlapping itself within this process. */
export function startJobs(
  jobs: Job[],
  log: FastifyBaseLogger,
  /** Every job this often instead of its own `everyMs` (JOBS_INTERVAL_MS). */
  intervalMs?: number,
): JobRunner {
  const running = new Map<string, Promise<unknown>>();
  let stopped = false;

  const tick = (job: Job) => {
    if (stopped || running.has(job.name)) return running.get(job.name);
    const promise = job
      .run()
      .catch((err) => log.error({ err, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
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
  };
}
