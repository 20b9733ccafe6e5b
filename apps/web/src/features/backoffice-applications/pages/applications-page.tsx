import {
  type ApplicationStatus,
  type ApplicationSummary,
  applicationStatuses,
  applicationStatusLabels,
} from '@equilibrio/contract/caregiver-applications';
import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import { type CaregiverType, caregiverTypes } from '@equilibrio/contract/enums';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { Anchor, Card, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LinkTable } from '@/components/link-row';
import { FilterSelect, FiltersGrid } from '@/components/lists';
import { PageHeader } from '@/components/page-header';
import { PlainList } from '@/components/plain-list';
import { DirectoryResults, resultsCount } from '@/components/results-frame';
import { SearchInput } from '@/components/search-input';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-datetime';
import { optionsOf } from '@/lib/options';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListFilter, useListQuery, useListReset, usePages } from '@/lib/use-pages';
import { useApplications } from '../api/get-applications';
import { ApplicationStatusBadge } from '../components/application-status-badge';

const PAGE_SIZE = 20;

const typesOf = (row: ApplicationSummary) =>
  row.types.map((type) => caregiverTypeLabels[type]).join(', ');
const checksOf = (row: ApplicationSummary) =>
  row.checkKinds.length === 0 ? 'Nessuna' : `${row.checkKinds.length} su 5`;

/** The applications inbox ('Lavora con noi'): newest first, filtered by status and service. */
export function ApplicationsPage() {
  useDocumentTitle('Candidature | Back office Equilibrio');
  // In the address: back from an application, the list is as the tutor left it.
  const [status, setStatus] = useListFilter<ApplicationStatus>('status', applicationStatuses);
  const [type, setType] = useListFilter<CaregiverType>('type', caregiverTypes);
  const search = useListQuery();
  const { q } = search;
  const { page, pagination } = usePages();
  const reset = useListReset();
  const filtered = Boolean(status || type || q);
  const query = useApplications({
    status: status ?? undefined,
    type: type ?? undefined,
    q: q || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const counts = query.data?.counts;
  const statusOptions = applicationStatuses.map((value) => ({
    value,
    label: counts
      ? `${applicationStatusLabels[value]} (${counts[value]})`
      : applicationStatusLabels[value],
  }));

  return (
    <>
      <PageHeader
        title="Candidature"
        description="Le candidature arrivate da «Lavora con noi»: verifica, accogli o rispondi con gentilezza."
      />
      <FiltersGrid cols={{ base: 1, xs: 2, md: 4 }} filtered={filtered} onReset={reset}>
        <SearchInput
          placeholder="Nome, cognome o email"
          value={search.input}
          onChange={(event) => search.setInput(event.currentTarget.value)}
        />
        <FilterSelect
          label="Stato"
          data={statusOptions}
          value={status}
          onChange={(value) => setStatus(value as ApplicationStatus | null)}
        />
        <FilterSelect
          label="Servizio"
          data={optionsOf(caregiverTypes, caregiverTypeLabels)}
          value={type}
          onChange={(value) => setType(value as CaregiverType | null)}
        />
      </FiltersGrid>
      <DirectoryResults
        query={query}
        loading="Caricamento delle candidature"
        empty="Nessuna candidatura con questi filtri."
        count={(total) => resultsCount(total, ['candidatura', 'candidature'], filtered)}
        table={(rows) => <ApplicationTable rows={rows} />}
        cards={(rows) => <ApplicationCards rows={rows} />}
        pagination={pagination}
      />
    </>
  );
}

function NameLink({ row }: { row: ApplicationSummary }) {
  return (
    <Anchor component={Link} to={paths.backoffice.application.href(row.id)} fw={600} size="sm">
      {row.name} {row.surname}
    </Anchor>
  );
}

function ApplicationTable({ rows }: { rows: ApplicationSummary[] }) {
  return (
    <LinkTable
      label="Candidature"
      columns={['Candidato', 'Servizi', 'Comune', 'Verifiche', 'Ricevuta il', 'Stato']}
      rows={rows}
      to={(row) => paths.backoffice.application.href(row.id)}
      cells={(row) => (
        <>
          <Table.Td>
            <Stack gap={0}>
              <NameLink row={row} />
              <Text size="xs" c="dimmed">
                {row.email}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>{typesOf(row)}</Table.Td>
          <Table.Td>{row.comuneLabel ?? '—'}</Table.Td>
          <Table.Td>{checksOf(row)}</Table.Td>
          <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
          <Table.Td>
            <ApplicationStatusBadge status={row.status} />
          </Table.Td>
        </>
      )}
    />
  );
}

function ApplicationCards({ rows }: { rows: ApplicationSummary[] }) {
  return (
    <PlainList gap="sm" aria-label="Candidature">
      {rows.map((row) => (
        <Card component="li" key={row.id} withBorder radius="md" padding="sm">
          <Stack gap={4}>
            <NameLink row={row} />
            <Text size="sm" c="ink.5">
              {typesOf(row)} · {row.comuneLabel ?? 'comune non indicato'}
            </Text>
            <Text size="xs" c="dimmed">
              Ricevuta {withDayArticle('il', formatDateTime(row.createdAt))} · verifiche:{' '}
              {checksOf(row)}
            </Text>
            <ApplicationStatusBadge status={row.status} />
          </Stack>
        </Card>
      ))}
    </PlainList>
  );
}
