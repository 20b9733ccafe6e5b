import { describe, expect, it } from 'vitest';
import { contrastRatio, npsColor } from './nps-colors';

describe('NPS colours (spec §9)', () => {
  const scale = Array.from({ length: 11 }, (_, score) => npsColor(score));

  it('runs from red (0) to green (10)', () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const [r0, g0] = rgb(scale[0]!.background);
    const [r10, g10] = rgb(scale[10]!.background);
    expect(r0).toBeGreaterThan(g0! * 3);
    expect(g10).toBeGreaterThan(r10! * 3);
  });

  it('gives every score black or white text with at least 4.5:1 contrast', () => {
    for (const { background, text } of scale) {
      expect(['#000000', '#ffffff']).toContain(text);
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('computes contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
