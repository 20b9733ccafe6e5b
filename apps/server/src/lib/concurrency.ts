export class BusyError extends Error {
  override name = 'BusyError';
  constructor() {
    super('too much work queued');
  }
}

/**
 * Runs at most `concurrency` tasks at a time and queues at most `maxQueued` more; beyond that it
 * refuses at once (BusyError) instead of letting a flood pile up memory and latency.
 *
 * Tasks may name who asked (`key`: the client's address). When the queue is full, a newcomer
 * whose key holds fewer waiting places than the key holding the most takes the last place of
 * that key, whose task is refused instead: one client's flood fills only what nobody else wants,
 * and everyone keeps the whole queue while there is no contention.
 */
export function createLimiter(options: { concurrency: number; maxQueued: number }) {
  type Waiting = { key: string | undefined; admit: () => void; refuse: (error: Error) => void };
  let active = 0;
  const queue: Waiting[] = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) {
      active += 1;
      next.admit();
    }
  };

  /** The last waiting task of the key with the most waiting, if it holds more than `key`. */
  const displaceable = (key: string | undefined) => {
    if (key === undefined) return -1;
    const counts = new Map<string | undefined, number>();
    for (const waiting of queue) counts.set(waiting.key, (counts.get(waiting.key) ?? 0) + 1);
    let top: string | undefined;
    let most = 0;
    for (const [candidate, count] of counts) {
      if (count > most) [top, most] = [candidate, count];
    }
    if (top === undefined || most <= (counts.get(key) ?? 0) + 1) return -1;
    return queue.findLastIndex((waiting) => waiting.key === top);
  };

  return {
    async run<T>(task: () => Promise<T>, key?: string): Promise<T> {
      if (active >= options.concurrency) {
        if (queue.length >= options.maxQueued) {
          const index = displaceable(key);
          if (index < 0) throw new BusyError();
          queue.splice(index, 1)[0]!.refuse(new BusyError());
        }
        await new Promise<void>((admit, refuse) => queue.push({ key, admit, refuse }));
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
