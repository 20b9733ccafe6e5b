import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useRememberList } from './list-return';
import { useAddressSearch } from './use-address-search';

/**
 * The back office's lists keep their filters and page in the address (as the inbox does): a
 * tutor who opens a row and comes back, reloads, or shares the link finds the list as it was.
 * Each change is one replace of the address (no history entry per keystroke or filter).
 */
function useListSearch() {
  const [params, writeSearch] = useAddressSearch();
  /** Sets the given keys (null or '' removes one); any filter change goes back to page 1. */
  const write = (changes: Record<string, string | null>) =>
    writeSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [params, write] as const;
}

/**
 * A list's page in the address, as the tutor reads it: '?page=2' is the second page (none, the
 * first); the API counts from 0. A link pasted to a colleague or a page typed by hand lands where
 * it says ('?page=1' was the second page).
 */
export function pageFromAddress(value: string | null): number {
  const shown = Number(value ?? '1');
  return Number.isInteger(shown) && shown >= 1 ? shown - 1 : 0;
}

/** The address's `page` for the API's page `index` (from 0): none for the first. */
export const pageToAddress = (index: number): string | null =>
  index > 0 ? String(index + 1) : null;

/**
 * A list shown a page at a time (0-based `page` for the API, 1-based `?page=` in the address):
 * `filtered` wraps the setter of a filter kept in the page's own state so that changing it goes
 * back to the first page, and `pagination` is what `PagePagination` takes (1-based).
 */
export function usePages() {
  const [params, write] = useListSearch();
  // The pages opened from the list lead back to it as it is now (`useListReturn`).
  useRememberList();
  const page = pageFromAddress(params.get('page'));
  const filtered =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      write({ page: null });
    };
  const pagination = {
    page: page + 1,
    onPage: (shown: number) => write({ page: pageToAddress(shown - 1) }),
  };
  return { page, filtered, pagination };
}

/**
 * One filter of a list, kept in the address under `key`: one of `allowed` (anything else in the
 * address reads as `fallback`), or any text when `allowed` is null. Setting it goes back to page 1.
 */
export function useListFilter<T extends string>(
  key: string,
  allowed: readonly T[] | null,
  fallback: T,
): [T, (value: T | null) => void];
export function useListFilter<T extends string>(
  key: string,
  allowed: readonly T[] | null,
): [T | null, (value: T | null) => void];
export function useListFilter<T extends string>(
  key: string,
  allowed: readonly T[] | null,
  fallback: T | null = null,
): [T | null, (value: T | null) => void] {
  const [params, write] = useListSearch();
  const raw = params.get(key);
  const value =
    raw !== null && (allowed === null || (allowed as readonly string[]).includes(raw))
      ? (raw as T)
      : fallback;
  // The fallback is the list as it opens: it needs no place in the address.
  const set = (next: T | null) => write({ [key]: next === fallback ? null : next });
  return [value, set];
}

/**
 * A list's search box: what is typed (`input`), and the trimmed text the list asks for (`q`),
 * kept in the address 300 ms after the last keystroke.
 */
export function useListQuery(key = 'q') {
  const [q, setQ] = useListFilter<string>(key, null);
  const [input, setInput] = useState(q ?? '');
  const [settled] = useDebouncedValue(input.trim(), 300);
  // The last search this box wrote: any other change of the address (back, forward, the menu's
  // link to the same list) is the box's to follow, never one of its own writes catching up.
  const written = useRef(q);
  // biome-ignore lint/correctness/useExhaustiveDependencies: written once the typing settles
  useEffect(() => {
    const next = settled || null;
    if (next === q) return;
    written.current = next;
    setQ(next);
  }, [settled]);
  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setInput(q ?? '');
  }, [q]);
  return { input, setInput, q: q ?? '' };
}

/**
 * 'Azzera filtri' for a list that keeps its filters in the address: the list as it opens (every
 * key of the address gone, its page too). Whether anything is filtered is the page's to say, from
 * the values its `useListFilter`s read (a value the address holds may read as none).
 */
export function useListReset() {
  const [params, write] = useListSearch();
  return () => write(Object.fromEntries([...new Set(params.keys())].map((key) => [key, null])));
}
