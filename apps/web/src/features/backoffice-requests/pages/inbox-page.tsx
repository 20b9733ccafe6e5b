import { Alert, Center, Group, Loader, Pagination, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequestFacets } from '../api/get-request-facets';
import { useRequests } from '../api/get-requests';
import { InboxFiltersBar, type Option } from '../components/inbox-filters-bar';
import { RequestCards, RequestTable } from '../components/request-rows';
import { StatusCounters, StatusSelect } from '../components/status-counters';
import {
  facetsQueryOf,
  filtersFromSearch,
  filtersToSearch,
  type InboxFilters,
  listQueryOf,
} from '../lib/inbox-filters';

/**
 * The tutors' inbox: every request, newest first, with what each waits for. Filters live in the
 * address. `companies` (partner companies for the filter) comes from the catalogue.
 */
export function InboxPage({ companies }: { companies: Option[] }) {
  useDocumentTitle('Richieste | Back office Equilibrio');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const list = useRequests(listQueryOf(filters));
  const facets = useRequestFacets(facetsQueryOf(filters));
  const wide = useMediaQuery('(min-width: 62em)', true);
  const phone = !useMediaQuery('(min-width: 36em)', true);
  // One "now" per answer, so every row of a page counts down from the same instant.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the data changes
  const now = useMemo(() => new Date(), [list.dataUpdatedAt]);

  const update = (next: Partial<InboxFilters>) => {
    // Any filter change goes back to the first page.
    setParams(filtersToSearch({ ...filters, page: 0, ...next }), { replace: true });
  };

  const rows = list.data?.content ?? [];
  return (
    <>
      <PageHeader
        title="Richieste"
        description={
          facets.data
            ? `${facets.data.total} ${facets.data.total === 1 ? 'richiesta' : 'richieste'} con questi filtri`
            : 'Tutte le richieste dei clienti, dalla più recente.'
        }
      />
      {phone ? null : (
        <StatusCounters
          facets={facets.data}
          selected={filters.status}
          onSelect={(status) => update({ status })}
        />
      )}
      <InboxFiltersBar
        filters={filters}
        provinces={facets.data?.provinces ?? []}
        companies={companies}
        onChange={update}
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
        withBorder
        radius="md"
        p={{ base: 0, md: 'xs' }}
        bg={wide ? undefined : 'transparent'}
        bd={wide ? undefined : 'none'}
      >
        {list.isPending ? (
          <Center p="xl">
            <Loader aria-label="Caricamento delle richieste" />
          </Center>
        ) : list.isError ? (
          <Alert color="danger" variant="light" role="alert" m="sm">
            {errorMessage(
              list.error,
              'Errore durante il caricamento delle richieste. Riprova più tardi.',
            )}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="ink.5" ta="center" p="xl">
            Nessuna richiesta con questi filtri.
          </Text>
        ) : wide ? (
          <RequestTable rows={rows} now={now} />
        ) : (
          <RequestCards rows={rows} now={now} />
        )}
      </Paper>
      {list.data && list.data.totalPages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination
            total={list.data.totalPages}
            value={filters.page + 1}
            onChange={(page) =>
              setParams(filtersToSearch({ ...filters, page: page - 1 }), { replace: false })
            }
            getItemProps={(page) => ({ 'aria-label': `Pagina ${page}` })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'next'
                  ? 'Pagina successiva'
                  : control === 'previous'
                    ? 'Pagina precedente'
                    : control === 'first'
                      ? 'Prima pagina'
                      : 'Ultima pagina',
            })}
          />
        </Group>
      ) : null}
    </>
  );
}
