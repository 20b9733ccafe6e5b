import type { BackofficeRequestSort } from '@equilibrio/contract/backoffice';
import { Paper } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Select } from '@/components/lists';
import { PageHeader } from '@/components/page-header';
import { emptyPage, PagePagination, QueryView } from '@/components/query-view';
import { resultsCount } from '@/components/results-frame';
import { UpdatedAt } from '@/components/updated-at';
import { paths } from '@/config/paths';
import { answeredAt } from '@/lib/format-datetime';
import { useMedia } from '@/lib/media-query';
import { useAddressSearch } from '@/lib/use-address-search';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequestFacets } from '../api/get-request-facets';
import { useRequests } from '../api/get-requests';
import { InboxFiltersBar, type Option } from '../components/inbox-filters-bar';
import { dayGroups, RequestCards, RequestTable, turnGroups } from '../components/request-rows';
import { StatusCounters, StatusSelect } from '../components/status-counters';
import {
  facetsQueryOf,
  filtersFromSearch,
  filtersToSearch,
  type InboxFilters,
  listQueryOf,
  rememberInboxSearch,
  sortOf,
} from '../lib/inbox-filters';
import { useInboxRowFocused } from '../lib/inbox-focus';
import { useInboxScrollKept } from '../lib/inbox-scroll';

/** The inbox's orders as the tutor picks them ('Ordina per'). */
const sortLabels: Record<BackofficeRequestSort, string> = {
  waiting: 'Attesa più lunga',
  planned: 'Appuntamenti e scadenze',
  newest: 'Più recenti',
};

/**
 * The tutors' inbox: every request, the longest wait in its status first (or the tutor's agenda,
 * or the newest first), with what each waits for and for how long. Filters live in the
 * address. `companies` (partner companies for the filter) comes from the catalogue.
 */
export function InboxPage({ companies, myUid }: { companies: Option[]; myUid: string }) {
  useDocumentTitle('Richieste | Back office Equilibrio');
  const [params, writeSearch] = useAddressSearch();
  const filters = filtersFromSearch(params, myUid);
  const search = params.toString();
  const list = useRequests(listQueryOf(filters));
  // The rows as shown (not a previous filter's, kept on screen while the new one loads).
  const shown = list.isPlaceholderData ? undefined : list.data?.content;
  const shownIds = useMemo(() => shown?.map((row) => row.id), [shown]);
  const hasNextPage = (list.data?.totalPages ?? 0) > filters.page + 1;
  const nextPageSearch = hasNextPage
    ? new URLSearchParams(filtersToSearch({ ...filters, page: filters.page + 1 })).toString()
    : null;
  useEffect(
    () => rememberInboxSearch(myUid, search, shownIds, nextPageSearch),
    [myUid, search, shownIds, nextPageSearch],
  );
  useInboxScrollKept(myUid, search, shown !== undefined);
  useInboxRowFocused(myUid, search, shownIds);
  // Enter in 'Cerca' with one request found opens it (a tutor looking up one family): once the
  // list of that search is read.
  const navigate = useNavigate();
  const [openIfOne, setOpenIfOne] = useState<string | null>(null);
  useEffect(() => {
    if (openIfOne === null || openIfOne !== (filters.q ?? '')) return;
    // Not read (a failure): nothing to open, now or when that search comes back later.
    if (list.isError) return setOpenIfOne(null);
    if (!shown || list.isFetching) return;
    setOpenIfOne(null);
    if (openIfOne && list.data?.totalElements === 1 && shown[0])
      navigate(paths.backoffice.request.href(shown[0].id));
  }, [openIfOne, filters.q, shown, list.isFetching, list.isError, list.data, navigate]);
  const facets = useRequestFacets(facetsQueryOf(filters));
  const wide = useMedia('(min-width: 62em)');
  // Folded (a search, «Filtri» and the status as a list) wherever the menu is folded too: a phone,
  // a tablet, a desktop zoomed to 200 % (720 px), where the 17 status chips and the filters in
  // rows pushed the first request a screen and a half down.
  const phone = !useMedia('(min-width: 48em)');
  // One "now" per answer, so every row of a page counts from the same instant — the same one in
  // the page drawn by the server and in the app that adopts it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the data changes
  const now = useMemo(() => answeredAt(list), [list.dataUpdatedAt]);

  const update = (next: Partial<InboxFilters>) => {
    // Any filter change goes back to the first page.
    writeSearch(
      (current) => filtersToSearch({ ...filtersFromSearch(current, myUid), page: 0, ...next }),
      { replace: true },
    );
  };

  const rows = list.data?.content ?? [];
  // Any filter or search chosen (the order and the page are not filters).
  const filtered =
    Object.keys(filtersToSearch({ ...filters, sort: undefined, page: 0 })).length > 0;
  return (
    <>
      <PageHeader
        title="Richieste"
        description={
          // The list's own total: the facets count every status (for the status counters), so
          // with a status chosen they said '13 richieste' above one row.
          list.data
            ? resultsCount(list.data.totalElements, ['richiesta', 'richieste'], filtered)
            : 'Tutte le richieste delle famiglie, da quella che aspetta da più tempo.'
        }
        actions={
          // The order beside the time of the list it orders: not a filter, and no row of its own
          // between the filters and the requests (at 1024 px the first request was below the fold).
          <>
            {list.isSuccess ? <UpdatedAt dataUpdatedAt={list.dataUpdatedAt} /> : null}
            <Select
              aria-label="Ordina per"
              // Wide enough for its longest order, «Appuntamenti e scadenze» (220 cut its last letter).
              w={250}
              allowDeselect={false}
              data={Object.entries(sortLabels).map(([value, label]) => ({ value, label }))}
              value={filters.sort ?? 'waiting'}
              onChange={(value) => update({ sort: sortOf(value) })}
            />
          </>
        }
      />
      {/* Past the status chips and the filters (some 30 stops of the Tab key) to the requests. */}
      <a href="#elenco" className="skip-link">
        Vai all’elenco
      </a>
      {phone ? null : (
        <StatusCounters
          facets={facets.data}
          selected={filters.status}
          onSelect={(status) => update({ status })}
        />
      )}
      <InboxFiltersBar
        myUid={myUid}
        filters={filters}
        provinces={facets.data?.provinces ?? []}
        companies={companies}
        onChange={update}
        onOpenIfOne={setOpenIfOne}
        compact={phone}
        extra={
          <StatusSelect
            facets={facets.data}
            selected={filters.status}
            onSelect={(status) => update({ status })}
          />
        }
      />
      <Paper
        id="elenco"
        tabIndex={-1}
        withBorder
        radius="md"
        p={{ base: 0, md: 'xs' }}
        bg={wide ? undefined : 'transparent'}
        bd={wide ? undefined : 'none'}
      >
        <QueryView
          query={list}
          loading="Caricamento delle richieste"
          failure="Errore durante il caricamento delle richieste. Riprova più tardi."
          alertMargin="sm"
          isEmpty={() => rows.length === 0}
          // A page past the list's end says so, rather than blame filters nobody chose.
          empty={emptyPage(
            { page: filters.page + 1, onPage: (shown) => update({ page: shown - 1 }) },
            list.data?.totalPages,
            filtered ? 'Nessuna richiesta con questi filtri.' : 'Nessuna richiesta, per ora.',
          )}
        >
          {() => {
            // The waiting order runs by whose turn it is, the planned one by day: a heading a run.
            const partOfMore = (list.data?.totalPages ?? 0) > 1;
            // The previous order's rows, kept on screen while this one loads: no headings over them.
            const groups = list.isPlaceholderData
              ? undefined
              : filters.sort === 'planned'
                ? dayGroups(rows, now, partOfMore)
                : filters.sort === 'newest'
                  ? undefined
                  : turnGroups(rows, now, partOfMore);
            return wide ? (
              <RequestTable rows={rows} groups={groups} now={now} />
            ) : (
              <RequestCards rows={rows} groups={groups} now={now} />
            );
          }}
        </QueryView>
      </Paper>
      <PagePagination
        total={list.data?.totalPages}
        page={filters.page + 1}
        onPage={(page) =>
          writeSearch(
            (current) => filtersToSearch({ ...filtersFromSearch(current, myUid), page: page - 1 }),
            { replace: false },
          )
        }
      />
    </>
  );
}
