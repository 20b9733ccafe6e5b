import { describe, expect, it } from 'vitest';
import { LOADER_RETRIES, withRetries } from './retry';

describe('withRetries', () => {
  it('retries up to 3 times with growing delays, then gives up', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = withRetries(
      async () => {
        calls++;
        throw new Error('load failed');
      },
      { wait: async (ms) => void waits.push(ms) },
    );
    await expect(failing).rejects.toThrow('load failed');
    expect(calls).toBe(1 + LOADER_RETRIES);
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it('resolves as soon as an attempt succeeds', async () => {
    let calls = 0;
    const value = await withRetries(
      async () => {
        calls++;
        if (calls < 3) throw new Error('flaky');
        return 'places';
      },
      { wait: async () => {} },
    );
    expect(value).toBe('places');
    expect(calls).toBe(3);
  });
});
