import { type CaregiverListItem, caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import { type Language, languageLabels } from '@equilibrio/contract/enums';
import { fullName } from '@equilibrio/contract/people';
import { Anchor, Badge, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { AppButton } from '@/components/app-button';
import { AvailabilityGapWarning } from '@/components/availability-gap-warning';
import { BusyBadge } from '@/components/busy-badge';
import { CaregiverRow } from '@/components/caregiver-row';
import { OutOfAreaBadge } from '@/components/out-of-area-badge';
import type { CaregiverPickerProps } from '@/components/pickers';
import { PlainList } from '@/components/plain-list';
import { QueryView } from '@/components/query-view';
import { useCaregivers } from '../api/get-caregivers';
import { CaregiverSearchInput, LanguageFilter, ProvinceFilter } from './caregiver-filters';
import { CriminalRecordBadge, VettingProgress } from './checks-summary';

/** Search the active caregivers of the needed type and add them one by one. */
export function CaregiverPickerPanel({
  caregiverType,
  province,
  language: asked = null,
  wantedCells = [],
  excluded,
  onPick,
}: CaregiverPickerProps) {
  const [language, setLanguage] = useState<Language | null>(asked);
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

  const searchBox = useRef<HTMLInputElement>(null);
  /** A filter taken off: its button goes with the empty list, the keyboard to the search box. */
  const widened = (take: () => void) => () => {
    take();
    searchBox.current?.focus();
  };
  // Each filter that may hide someone, taken off with one press.
  const widen = (
    <>
      {area ? (
        <WidenButton onClick={widened(() => setArea(null))}>
          Cerca senza la provincia {area}
        </WidenButton>
      ) : null}
      {language ? (
        <WidenButton onClick={widened(() => setLanguage(null))}>
          Cerca senza la lingua {languageLabels[language].toLowerCase()}
        </WidenButton>
      ) : null}
    </>
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="ink.5">
        Caregiver attivi di tipo <strong>{caregiverTypeLabels[caregiverType]}</strong>. I candidati
        aggiunti restano nascosti alla famiglia finché non invii i profili.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <CaregiverSearchInput value={search} onChange={setSearch} ref={searchBox} first />
        <LanguageFilter value={language} onChange={setLanguage} />
        <ProvinceFilter value={area} onChange={setArea} />
      </SimpleGrid>
      <QueryView
        query={query}
        loading="Caricamento dei caregiver"
        compact
        isEmpty={(data) => data.content.length === 0}
        empty={<>Nessun caregiver con questi filtri.{widen}</>}
      >
        {(data) => (
          <>
            <PlainList gap="xs" aria-label="Caregiver trovati">
              {data.content.map((caregiver) => (
                <CandidateRow
                  key={caregiver.docRef}
                  caregiver={caregiver}
                  already={excluded.includes(caregiver.docRef)}
                  requestProvince={province}
                  wantedCells={wantedCells}
                  adding={adding === caregiver.docRef}
                  onAdd={async () => {
                    setAdding(caregiver.docRef);
                    try {
                      await onPick(caregiver.docRef, caregiver.busyOn);
                    } finally {
                      setAdding(null);
                    }
                  }}
                />
              ))}
            </PlainList>
            {/* Only those already on the request (a substitution: the one leaving): nobody new. */}
            {data.totalElements === data.content.length &&
            data.content.every((caregiver) => excluded.includes(caregiver.docRef)) ? (
              <Text size="sm" c="ink.5" ta="center">
                Nessun altro caregiver con questi filtri.{widen}
              </Text>
            ) : null}
          </>
        )}
      </QueryView>
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

/** A button, in the empty search's sentence, that takes one filter off. */
function WidenButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <>
      {' '}
      <Anchor component="button" type="button" size="sm" fw={600} onClick={onClick} ml={4}>
        {children}
      </Anchor>
    </>
  );
}

/**
 * A caregiver found: photo, name, province and languages, the agency's checks recorded (the
 * criminal record's absence said out loud: families trust us with children and parents), whether
 * they are free when the request asks, and 'Aggiungi' (or 'Aggiunto').
 */
function CandidateRow({
  caregiver,
  already,
  requestProvince,
  wantedCells,
  adding,
  onAdd,
}: {
  caregiver: CaregiverListItem;
  already: boolean;
  /** The request's province: a caregiver out of its area is told ('Fuori zona · TO'). */
  requestProvince: string | null;
  /** The request's days and time slots: a caregiver not free then is told. */
  wantedCells: readonly string[];
  adding: boolean;
  onAdd: () => Promise<void>;
}) {
  const name = fullName(caregiver.name, caregiver.surname);
  return (
    <CaregiverRow
      caregiver={caregiver}
      actions={
        <AppButton
          size="xs"
          look={already ? 'dark-outline' : 'primary'}
          // Greyed but still focused once added, or while it is being added: a disabled button
          // loses the keyboard, which then starts again from the panel's top, not the next row.
          data-disabled={already || undefined}
          aria-disabled={already || adding || undefined}
          aria-busy={adding || undefined}
          leftSection={
            adding ? (
              <Loader size={14} color="currentColor" aria-hidden />
            ) : already ? (
              <IconCheck size={14} aria-hidden />
            ) : (
              <IconPlus size={14} aria-hidden />
            )
          }
          aria-label={already ? `${name} già aggiunto` : `Aggiungi ${name}`}
          onClick={() => {
            if (!already && !adding) void onAdd();
          }}
        >
          {already ? 'Aggiunto' : 'Aggiungi'}
        </AppButton>
      }
    >
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Text size="xs" c="ink.5">
        {caregiver.province ?? 'Provincia non indicata'}
        {caregiver.languages.length
          ? ` · ${caregiver.languages.map((l) => languageLabels[l]).join(', ')}`
          : ''}
      </Text>
      {already ? null : (
        <AvailabilityGapWarning
          wanted={wantedCells}
          availability={caregiver.availability}
          commitments={caregiver.commitments}
        />
      )}
      <Group gap={4}>
        {caregiver.hasCv ? null : (
          <Badge size="xs" color="gray" variant="light" tt="none" w="fit-content">
            Senza CV
          </Badge>
        )}
        {already ? null : <BusyBadge requestIds={caregiver.busyOn} size="xs" />}
        <OutOfAreaBadge caregiver={caregiver} requestProvince={requestProvince} />
        <CriminalRecordBadge caregiver={caregiver} />
      </Group>
      <VettingProgress caregiver={caregiver} />
    </CaregiverRow>
  );
}
