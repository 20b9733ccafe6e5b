import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import { type Language, languageLabels, languages } from '@equilibrio/contract/enums';
import {
  Alert,
  Avatar,
  Badge,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import type { CaregiverPickerProps } from '@/components/pickers';
import { errorMessage } from '@/lib/form-errors';
import { provinceOptions } from '@/lib/provinces';
import { useCaregivers } from '../api/get-caregivers';

/** Search the active caregivers of the needed type and add them one by one. */
export function CaregiverPickerPanel({
  caregiverType,
  province,
  excluded,
  onPick,
}: CaregiverPickerProps) {
  const [language, setLanguage] = useState<Language | null>(null);
  const [area, setArea] = useState<string | null>(province);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [pageSize, setPageSize] = useState(20);
  const [adding, setAdding] = useState<string | null>(null);
  const query = useCaregivers({
    type: caregiverType,
    active: 'true',
    language: language ?? undefined,
    province: area ?? undefined,
    q: q || undefined,
    pageSize,
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="ink.5">
        Caregiver attivi di tipo <strong>{caregiverTypeLabels[caregiverType]}</strong>. I candidati
        aggiunti restano nascosti al cliente finché non invii i profili.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label="Cerca"
          placeholder="Nome o cognome"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          label="Lingua"
          placeholder="Tutte"
          clearable
          data={languages.map((l) => ({ value: l, label: languageLabels[l] }))}
          value={language}
          onChange={(value) => setLanguage(value as Language | null)}
        />
        <Select
          label="Provincia"
          placeholder="Tutte"
          clearable
          searchable
          data={provinceOptions}
          value={area}
          onChange={setArea}
        />
      </SimpleGrid>
      {query.isPending ? (
        <Center p="lg">
          <Loader aria-label="Caricamento dei caregiver" />
        </Center>
      ) : query.isError ? (
        <Alert color="danger" variant="light" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : query.data.content.length === 0 ? (
        <Text size="sm" c="ink.5" ta="center" p="md">
          Nessun caregiver con questi filtri{area ? `: prova senza la provincia ${area}` : ''}.
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Caregiver trovati"
        >
          {query.data.content.map((caregiver) => {
            const already = excluded.includes(caregiver.docRef);
            const name = `${caregiver.name} ${caregiver.surname}`;
            return (
              <Group
                component="li"
                key={caregiver.docRef}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
              >
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Avatar src={caregiver.photoUrl} alt="" radius="xl">
                    {caregiver.name[0]}
                    {caregiver.surname[0]}
                  </Avatar>
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <Text size="xs" c="ink.5">
                      {caregiver.province ?? 'Provincia non indicata'}
                      {caregiver.languages.length
                        ? ` · ${caregiver.languages.map((l) => languageLabels[l]).join(', ')}`
                        : ''}
                    </Text>
                    {caregiver.hasCv ? null : (
                      <Badge size="xs" color="gray" variant="light" tt="none" w="fit-content">
                        Senza CV
                      </Badge>
                    )}
                  </Stack>
                </Group>
                <AppButton
                  size="xs"
                  look={already ? 'dark-outline' : 'primary'}
                  disabled={already}
                  loading={adding === caregiver.docRef}
                  leftSection={
                    already ? (
                      <IconCheck size={14} aria-hidden />
                    ) : (
                      <IconPlus size={14} aria-hidden />
                    )
                  }
                  aria-label={already ? `${name} già aggiunto` : `Aggiungi ${name}`}
                  onClick={async () => {
                    setAdding(caregiver.docRef);
                    try {
                      await onPick(caregiver.docRef);
                    } finally {
                      setAdding(null);
                    }
                  }}
                >
                  {already ? 'Aggiunto' : 'Aggiungi'}
                </AppButton>
              </Group>
            );
          })}
        </Stack>
      )}
      {query.data && query.data.totalElements > query.data.content.length ? (
        <AppButton
          look="dark-outline"
          onClick={() => setPageSize((size) => Math.min(100, size + 20))}
        >
          Mostra altri ({query.data.totalElements - query.data.content.length})
        </AppButton>
      ) : null}
    </Stack>
  );
}
