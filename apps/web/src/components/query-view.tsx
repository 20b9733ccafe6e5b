import {
  Alert,
  Anchor,
  Box,
  Center,
  Group,
  Loader,
  type MantineSpacing,
  Pagination,
  Text,
} from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { ApiError, mayRetry } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { useMedia } from '@/lib/media-query';
import { bringIntoView, scrollBehavior } from '@/lib/reveal';
import { AppButton } from './app-button';

export type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  /** Asks again ('Riprova' under a failure the network or the server may not repeat). */
  refetch?: () => unknown;
};

/**
 * 'Riprova' beside a failure that asking again may mend (the network's, the server's: not a
 * refusal of what was asked). Without it a page that failed to load stayed failed until the
 * person thought of reloading the whole page.
 */
export function RetryButton({ error, onRetry }: { error: unknown; onRetry?: () => unknown }) {
  if (!onRetry || !mayRetry(error)) return null;
  return (
    <Box mt="sm">
      <AppButton look="dark-outline" size="xs" onClick={() => void onRetry()}>
        Riprova
      </AppButton>
    </Box>
  );
}

/** The query fields a list's refusal names for the tutor ('Ricerca: massimo 100 caratteri'). */
const queryFieldNames: Record<string, string> = { q: 'Ricerca' };

/**
 * Why a list could not be read: the API's message and, when it refused the query, its reason for
 * each field — 'Alcuni dati non sono validi.' alone told nothing of what to change.
 */
function failureMessage(error: unknown, failure: string | undefined) {
  const message = errorMessage(error, failure);
  if (!(error instanceof ApiError) || !error.fields) return message;
  const reasons = Object.entries(error.fields).map(([key, reason]) => {
    const name = queryFieldNames[key.replace(/^(querystring|params|body)\./, '')];
    return name ? `${name}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}` : reason;
  });
  return reasons.length ? `${message} ${reasons.join('; ')}.` : message;
}

/**
 * What a list or report shows while its query runs: a spinner named `loading`, then the API's
 * message if it failed (or `failure`), `empty` when `isEmpty(data)`, else `children(data)`.
 * `compact` for a panel inside a page (smaller spacing).
 */
export function QueryView<T>({
  query,
  loading,
  failure,
  isEmpty,
  empty,
  compact = false,
  alertMargin,
  children,
}: {
  query: QueryLike<T>;
  loading: string;
  failure?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  compact?: boolean;
  /** Around the failure message, when the view sits in a bordered box. */
  alertMargin?: MantineSpacing;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Center p={compact ? 'lg' : 'xl'}>
        <Loader aria-label={loading} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="danger" variant="light" role="alert" m={alertMargin}>
        {failureMessage(query.error, failure)}
        <RetryButton error={query.error} onRetry={query.refetch} />
      </Alert>
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) {
    return (
      <Text c="ink.5" ta="center" p={compact ? 'md' : 'xl'} size={compact ? 'sm' : undefined}>
        {empty}
      </Text>
    );
  }
  return children(data);
}

const controlLabels = {
  first: 'Prima pagina',
  last: 'Ultima pagina',
  next: 'Pagina successiva',
  previous: 'Pagina precedente',
} as const;

/**
 * The pages of a long list (1-based `page`), each button named in Italian ('Pagina 2',
 * 'Pagina successiva'); nothing when everything fits on one page. Another page opens at the top,
 * at its first row: left where the buttons are, a phone showed the old page's last rows. A list in
 * a panel lower on its page (`listTop`) opens at the panel's top, not the page's.
 */
export function PagePagination({
  total,
  page,
  onPage,
  mt = 'md',
  listTop,
}: {
  total: number | undefined;
  page: number;
  onPage: (page: number) => void;
  mt?: MantineSpacing;
  listTop?: RefObject<HTMLElement | null>;
}) {
  const narrow = !useMedia('(min-width: 48em)');
  if (!total || total <= 1) return null;
  return (
    <Group justify="center" mt={mt}>
      <Pagination
        total={total}
        value={page}
        onChange={(shown) => {
          onPage(shown);
          if (listTop?.current) bringIntoView(listTop.current);
          else window.scrollTo({ top: 0, behavior: scrollBehavior() });
        }}
        // A phone's row holds seven 44 px controls (styles.css): one page each side of this one
        // would make nine.
        siblings={narrow ? 0 : 1}
        gap={narrow ? 4 : 8}
        getItemProps={(item) => ({ 'aria-label': `Pagina ${item}` })}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      />
    </Group>
  );
}

/** A list's page in the address (1-based) and how to go to another: `usePages`' `pagination`. */
type Paging = { page: number; onPage: (page: number) => void };

/**
 * What an empty page of a list says: past the list's end (an old link, a page typed by hand, rows
 * gone since), that the page is no longer there, with the way to the last one — not `empty`
 * ('Nessun suggerimento nel periodo.' stood under 'Suggerimenti (12)'); else `empty`.
 */
export function emptyPage(paging: Paging, totalPages: number | undefined, empty: ReactNode) {
  if (paging.page <= 1 || !totalPages) return empty;
  return (
    <>
      Questa pagina dell’elenco non c’è più.{' '}
      <Anchor component="button" type="button" inherit onClick={() => paging.onPage(totalPages)}>
        Vai all’ultima pagina
      </Anchor>
    </>
  );
}
