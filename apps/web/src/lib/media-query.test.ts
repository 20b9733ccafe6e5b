import { describe, expect, it } from 'vitest';
import { queryMatchesWidth } from './media-query';

describe('queryMatchesWidth (the layout of a page the server draws)', () => {
  it('answers min-width and max-width queries in em and px at a window width', () => {
    expect(queryMatchesWidth('(min-width: 48em)', 390)).toBe(false);
    expect(queryMatchesWidth('(min-width: 48em)', 768)).toBe(true);
    expect(queryMatchesWidth('(min-width: 62em)', 800)).toBe(false);
    expect(queryMatchesWidth('(max-width: 36em)', 390)).toBe(true);
    expect(queryMatchesWidth('(max-width: 36em)', 1280)).toBe(false);
    expect(queryMatchesWidth('(min-width: 600px) and (max-width: 900px)', 700)).toBe(true);
    expect(queryMatchesWidth('(min-width: 600px) and (max-width: 900px)', 1000)).toBe(false);
  });
});
