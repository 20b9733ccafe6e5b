import { statusFilterOptions, toRequestStatus } from '@equilibrio/contract/status-display';
import { Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCopy, IconEye } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AddLink } from '@/components/add-link';
import { AppButton } from '@/components/app-button';
import { Select } from '@/components/lists';
import { PlainList } from '@/components/plain-list';
import { emptyPage, PagePagination } from '@/components/query-view';
import { RequestStatusTag, StatusBoundary } from '@/components/request-status';
import { UpdatedAt } from '@/components/updated-at';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { formatLongDate, formatShortDate } from '@/lib/format-date';
import { useMedia } from '@/lib/media-query';
import { useAddressSearch } from '@/lib/use-address-search';
import { pageFromAddress, pageToAddress } from '@/lib/use-pages';
import { getRequestsQueryOptions } from '../api/get-requests';
import type { ClientRequest } from '../api/request-schemas';
import { RequestForWhom } from '../components/request-people';
import { RequestTracker } from '../components/request-tracker';
import { UnreadRepliesLink } from '../components/unread-replies-link';
import { requestJourney } from '../lib/request-journey';
import { requestMessages } from '../messages';

export const REQUEST_PAGE_SIZE = 10;
const ALL = 'Tutte';

/**
 * 'Elenco richieste' (spec §2): status filter (filtered by the server), 'Nuova richiesta', a
 * table — cards on small screens — 10 per page from page 0. Filter and page live in the
 * address (`?stato=…&pagina=…`, pages counted from 1 there) so back and reload keep them.
 */
export function RequestListPage() {
  const { uid } = useCurrentUser();
  const [params, writeSearch] = useAddressSearch();
  const filter = statusFilterOptions.find((option) => option.label === params.get('stato'));
  const page = pageFromAddress(params.get('pagina'));
  const wide = useMedia('(min-width: 48em)');

  const list = useQuery({
    ...getRequestsQueryOptions(uid, {
      page,
      pageSize: REQUEST_PAGE_SIZE,
      statuses: filter?.statuses,
    }),
    placeholderData: keepPreviousData,
    meta: { errorToast: requestMessages.listLoadError },
  });
  const rows = list.isError ? [] : (list.data?.content ?? []);
  const totalPages = list.isError ? 0 : (list.data?.totalPages ?? 0);

  const update = (next: { stato?: string | null; pagina?: number }) =>
    writeSearch((search) => {
      if (next.stato !== undefined) {
        if (next.stato && next.stato !== ALL) search.set('stato', next.stato);
        else search.delete('stato');
        search.delete('pagina');
      }
      if (next.pagina !== undefined) {
        const shown = pageToAddress(next.pagina - 1);
        if (shown) search.set('pagina', shown);
        else search.delete('pagina');
      }
      return search;
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Select
          label="Stato"
          placeholder={ALL}
          data={[ALL, ...statusFilterOptions.map((option) => option.label)]}
          value={filter?.label ?? ALL}
          onChange={(value) => update({ stato: value })}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
          comboboxProps={{ withinPortal: true }}
        />
        <AddLink to={paths.dashboard.requestCreation.href()}>Nuova richiesta</AddLink>
      </Group>
      {list.isSuccess ? <UpdatedAt dataUpdatedAt={list.dataUpdatedAt} /> : null}

      {/* What a screen reader hears as the list loads, or a filter or a page changes it: how
          many requests are shown, in a line. The whole table was a live region, read out entire
          at every change. Nothing on a failure: its toast says it. */}
      <VisuallyHidden role="status">
        {list.isSuccess && !list.isPlaceholderData
          ? shownCount(
              rows.length,
              { total: list.data.totalElements, page: page + 1, pages: totalPages },
              filter?.label,
            )
          : null}
      </VisuallyHidden>
      <div>
        {list.isSuccess || list.isError ? (
          rows.length === 0 ? (
            <Card withBorder padding="xl" radius="md">
              <Text ta="center" c="dimmed">
                {list.isError
                  ? 'Non è stato possibile caricare le richieste.'
                  : // A page past the list's end is no list without requests.
                    emptyPage(
                      { page: page + 1, onPage: (value) => update({ pagina: value }) },
                      totalPages,
                      filter
                        ? `Nessuna richiesta nello stato «${filter.label}».`
                        : 'Non hai ancora nessuna richiesta.',
                    )}
              </Text>
            </Card>
          ) : wide ? (
            <RequestTable rows={rows} />
          ) : (
            <RequestCards rows={rows} />
          )
        ) : null}
      </div>

      <PagePagination
        total={totalPages}
        page={page + 1}
        onPage={(value) => update({ pagina: value })}
        mt={0}
      />
    </Stack>
  );
}

/**
 * How many requests the page shows: '5 richieste', '1 richiesta nello stato «Nuova»', and on a
 * list of several pages which one, of how many in all ('10 di 23 richieste, pagina 1 di 3': a
 * page after page of ten said the same '10 richieste', and nothing was heard).
 */
function shownCount(
  count: number,
  list: { total: number; page: number; pages: number },
  status: string | undefined,
) {
  const inStatus = status ? ` nello stato «${status}»` : '';
  const requests = (n: number) => (n === 1 ? '1 richiesta' : `${n} richieste`);
  if (list.pages > 1 && count > 0) {
    return `${count} di ${requests(list.total)}${inStatus}, pagina ${list.page} di ${list.pages}`;
  }
  return `${count === 0 ? 'Nessuna richiesta' : requests(count)}${inStatus}`;
}

function RowActions({ request }: { request: ClientRequest }) {
  const actions = [
    { label: 'Apri', Icon: IconEye, to: paths.dashboard.requestDetail.href(request.id) },
    {
      label: 'Duplica',
      Icon: IconCopy,
      to: paths.dashboard.requestCreation.href({ id: request.id, duplicate: true }),
    },
  ];
  return (
    <Group gap="xs" wrap="nowrap">
      {actions.map(({ label, Icon, to }) => (
        <AppButton
          key={label}
          component={Link}
          to={to}
          size="xs"
          look="dark-outline"
          leftSection={<Icon size={16} aria-hidden />}
          aria-label={`${label} la richiesta #${request.id}`}
        >
          {label}
        </AppButton>
      ))}
    </Group>
  );
}

function ContactDate({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatLongDate(value)}>
      {formatShortDate(value)}
    </time>
  );
}

function RequestTable({ rows }: { rows: ClientRequest[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" bg="white" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Numero richiesta</Table.Th>
            <Table.Th scope="col">Richiesta</Table.Th>
            <Table.Th scope="col">Stato</Table.Th>
            <Table.Th scope="col">Data</Table.Th>
            <Table.Th scope="col">Azioni</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td>#{request.id}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text inherit>{request.type}</Text>
                  <RequestForWhom request={request} />
                  <UnreadRepliesLink requestId={request.id} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <StatusBoundary key={request.status} status={request.status}>
                  <Stack gap={6} maw={220}>
                    <RequestStatusTag status={request.status} />
                    <TrackerOf request={request} />
                  </Stack>
                </StatusBoundary>
              </Table.Td>
              <Table.Td>
                <ContactDate value={request.contactDate} />
              </Table.Td>
              <Table.Td>
                <RowActions request={request} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RequestCards({ rows }: { rows: ClientRequest[] }) {
  return (
    <PlainList gap="sm">
      {rows.map((request) => (
        <Card key={request.id} component="li" withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" align="flex-start">
              <div>
                <Title order={2} size="h5">
                  Richiesta #{request.id}
                </Title>
                <Text size="sm">{request.type}</Text>
                <RequestForWhom request={request} />
              </div>
              <StatusBoundary key={request.status} status={request.status}>
                <RequestStatusTag status={request.status} />
              </StatusBoundary>
            </Group>
            <Text size="sm" c="dimmed">
              Data: <ContactDate value={request.contactDate} />
            </Text>
            <UnreadRepliesLink requestId={request.id} />
            <CardJourney request={request} />
            <RowActions request={request} />
          </Stack>
        </Card>
      ))}
    </PlainList>
  );
}

/** The compact tracker of a request (inside its row's status boundary: the status may be unknown). */
function TrackerOf({ request }: { request: ClientRequest }) {
  return <RequestTracker journey={requestJourney(request)} variant="compact" />;
}

/** Where a request stands, on the list's phone cards: the compact tracker and the next step. */
function CardJourney({ request }: { request: ClientRequest }) {
  // An unknown status is already reported by the tag's boundary.
  if (!toRequestStatus(request.status)) return null;
  const journey = requestJourney(request);
  return (
    <>
      <RequestTracker journey={journey} variant="compact" />
      <Text size="sm" data-testid="next-step">
        {journey.nextStep}
      </Text>
    </>
  );
}
