import { useEffect, useRef } from 'react';
import {
  createSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
  useSearchParams,
} from 'react-router';

/**
 * The address's query, and a writer of changes that builds on the last change asked, not on the
 * query of the last render: React Router's setter (even its function form) reads the latter, so
 * two changes before the page drew again — the search applied on leaving its box, then a status
 * chip pressed — kept the first one's cleared search in the address, hiding requests unseen.
 */
export function useAddressSearch() {
  const [params, setParams] = useSearchParams();
  const drawn = params.toString();
  // The queries asked and not drawn yet, oldest first.
  const asked = useRef<string[]>([]);
  useEffect(() => {
    // Drawn: that one and those before it. Another (back, forward, a link) ends them all.
    const at = asked.current.indexOf(drawn);
    asked.current = at < 0 ? [] : asked.current.slice(at + 1);
  }, [drawn]);
  const write = (
    change: (current: URLSearchParams) => URLSearchParamsInit,
    options?: NavigateOptions,
  ) => {
    const current = new URLSearchParams(asked.current.at(-1) ?? drawn);
    const next = createSearchParams(change(current)).toString();
    asked.current.push(next);
    setParams(next, options);
  };
  return [params, write] as const;
}
