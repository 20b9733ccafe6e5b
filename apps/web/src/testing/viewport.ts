import { afterEach, beforeEach, vi } from 'vitest';
import { queryMatchesWidth } from '@/lib/media-query';
import { signInAs } from './fake-auth';

/** A `MediaQueryList` that answers `matches` and never changes (jsdom has none). */
export const mediaQueryList = (query: string, matches = false) =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** Makes `(min-width: 48em)` match, i.e. a desktop-wide window (undone by `vi.restoreAllMocks`). */
export function setWide(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, wide && query.includes('min-width')),
  );
}

/** A window `width` px wide: each width query answers as it would there (undone likewise). */
export function setWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, queryMatchesWidth(query, width)),
  );
}

/**
 * For each test of the enclosing block: the fake auth's user signed in on a desktop-wide window;
 * every mock undone after. Needs `vi.mock('@/lib/auth', () => import('@/testing/fake-auth'))`.
 */
export function signedInOnDesktop() {
  beforeEach(() => {
    signInAs();
    setWide(true);
  });
  afterEach(() => vi.restoreAllMocks());
}
