import { describe, expect, it } from 'vitest';
import { BusyError, createLimiter } from './concurrency';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('createLimiter', () => {
  it('runs at most `concurrency` tasks at once, queues the rest, refuses beyond the queue', async () => {
    const limiter = createLimiter({ concurrency: 2, maxQueued: 1 });
    const gates = [deferred(), deferred(), deferred()];
    let running = 0;
    let peak = 0;
    const task = (gate: ReturnType<typeof deferred>) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await gate.promise;
      running -= 1;
      return 'done';
    };
    const results = gates.map((gate) => limiter.run(task(gate)));
    await expect(limiter.run(async () => 'late')).rejects.toBeInstanceOf(BusyError);
    expect(limiter.pending).toBe(3);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done']);
    expect(peak).toBe(2);
    expect(limiter.pending).toBe(0);
    expect(await limiter.run(async () => 'again')).toBe('again');
  });

  it('frees the slot when a task fails', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 0 });
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await limiter.run(async () => 'ok')).toBe('ok');
  });
});
