import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import {
  type CaregiverType,
  caregiverTypes,
  type Language,
  languageLabels,
  languages,
} from '@equilibrio/contract/enums';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppButton } from '@/components/app-button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { provinceOptions } from '@/lib/provinces';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaregivers } from '../api/get-caregivers';

const PAGE_SIZE = 20;

function CvBadge({ hasCv, hidden }: { hasCv: boolean; hidden: boolean }) {
  if (!hasCv)
    return (
      <Text size="sm" c="ink.5">
        —
      </Text>
    );
  return (
    <Badge variant="light" color={hidden ? 'gray' : 'primary'} tt="none">
      {hidden ? 'CV nascosto' : 'CV'}
    </Badge>
  );
}

/** The caregiver directory: filter, open a profile, add a new one. */
export function CaregiversPage() {
  useDocumentTitle('Caregiver | Back office Equilibrio');
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [type, setType] = useState<CaregiverType | null>(null);
  const [language, setLanguage] = useState<Language | null>(null);
  const [province, setProvince] = useState<string | null>(null);
  const [active, setActive] = useState<'true' | 'false' | 'all'>('true');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const query = useCaregivers({
    type: type ?? undefined,
    language: language ?? undefined,
    province: province ?? undefined,
    active: active === 'all' ? undefined : active,
    q: q || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  const rows = query.data?.content ?? [];
  return (
    <>
      <PageHeader
        title="Caregiver"
        description="La rubrica dei caregiver da proporre alle famiglie."
        actions={
          <AppButton
            component={Link}
            to={paths.backoffice.caregiverNew.href()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Nuovo caregiver
          </AppButton>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mb="md">
        <TextInput
          label="Cerca"
          placeholder="Nome o cognome"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
        />
        <Select
          label="Tipo"
          placeholder="Tutti"
          clearable
          data={caregiverTypes.map((t) => ({ value: t, label: caregiverTypeLabels[t] }))}
          value={type}
          onChange={filter((value) => setType(value as CaregiverType | null))}
        />
        <Select
          label="Lingua"
          placeholder="Tutte"
          clearable
          data={languages.map((l) => ({ value: l, label: languageLabels[l] }))}
          value={language}
          onChange={filter((value) => setLanguage(value as Language | null))}
        />
        <Select
          label="Provincia"
          placeholder="Tutte"
          clearable
          searchable
          data={provinceOptions}
          value={province}
          onChange={filter(setProvince)}
        />
        <Select
          label="Stato"
          allowDeselect={false}
          data={[
            { value: 'true', label: 'Attivi' },
            { value: 'false', label: 'Disattivati' },
            { value: 'all', label: 'Tutti' },
          ]}
          value={active}
          onChange={filter((value) => setActive((value as 'true' | 'false' | 'all') ?? 'true'))}
        />
      </SimpleGrid>
      <Paper
        withBorder={wide}
        radius="md"
        p={wide ? 'xs' : 0}
        bg={wide ? undefined : 'transparent'}
      >
        {query.isPending ? (
          <Center p="xl">
            <Loader aria-label="Caricamento dei caregiver" />
          </Center>
        ) : query.isError ? (
          <Alert color="danger" variant="light" role="alert" m="sm">
            {errorMessage(query.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="ink.5" ta="center" p="xl">
            Nessun caregiver con questi filtri.
          </Text>
        ) : wide ? (
          <Table highlightOnHover verticalSpacing="sm" aria-label="Caregiver">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Caregiver</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th>Provincia</Table.Th>
                <Table.Th>Lingue</Table.Th>
                <Table.Th>CV</Table.Th>
                <Table.Th>Stato</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr
                  key={c.docRef}
                  style={{ cursor: 'pointer' }}
                  onClick={(event) => {
                    if ((event.target as HTMLElement).closest('a')) return;
                    navigate(paths.backoffice.caregiver.href(c.docRef));
                  }}
                >
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={c.photoUrl} alt="" radius="xl">
                        {c.name[0]}
                        {c.surname[0]}
                      </Avatar>
                      <Anchor
                        component={Link}
                        to={paths.backoffice.caregiver.href(c.docRef)}
                        fw={600}
                        size="sm"
                      >
                        {c.name} {c.surname}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td>{caregiverTypeLabels[c.type]}</Table.Td>
                  <Table.Td>{c.province ?? '—'}</Table.Td>
                  <Table.Td>{c.languages.map((l) => languageLabels[l]).join(', ') || '—'}</Table.Td>
                  <Table.Td>
                    <CvBadge hasCv={c.hasCv} hidden={c.resumeHidden} />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={c.active ? 'primary' : 'gray'} variant="light" tt="none">
                      {c.active ? 'Attivo' : 'Disattivato'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Caregiver"
          >
            {rows.map((c) => (
              <Card component="li" key={c.docRef} withBorder radius="md" padding="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar src={c.photoUrl} alt="" radius="xl" size="lg">
                    {c.name[0]}
                    {c.surname[0]}
                  </Avatar>
                  <Stack gap={2} miw={0}>
                    <Anchor
                      component={Link}
                      to={paths.backoffice.caregiver.href(c.docRef)}
                      fw={600}
                    >
                      {c.name} {c.surname}
                    </Anchor>
                    <Text size="sm" c="ink.5">
                      {caregiverTypeLabels[c.type]} · {c.province ?? 'provincia non indicata'}
                    </Text>
                    <Group gap={6}>
                      <CvBadge hasCv={c.hasCv} hidden={c.resumeHidden} />
                      {c.active ? null : (
                        <Badge color="gray" variant="light" tt="none">
                          Disattivato
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Paper>
      {query.data && query.data.totalPages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination
            total={query.data.totalPages}
            value={page + 1}
            onChange={(p) => setPage(p - 1)}
          />
        </Group>
      ) : null}
    </>
  );
}
