import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { consume, createMemoryCounterStore } from './counters';

describe('memory counter store', () => {
  it('counts within a window that starts at the first hit, then starts over', async () => {
    const clock = createManualClock(new Date('2026-01-01T10:00:00Z'));
    const counters = createMemoryCounterStore(clock);
    expect(await counters.increment('k', 60_000)).toBe(1);
    clock.advance(30_000);
    expect(await counters.increment('k', 60_000)).toBe(2);
    expect(await counters.get('k')).toBe(2);
    clock.advance(30_000);
    expect(await counters.get('k')).toBe(0);
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
});
