export class BusyError extends Error {
  override name = 'BusyError';
  constructor() {
    super('too much work queued');
  }
}

/**
 * Runs at most `concurrency` tasks at a time and queues at most `maxQueued` more; beyond that it
 * refuses at once (BusyError) instead of letting a flood pile up memory and latency.
 */
export function createLimiter(options: { concurrency: number; maxQueued: number }) {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) {
      active += 1;
      next();
    }
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= options.concurrency) {
        if (queue.length >= options.maxQueued) throw new BusyError();
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get pending() {
      return active + queue.length;
    },
  };
}
