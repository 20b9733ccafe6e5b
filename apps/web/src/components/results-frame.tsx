import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMedia } from '@/lib/media-query';
import { emptyPage, PagePagination, type QueryLike, QueryView } from './query-view';

/** Whether a directory shows its results as a table (from 62em) rather than as cards. */
export const useWideScreen = () => useMedia('(min-width: 62em)');

/** A directory's results: the table in a bordered frame on a wide screen, the cards bare. */
export function ResultsFrame({ wide, children }: { wide: boolean; children: ReactNode }) {
  return (
    <Paper withBorder={wide} radius="md" p={wide ? 'xs' : 0} bg={wide ? undefined : 'transparent'}>
      {children}
    </Paper>
  );
}

type Page<T> = { content: T[]; totalPages: number };

/**
 * A back-office directory's page of results (`query`): a `table` of them on a wide screen,
 * `cards` on a narrow one, `empty` when none match (`emptyPage` past the list's end); then its
 * pages.
 */
export function DirectoryResults<T>({
  query,
  loading,
  empty,
  table,
  cards,
  pagination,
}: {
  query: QueryLike<Page<T>>;
  loading: string;
  empty: string;
  table: (rows: T[]) => ReactNode;
  cards: (rows: T[]) => ReactNode;
  pagination: { page: number; onPage: (page: number) => void };
}) {
  const wide = useWideScreen();
  return (
    <>
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
