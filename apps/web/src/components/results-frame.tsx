import { Paper, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMedia } from '@/lib/media-query';
import { emptyPage, PagePagination, type QueryLike, QueryView } from './query-view';

/**
 * Whether a directory shows its results as a table (from 70em, 1 120 px) rather than as cards:
 * beside the back office's menu (232 px) the caregivers' table needs about 800 px; from 62em a
 * tablet held sideways (1 024 px) cut its last column («Stato») and moved the whole page sideways.
 */
export const useWideScreen = () => useMedia('(min-width: 70em)');

/** A directory's results: the table in a bordered frame on a wide screen, the cards bare. */
export function ResultsFrame({ wide, children }: { wide: boolean; children: ReactNode }) {
  return (
    <Paper withBorder={wide} radius="md" p={wide ? 'xs' : 0} bg={wide ? undefined : 'transparent'}>
      {children}
    </Paper>
  );
}

type Page<T> = { content: T[]; totalPages: number; totalElements: number };

/**
 * How many a list holds: '12 richieste con questi filtri', '1 caregiver in tutto'. `noun` is its
 * singular and plural.
 */
export const resultsCount = (
  total: number,
  noun: readonly [one: string, many: string],
  filtered: boolean,
) => `${total} ${total === 1 ? noun[0] : noun[1]}${filtered ? ' con questi filtri' : ' in tutto'}`;

/**
 * A back-office directory's page of results (`query`): how many match (`count`, said again to a
 * screen reader as filters change it), a `table` of them on a wide screen, `cards` on a narrow
 * one, `empty` when none match (`emptyPage` past the list's end); then its pages.
 */
export function DirectoryResults<T>({
  query,
  loading,
  empty,
  table,
  cards,
  pagination,
  count,
}: {
  query: QueryLike<Page<T>>;
  loading: string;
  empty: string;
  /** The line that says how many match (`resultsCount`); none while none do (`empty` shows it). */
  count: (total: number) => string;
  table: (rows: T[]) => ReactNode;
  cards: (rows: T[]) => ReactNode;
  pagination: { page: number; onPage: (page: number) => void };
}) {
  const wide = useWideScreen();
  const total = query.data?.totalElements ?? 0;
  return (
    <>
      {/* Always there, so that a screen reader hears the new count as a filter changes it. */}
      <Text size="sm" c="ink.5" mb={total > 0 ? 'xs' : 0} role="status">
        {total > 0 ? (
          count(total)
        ) : query.data ? (
          // Heard as a filter empties the list; the list's frame shows why.
          <VisuallyHidden>Nessun risultato.</VisuallyHidden>
        ) : null}
      </Text>
      <ResultsFrame wide={wide}>
        <QueryView
          query={query}
          loading={loading}
          alertMargin="sm"
          isEmpty={(data) => data.content.length === 0}
          empty={emptyPage(pagination, query.data?.totalPages, empty)}
        >
          {(data) => (wide ? table(data.content) : cards(data.content))}
        </QueryView>
      </ResultsFrame>
      <PagePagination total={query.data?.totalPages} {...pagination} />
    </>
  );
}
