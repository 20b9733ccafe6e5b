import {
  dependantAgeLabel,
  dependantKind,
  dependantKindSaid,
  dependantNeedsLabel,
  dependantSummary,
  isYoungAdult,
} from '@equilibrio/contract/dependant-labels';
import type { Dependant } from '@equilibrio/contract/people';
import { Badge, Card, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBabyCarriage,
  IconCat,
  IconDog,
  IconOld,
  IconPencil,
  IconUser,
} from '@tabler/icons-react';
import { savedItemCardStyle } from '@/components/saved-items-panel';
import { pageNow } from '@/lib/server-clock';

const icons = { CHILD: IconBabyCarriage, ELDER: IconOld, DOG: IconDog, CAT: IconCat } as const;

type DependantCardProps = { dependant: Dependant; selected: boolean; onSelect: () => void };

/** A dependant: name and age (spec §2: 'anno'/'anni'); choosing it puts the form in update mode. */
export function DependantCard({ dependant, selected, onSelect }: DependantCardProps) {
  const now = pageNow();
  const kind = dependantKind(dependant, now);
  // A grown-up under 65 is 'Adulto' on the card, without the elder's stick.
  const Icon = kind && !isYoungAdult(dependant, now) ? icons[kind] : IconUser;
  const kindLabel = dependantKindSaid(dependant, now);
  const age = dependantAgeLabel(dependant.birthDate, now);
  const said = age ? `${kindLabel} · ${age}` : kindLabel;
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      aria-label={`${dependant.name}, ${dependantSummary(dependant, now)}: modifica`}
      style={{ display: 'block', width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Card withBorder padding="sm" radius="md" style={savedItemCardStyle(selected)}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="primary" size="lg" radius="xl" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} size="sm" truncate>
              {dependant.name}
            </Text>
            <Text size="sm" c="dimmed">
              {said}
            </Text>
            {/* Under the name, not beside it: on a phone the badge beside it left the name
                one letter wide («G…») and its age a syllable a line. */}
            {dependant.handicap ? (
              <Badge
                color="secondary"
                variant="light"
                size="sm"
                mt={4}
                style={{ alignSelf: 'flex-start' }}
              >
                {dependantNeedsLabel}
              </Badge>
            ) : null}
          </Stack>
          {/* Said on the card: a tap opens its form (a card alone did not look like a button). */}
          <Group gap={4} wrap="nowrap" c={selected ? 'ink.6' : 'primary.8'} aria-hidden>
            <IconPencil size={14} />
            <Text size="sm" fw={600} c={selected ? 'ink.6' : 'primary.8'}>
              {selected ? 'In modifica' : 'Modifica'}
            </Text>
          </Group>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
