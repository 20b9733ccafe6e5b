import type { CaregiverRequestPlace } from '@equilibrio/contract/caregivers';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { backofficeStatusTable } from '@equilibrio/contract/status-display';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { CaregiverPlaceBadge } from '@/components/caregiver-place-badge';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format-datetime';
import { personName } from '@/lib/person';

/** Lines shown before 'Mostra tutte' (the latest first): the page stays short. */
const FIRST_LINES = 5;

/**
 * 'Richieste': every request the caregiver has been put on, the latest first — with whom, where
 * the request stands and where their place stands ('Scelto, pagamento ricevuto', 'Colloquio non riuscito'…), each
 * a link to the request. A tutor on the phone with a caregiver finds their families here.
 */
export function CaregiverRequestsSection({ places }: { places: readonly CaregiverRequestPlace[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? places : places.slice(0, FIRST_LINES);
  return (
    <SectionCard title="Richieste" id="richieste">
      {places.length === 0 ? (
        <Text size="sm" c="ink.6">
          Il profilo non è ancora stato proposto a nessuna famiglia.
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((place) => (
            <Group
              component="li"
              key={`${place.requestId}-${place.selectedAt}`}
              justify="space-between"
              gap="xs"
              py={6}
              wrap="wrap"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Stack gap={0}>
                {/* Named apart from the header's way back ('Richiesta #9'). */}
                <Anchor
                  component={Link}
                  to={paths.backoffice.request.href(place.requestId)}
                  size="sm"
                  fw={600}
                >
                  #{place.requestId} · {personName(place.family, 'Famiglia senza nome')}
                </Anchor>
                <Text size="xs" c="ink.6">
                  Stato: {backofficeStatusTable[place.requestStatus].label} · tra i candidati{' '}
                  {withDayArticle('da', formatDay(place.selectedAt))}
                  {place.endedAt ? ` ${withDayArticle('a', formatDay(place.endedAt))}` : ''}
                </Text>
              </Stack>
              <CaregiverPlaceBadge place={place.place} />
            </Group>
          ))}
        </Stack>
      )}
      {shown.length < places.length ? (
        <AppButton look="dark-outline" size="xs" w="fit-content" onClick={() => setAll(true)}>
          Mostra tutte ({places.length})
        </AppButton>
      ) : null}
    </SectionCard>
  );
}
