import { useState } from 'react';

/**
 * A list shown a page at a time (0-based `page` for the API): `filtered` wraps a filter's
 * setter so that changing the filter goes back to the first page, and `pagination` is what
 * `PagePagination` takes (1-based).
 */
export function usePages() {
  const [page, setPage] = useState(0);
  const filtered =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const pagination = { page: page + 1, onPage: (shown: number) => setPage(shown - 1) };
  return { page, filtered, pagination };
}
