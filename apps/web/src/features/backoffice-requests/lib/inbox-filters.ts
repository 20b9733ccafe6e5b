import {
  type BackofficeRequestListQuery,
  type BackofficeRequestSort,
  backofficeRequestSorts,
} from '@equilibrio/contract/backoffice';
import {
  type BusinessLine,
  businessLines,
  type RequestStatus,
  requestStatuses,
} from '@equilibrio/contract/enums';
import { paths } from '@/config/paths';
import { pageFromAddress, pageToAddress } from '@/lib/use-pages';

export const INBOX_PAGE_SIZE = 20;

export type InboxFilters = {
  status?: RequestStatus;
  businessLine?: BusinessLine;
  province?: string;
  companyId?: string;
  /** 'me', 'none' or a tutor uid. */
  assignedTo?: string;
  q?: string;
  /**
   * Absent: the longest wait first (the API's default); 'newest': the newest request first;
   * 'planned': by what is planned, the earliest first (`BackofficeRequestSort`).
   */
  sort?: Exclude<BackofficeRequestSort, 'waiting'>;
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const text = (value: string | null) => (value?.trim() ? value.trim() : undefined);

/** An order other than the default (the waiting order: absent, as the API's default). */
export const sortOf = (value: string | null) =>
  oneOf(
    backofficeRequestSorts.filter((sort) => sort !== 'waiting'),
    value,
  );

/**
 * The inbox's filters live in the address (shareable, kept on reload and back). An address naming
 * the signed-in tutor (`myUid`, a colleague's shared link) reads as 'Le mie', as she calls them.
 */
export function filtersFromSearch(params: URLSearchParams, myUid: string): InboxFilters {
  const assignedTo = text(params.get('assignedTo'));
  return {
    status: oneOf(requestStatuses, params.get('status')),
    businessLine: oneOf(businessLines, params.get('businessLine')),
    province: text(params.get('province'))?.toUpperCase(),
    companyId: text(params.get('companyId')),
    assignedTo: assignedTo === myUid ? 'me' : assignedTo,
    q: text(params.get('q')),
    sort: sortOf(params.get('sort')),
    page: pageFromAddress(params.get('page')),
  };
}

export function filtersToSearch(filters: InboxFilters): Record<string, string> {
  const entries = Object.entries({
    ...filters,
    page: pageToAddress(filters.page) ?? undefined,
  }).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** The API query of the list for these filters. */
export const listQueryOf = (filters: InboxFilters): Partial<BackofficeRequestListQuery> => ({
  ...facetsQueryOf(filters),
  status: filters.status,
  sort: filters.sort ?? 'waiting',
  page: filters.page,
  pageSize: INBOX_PAGE_SIZE,
});

/** The counts per status use every filter but the status. */
export const facetsQueryOf = (filters: InboxFilters) => ({
  businessLine: filters.businessLine,
  province: filters.province,
  companyId: filters.companyId,
  assignedTo: filters.assignedTo,
  q: filters.q,
});

/**
 * The inbox's address as the tutor last left it (its filters and page), for the request page's
 * way back: '← Richieste' went to the bare inbox, and the tutor set her filters again after
 * every request. Kept in this tab's memory only, set by the inbox once shown (never while a page
 * is drawn on the server, which serves everyone), so a request page drawn for a fresh load and
 * the app adopting it both lead to the bare inbox; and only for the tutor who left it (another
 * signing in on the same tab does not get her search, which may name a family).
 */
let lastInbox: {
  uid: string;
  search: string;
  ids: readonly number[];
  /** The address of the inbox's next page, when there is one (the round goes on there). */
  nextPageSearch: string | null;
  /** Where she had scrolled it (`useInboxScrollKept`). */
  scrollY: number;
  /** The request of its rows she opened last (`useInboxRowFocused`), the round's included. */
  opened: number | null;
} | null = null;

const isLastInbox = (uid: string, search: string) =>
  lastInbox?.uid === uid && lastInbox.search === search;

/**
 * The inbox as shown: its address, its rows' ids in order (the round 'Successiva' follows) and
 * the address of its next page, if any.
 */
export function rememberInboxSearch(
  uid: string,
  search: string,
  ids: readonly number[] = [],
  nextPageSearch: string | null = null,
) {
  const same = isLastInbox(uid, search);
  lastInbox = {
    uid,
    search,
    ids,
    nextPageSearch,
    scrollY: same ? lastInbox!.scrollY : 0,
    opened: same ? lastInbox!.opened : null,
  };
}

/** Where the tutor scrolled the inbox shown with `search`. */
export function rememberInboxScroll(uid: string, search: string, scrollY: number) {
  lastInbox = isLastInbox(uid, search)
    ? { ...lastInbox!, scrollY }
    : { uid, search, ids: [], nextPageSearch: null, scrollY, opened: null };
}

/** A request shown to this tutor: remembered when it is one of the rows of her inbox. */
export function rememberInboxOpened(uid: string, requestId: number) {
  if (lastInbox?.uid === uid && lastInbox.ids.includes(requestId)) {
    lastInbox = { ...lastInbox, opened: requestId };
  }
}

/** The request she opened last from the inbox shown with `search` (null: none, or other filters). */
export const inboxOpenedFor = (uid: string, search: string) =>
  isLastInbox(uid, search) ? lastInbox!.opened : null;

/** Where she had scrolled the inbox with these filters (0: not at all, or other filters). */
export const inboxScrollFor = (uid: string, search: string) =>
  isLastInbox(uid, search) ? lastInbox!.scrollY : 0;

export const inboxSearchToReturnTo = (uid: string) =>
  lastInbox?.uid === uid ? lastInbox.search : '';

/**
 * The request after `requestId` in the inbox as this tutor last saw it (null: she did not come
 * from it, or it is its page's last row). Kept with her address, not in the query cache: her round
 * outlives the cache's five minutes, and handling a request does not reorder it.
 */
export function nextInInbox(uid: string, requestId: number) {
  if (lastInbox?.uid !== uid) return null;
  const at = lastInbox.ids.indexOf(requestId);
  return at >= 0 ? (lastInbox.ids[at + 1] ?? null) : null;
}

/**
 * The inbox's next page when `requestId` is its page's last row (null otherwise): the round goes
 * on there instead of ending every 20 requests.
 */
export function nextInboxPageHref(uid: string, requestId: number) {
  if (lastInbox?.uid !== uid || lastInbox.nextPageSearch === null) return null;
  if (lastInbox.ids.at(-1) !== requestId) return null;
  return `${paths.backoffice.requests.href()}?${lastInbox.nextPageSearch}`;
}

/** The inbox's address for this tutor's way back: with her last filters, if any. */
export function inboxHrefFor(uid: string) {
  const search = inboxSearchToReturnTo(uid);
  return `${paths.backoffice.requests.href()}${search ? `?${search}` : ''}`;
}
