export class BusyError extends Error {
  override name = 'BusyError';
  constructor() {
    super('too much work queued');
  }
}

/** Who asked for a task: one key per dimension (e.g. the client's address and the account). */
export type TaskKeys = readonly [string, ...string[]];

/**
 * Runs at most `concurrency` tasks at a time and queues at most `maxQueued` more; beyond that it
 * refuses at once (BusyError) instead of letting a flood pile up memory and latency.
 *
 * Every task names who asked (`keys`, e.g. `address:…` and `account:…`), and no key ever holds
 * more than `maxQueuedPerKey` waiting places: one client, or one account from many addresses,
 * fills its share and no more. A newcomer that would break a rule (its key's share, or the whole
 * queue) takes the last place of a task that breaks it at least as much and holds more on the
 * other keys: a flood from one address on one account cannot keep that account's owner out from
 * elsewhere, and one client's flood fills only what nobody else wants. Otherwise it is refused.
 */
export function createLimiter(options: {
  concurrency: number;
  maxQueued: number;
  maxQueuedPerKey: number;
}) {
  type Waiting = { keys: TaskKeys; admit: () => void; refuse: (error: Error) => void };
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

  /**
   * Where a newcomer with `keys` may wait: -1 when there is room, the index of the waiting task
   * it displaces, or undefined when it is refused.
   */
  const place = (keys: TaskKeys): number | undefined => {
    const counts = new Map<string, number>();
    for (const waiting of queue)
      for (const key of waiting.keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    const full = queue.length >= options.maxQueued;
    // The newcomer's keys whose share is taken: a task it displaces must hold all of them.
    const over = new Set(keys.filter((key) => (counts.get(key) ?? 0) >= options.maxQueuedPerKey));
    if (!full && over.size === 0) return -1;
    // How much a task holds on the keys other than the ones at stake.
    const weight = (taskKeys: TaskKeys) =>
      Math.max(0, ...taskKeys.filter((key) => !over.has(key)).map((key) => counts.get(key) ?? 0));
    const own = weight(keys);
    let chosen: number | undefined;
    let heaviest = own + 1;
    for (let index = queue.length - 1; index >= 0; index--) {
      const candidate = queue[index]!.keys;
      if (![...over].every((key) => candidate.includes(key))) continue;
      const candidateWeight = weight(candidate);
      if (candidateWeight > heaviest) [chosen, heaviest] = [index, candidateWeight];
    }
    return chosen;
  };

  return {
    async run<T>(task: () => Promise<T>, keys: TaskKeys): Promise<T> {
      if (active >= options.concurrency) {
        const index = place(keys);
        if (index === undefined) throw new BusyError();
        if (index >= 0) queue.splice(index, 1)[0]!.refuse(new BusyError());
        await new Promise<void>((admit, refuse) => queue.push({ keys, admit, refuse }));
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

/**
 * Runs the tasks of one key one after the other, in the order they came (tasks of different keys
 * run side by side). An entry lives only while its key has work.
 */
export function createKeyedSerialiser() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    async run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const before = tails.get(key) ?? Promise.resolve();
      const result = before.then(task, task);
      const tail = result.catch(() => undefined);
      tails.set(key, tail);
      try {
        return await result;
      } finally {
        if (tails.get(key) === tail) tails.delete(key);
      }
    },
    get keys() {
      return tails.size;
    },
  };
}
