import type { CaregiverSuggestion } from '@equilibrio/contract/backoffice';
import { criminalRecordProblem } from '@equilibrio/contract/criminal-record';
import { fullName } from '@equilibrio/contract/people';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import { AvailabilityGapWarning } from '@/components/availability-gap-warning';
import { BusyBadge } from '@/components/busy-badge';
import { CaregiverRow } from '@/components/caregiver-row';
import { PlainList } from '@/components/plain-list';
import { QueryView } from '@/components/query-view';
import { useSuggestions } from '../api/get-suggestions';
import { vettingDay } from '../lib/candidates-to-send';
import { CriminalRecordWarning } from './criminal-record-warning';
import { LanguageGapWarning } from './language-gap-warning';
import { ReferencesWarning } from './references-warning';

/**
 * 'Suggeriti per questa richiesta': caregivers ranked for the request (same comune first, then the
 * province; sub-skills, languages, availability, experience), each with why, one click to propose.
 * A babysitter or badante whose criminal record is missing or expired says so up front; one who
 * does not speak a language the request asks, or is not free when it asks (or already committed
 * then on another open request: 'Orari richiesti già occupati su #6: …'), too; so do references
 * not verified yet, with the way to the caregiver's 'Verifiche' (`checksHrefOf`).
 */
export function SuggestionsPanel({
  requestId,
  askedLanguages,
  wantedCells,
  proposed = false,
  checksHrefOf,
  onPropose,
  onSearchAll,
}: {
  requestId: number;
  /** Caregivers are on the request already (they are no suggestion): the empty list says so. */
  proposed?: boolean;
  /** The request's languages (`requestedLanguages`): a caregiver lacking one is told. */
  askedLanguages: readonly string[];
  /** The request's days and time slots (`requestedCells`): a caregiver not free then is told. */
  wantedCells: readonly string[];
  /** A caregiver's 'Verifiche', opened from this request (the way back leads here). */
  checksHrefOf: (docRef: string) => string;
  onPropose: (suggestion: CaregiverSuggestion) => Promise<void>;
  /** Opens the caregivers' directory ('Aggiungi candidati'): where an empty list sends the tutor. */
  onSearchAll: () => void;
}) {
  const query = useSuggestions(requestId, true);
  const [adding, setAdding] = useState<string | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="suggestions-title">
      <Text fw={700} size="sm" id="suggestions-title">
        Suggeriti per questa richiesta
      </Text>
      <QueryView
        query={query}
        loading="Caricamento dei suggerimenti"
        compact
        isEmpty={(data) => data.length === 0}
        empty={
          <>
            {proposed
              ? 'Nessun altro caregiver della zona corrisponde oltre a quelli già proposti: '
              : 'Nessun caregiver della zona corrisponde: '}
            <Anchor component="button" type="button" size="sm" onClick={onSearchAll}>
              cerca nella rubrica
            </Anchor>
            .
          </>
        }
      >
        {(data) => (
          <PlainList gap="sm" aria-label="Caregiver suggeriti">
            {data.slice(0, 6).map((suggestion) => {
              const { caregiver } = suggestion;
              const name = fullName(caregiver.name, caregiver.surname);
              return (
                <CaregiverRow
                  key={caregiver.docRef}
                  caregiver={caregiver}
                  avatarSize={40}
                  gap={4}
                  align="flex-start"
                  actions={
                    <AppButton
                      size="xs"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      loading={adding === caregiver.docRef}
                      aria-label={`Proponi ${name}`}
                      style={{ flexShrink: 0 }}
                      onClick={async () => {
                        setAdding(caregiver.docRef);
                        try {
                          await onPropose(suggestion);
                        } finally {
                          setAdding(null);
                        }
                      }}
                    >
                      Proponi
                    </AppButton>
                  }
                >
                  <Text size="sm" fw={600}>
                    {name}
                    {caregiver.comuneName ? (
                      <Text span size="xs" c="ink.5" fw={400}>
                        {' '}
                        · {caregiver.comuneName}
                      </Text>
                    ) : null}
                  </Text>
                  <Group gap={4}>
                    {suggestion.reasons.map((reason) => (
                      <Badge key={reason} size="sm" variant="light" color="primary" tt="none">
                        {reason}
                      </Badge>
                    ))}
                    <BusyBadge requestIds={caregiver.busyOn} />
                  </Group>
                  <LanguageGapWarning asked={askedLanguages} spoken={caregiver.languages} />
                  <AvailabilityGapWarning
                    wanted={wantedCells}
                    availability={caregiver.availability}
                    commitments={caregiver.commitments}
                  />
                  {/* A babysitter or badante who may not be sent yet: said before 'Proponi'. */}
                  {criminalRecordProblem(caregiver, vettingDay()) ? (
                    <CriminalRecordWarning
                      caregiver={caregiver}
                      then="Puoi proporlo, ma per inviare il profilo alla famiglia va registrato nella sua scheda."
                    />
                  ) : (
                    <ReferencesWarning
                      caregiver={caregiver}
                      checkKinds={caregiver.checkKinds}
                      checksHref={checksHrefOf(caregiver.docRef)}
                    />
                  )}
                </CaregiverRow>
              );
            })}
          </PlainList>
        )}
      </QueryView>
    </Stack>
  );
}
