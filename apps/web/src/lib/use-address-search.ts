import { useContext } from 'react';
import {
  createSearchParams,
  UNSAFE_DataRouterContext as DataRouterContext,
  type NavigateOptions,
  type URLSearchParamsInit,
  useLocation,
  useSearchParams,
} from 'react-router';

/**
 * The last change of the address's query asked and not drawn yet: where it was asked (the
 * location's key and its query) and what it asked. One for the whole page, shared by every hook
 * that writes the query (a list's search, its filters and its page are separate hooks).
 */
let asked: { key: string; drawn: string; search: string } | null = null;

/**
 * The address's query, and a writer of changes that builds on the last change asked while the
 * page has not drawn it yet, not on the query of the last render: React Router's setter (even its
 * function form) reads the latter, so two changes before the page drew again — the search applied
 * on leaving its box, then a status chip pressed — kept the first one's cleared search in the
 * address, hiding requests unseen. Once any navigation is drawn (that change, back, forward, a
 * link), the location is another and the drawn query is the base again.
 */
export function useAddressSearch() {
  const [params, setParams] = useSearchParams();
  const dataRouter = useContext(DataRouterContext);
  const { key, pathname } = useLocation();
  const drawn = params.toString();
  const write = (
    change: (current: URLSearchParams) => URLSearchParamsInit,
    options?: NavigateOptions,
  ) => {
    // Leaving the page (a row opened while the search typed was still to be applied): the list's
    // change would cancel the way out and bring the tutor back to the list. Asked of the router
    // as it is now: React draws a navigation as a transition, later, so the page drawn may not
    // know yet that it is being left.
    // (A navigation with nothing to load may be over in the router and not drawn yet.)
    const now = dataRouter?.router.state;
    const going = now?.navigation.location ?? now?.location;
    if (going && going.pathname !== pathname) return;
    const base = asked && asked.key === key && asked.drawn === drawn ? asked.search : drawn;
    const search = createSearchParams(change(new URLSearchParams(base))).toString();
    asked = { key, drawn, search };
    setParams(search, options);
  };
  return [params, write] as const;
}
