import { vi } from 'vitest';

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
