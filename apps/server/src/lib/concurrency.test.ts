import { describe, expect, it } from 'vitest';
import { BusyError, createKeyedSerialiser, createLimiter } from './concurrency';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** Tasks that wait for one gate, then answer their name (and note it in `ran`, in that order). */
const gatedTasks = () => {
  const gate = deferred();
  const ran: string[] = [];
  const task = (name: string) => async () => {
    await gate.promise;
    ran.push(name);
    return name;
  };
  return { gate, ran, task };
};

describe('createLimiter', () => {
  it('runs at most `concurrency` tasks at once, queues the rest, refuses beyond the queue', async () => {
    const limiter = createLimiter({ concurrency: 2, maxQueued: 1, maxQueuedPerKey: 1 });
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
    const results = gates.map((gate, i) => limiter.run(task(gate), [`client-${i}`]));
    await expect(limiter.run(async () => 'late', ['late'])).rejects.toBeInstanceOf(BusyError);
    expect(limiter.pending).toBe(3);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done']);
    expect(peak).toBe(2);
    expect(limiter.pending).toBe(0);
    expect(await limiter.run(async () => 'again', ['again'])).toBe('again');
  });

  it('frees the slot when a task fails', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 0, maxQueuedPerKey: 0 });
    await expect(limiter.run(async () => Promise.reject(new Error('boom')), ['a'])).rejects.toThrow(
      'boom',
    );
    expect(await limiter.run(async () => 'ok', ['a'])).toBe('ok');
  });

  it('gives a newcomer the last place of the client holding the most of a full queue', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 3, maxQueuedPerKey: 3 });
    const { gate, ran, task } = gatedTasks();
    const flood = ['a1', 'a2', 'a3', 'a4'].map((name) => limiter.run(task(name), ['A']));
    // The queue is full of A: another A is refused, B takes A's last place (a4 is refused).
    await expect(limiter.run(task('a5'), ['A'])).rejects.toBeInstanceOf(BusyError);
    const fromB = limiter.run(task('b1'), ['B']);
    await expect(flood[3]).rejects.toBeInstanceOf(BusyError);
    // C takes another of A's places; then A holds one, B one, C one: nobody is displaced.
    const fromC = limiter.run(task('c1'), ['C']);
    await expect(flood[2]).rejects.toBeInstanceOf(BusyError);
    await expect(limiter.run(task('d1'), ['D'])).rejects.toBeInstanceOf(BusyError);
    expect(limiter.pending).toBe(4);

    gate.resolve();
    expect(await Promise.all([flood[0], flood[1], fromB, fromC])).toEqual(['a1', 'a2', 'b1', 'c1']);
    expect(ran).toEqual(['a1', 'a2', 'b1', 'c1']);
    expect(limiter.pending).toBe(0);
  });

  it('never lets one key hold more than its share of the queue', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 8, maxQueuedPerKey: 2 });
    const { gate, task } = gatedTasks();
    const running = limiter.run(task('running'), ['address:A', 'account:X']);
    // One account floods from many addresses: it gets its share, two places, and no more.
    const flood = ['1', '2'].map((n) => limiter.run(task(`x${n}`), [`address:${n}`, 'account:X']));
    await expect(limiter.run(task('x3'), ['address:3', 'account:X'])).rejects.toBeInstanceOf(
      BusyError,
    );
    // One address floods many accounts: its share too.
    const spray = ['Y', 'Z'].map((a) => limiter.run(task(`b${a}`), ['address:B', `account:${a}`]));
    await expect(limiter.run(task('bW'), ['address:B', 'account:W'])).rejects.toBeInstanceOf(
      BusyError,
    );
    // Everyone else still finds room, although the queue is far from full for nobody else.
    const others = ['C', 'D', 'E'].map((n) =>
      limiter.run(task(`other${n}`), [`address:${n}`, `account:${n}`]),
    );
    expect(limiter.pending).toBe(8);
    gate.resolve();
    expect(await Promise.all([running, ...flood, ...spray, ...others])).toEqual([
      'running',
      'x1',
      'x2',
      'bY',
      'bZ',
      'otherC',
      'otherD',
      'otherE',
    ]);
  });

  it('lets an account’s owner from elsewhere take the place of a one-address flood on it', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 8, maxQueuedPerKey: 3 });
    const { gate, task } = gatedTasks();
    const running = limiter.run(task('running'), ['address:Z', 'account:Z']);
    const flood = ['f1', 'f2', 'f3'].map((name) =>
      limiter.run(task(name), ['address:A', 'account:X']),
    );
    // The flood cannot displace itself…
    await expect(limiter.run(task('f4'), ['address:A', 'account:X'])).rejects.toBeInstanceOf(
      BusyError,
    );
    // …but the owner, from an address holding nothing, takes the flood's last place on X.
    const owner = limiter.run(task('owner'), ['address:B', 'account:X']);
    await expect(flood[2]).rejects.toBeInstanceOf(BusyError);
    // A second newcomer on X takes another; then X is shared two to one and stays so.
    const second = limiter.run(task('second'), ['address:C', 'account:X']);
    await expect(flood[1]).rejects.toBeInstanceOf(BusyError);
    await expect(limiter.run(task('third'), ['address:D', 'account:X'])).rejects.toBeInstanceOf(
      BusyError,
    );
    gate.resolve();
    expect(await Promise.all([running, flood[0], owner, second])).toEqual([
      'running',
      'f1',
      'owner',
      'second',
    ]);
    expect(limiter.pending).toBe(0);
  });
});

describe('createKeyedSerialiser', () => {
  it('runs the tasks of one key one after the other, other keys alongside', async () => {
    const serialiser = createKeyedSerialiser();
    const gate = deferred();
    const log: string[] = [];
    const task = (name: string, wait?: Promise<void>) => async () => {
      log.push(`start ${name}`);
      await wait;
      log.push(`end ${name}`);
      if (name === 'a2') throw new Error('a2 failed');
      return name;
    };
    const a1 = serialiser.run('a', task('a1', gate.promise));
    const a2 = serialiser.run('a', task('a2'));
    const a3 = serialiser.run('a', task('a3'));
    const b1 = serialiser.run('b', task('b1'));
    expect(await b1).toBe('b1');
    expect(log).toEqual(['start a1', 'start b1', 'end b1']);
    gate.resolve();
    expect(await a1).toBe('a1');
    await expect(a2).rejects.toThrow('a2 failed');
    expect(await a3).toBe('a3');
    expect(log.slice(3)).toEqual(['end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
    expect(serialiser.keys).toBe(0);
  });
});
