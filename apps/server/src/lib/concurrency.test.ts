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

  it('gives a newcomer the last place of the client holding the most of a full queue', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 3 });
    const gate = deferred();
    const ran: string[] = [];
    const task = (name: string) => async () => {
      await gate.promise;
      ran.push(name);
      return name;
    };
    const flood = ['a1', 'a2', 'a3', 'a4'].map((name) => limiter.run(task(name), 'A'));
    // The queue is full of A: another A is refused, B takes A's last place (a4 is refused).
    await expect(limiter.run(task('a5'), 'A')).rejects.toBeInstanceOf(BusyError);
    const fromB = limiter.run(task('b1'), 'B');
    await expect(flood[3]).rejects.toBeInstanceOf(BusyError);
    // C takes another of A's places; then A holds one, B one, C one: nobody is displaced.
    const fromC = limiter.run(task('c1'), 'C');
    await expect(flood[2]).rejects.toBeInstanceOf(BusyError);
    await expect(limiter.run(task('d1'), 'D')).rejects.toBeInstanceOf(BusyError);
    // A task without a key never displaces anyone.
    await expect(limiter.run(task('anonymous'))).rejects.toBeInstanceOf(BusyError);
    expect(limiter.pending).toBe(4);

    gate.resolve();
    expect(await Promise.all([flood[0], flood[1], fromB, fromC])).toEqual(['a1', 'a2', 'b1', 'c1']);
    expect(ran).toEqual(['a1', 'a2', 'b1', 'c1']);
    expect(limiter.pending).toBe(0);
  });
});
