import { describe, expect, it } from 'vitest';
import { randomToken } from './random-token';

describe('randomToken', () => {
  it('gives base64url tokens of the asked length, never the same twice across pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const token = randomToken(24);
      expect(token).toMatch(/^[\w-]{32}$/);
      seen.add(token);
    }
    expect(seen.size).toBe(2000);
  });

  it('spreads its bytes evenly (no byte value stuck or missing)', () => {
    const counts = new Array(256).fill(0);
    for (let i = 0; i < 2000; i++) {
      for (const byte of Buffer.from(randomToken(24), 'base64url')) counts[byte]++;
    }
    // 48 000 bytes: each value is expected 187.5 times; a broken source is far outside this.
    expect(Math.min(...counts)).toBeGreaterThan(120);
    expect(Math.max(...counts)).toBeLessThan(260);
  });
});
