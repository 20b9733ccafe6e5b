import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { createManualClock } from './clock';
import { consume, createMemoryCounterStore, enforceLimits } from './counters';

describe('memory counter store', () => {
  it('counts within a window that starts at the first hit, then starts over', async () => {
    const clock = createManualClock(new Date('2026-01-01T10:00:00Z'));
    const counters = createMemoryCounterStore(clock);
    expect(await counters.increment('k', 60_000)).toBe(1);
    clock.advance(30_000);
    expect(await counters.increment('k', 60_000)).toBe(2);
    expect(await counters.get('k')).toBe(2);
    expect(await counters.msLeft('k')).toBe(30_000);
    clock.advance(30_000);
    expect(await counters.get('k')).toBe(0);
    expect(await counters.msLeft('k')).toBe(0);
    expect(await counters.increment('k', 60_000)).toBe(1);
    await counters.reset('k');
    expect(await counters.get('k')).toBe(0);
  });

  it('consume says whether an event is still within the limit', async () => {
    const counters = createMemoryCounterStore(createManualClock());
    const limit = { max: 2, windowMs: 1000 };
    expect([
      await consume(counters, 'a', limit),
      await consume(counters, 'a', limit),
      await consume(counters, 'a', limit),
      await consume(counters, 'b', limit),
    ]).toEqual([true, true, false, true]);
  });

  it('enforceLimits counts on every key and refuses with the wait of the last refusing window', async () => {
    const clock = createManualClock();
    const counters = createMemoryCounterStore(clock);
    const hour = { max: 1, windowMs: 3_600_000 };
    const minute = { max: 1, windowMs: 60_000 };
    const message = (minutes: number) => `Riprova tra ${minutes} minuti.`;
    const limits = [
      ['h', hour],
      ['m', minute],
    ] as const;
    await enforceLimits(counters, limits, message);
    clock.advance(30_000);
    const refused = await enforceLimits(counters, limits, message).catch((error) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 3570,
      message: 'Riprova tra 60 minuti.',
    });
    // A refused attempt takes no place: the window's count stays at its limit.
    expect(await counters.get('m')).toBe(1);
  });

  it('reserves atomically: of 30 attempts at once, exactly `max` get a place', async () => {
    const clock = createManualClock(new Date('2026-01-01T10:00:00Z'));
    const counters = createMemoryCounterStore(clock);
    const limit = { max: 5, windowMs: 60_000 };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => counters.reserve('k', limit)),
    );
    expect(answers.filter((answer) => answer.granted)).toHaveLength(5);
    expect(answers.slice(0, 5).map((answer) => answer.count)).toEqual([1, 2, 3, 4, 5]);
    expect(answers[29]).toEqual({ granted: false, count: 5, resetInMs: 60_000 });
    // A place given back can be taken again; the count never goes below 0.
    await counters.release('k');
    clock.advance(20_000);
    expect(await counters.reserve('k', limit)).toEqual({
      granted: true,
      count: 5,
      resetInMs: 40_000,
    });
    for (let i = 0; i < 10; i++) await counters.release('k');
    expect(await counters.get('k')).toBe(0);
    await counters.release('never-counted');
    expect(await counters.get('never-counted')).toBe(0);
    clock.advance(40_000);
    expect((await counters.reserve('k', limit)).resetInMs).toBe(60_000);
  });
});
