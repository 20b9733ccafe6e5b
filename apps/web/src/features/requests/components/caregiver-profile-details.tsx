import { formatAvailability } from '@equilibrio/contract/availability-words';
import { vettingToDo } from '@equilibrio/contract/caregiver-checks';
import type { CaregiverRecord } from '@equilibrio/contract/caregivers';
import { languageLabels } from '@equilibrio/contract/enums';
import { formatItalianNumber } from '@equilibrio/contract/italian-format';
import { Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarWeek,
  IconCheck,
  IconHourglassHigh,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';

/**
 * 'Perché te lo proponiamo': the tutor's one line, set apart under the card's header; once the
 * family chose the profile (`chosen`), what it was: 'Perché te lo abbiamo proposto'.
 */
export function ProposalReason({ reason, chosen }: { reason: string | null; chosen: boolean }) {
  if (!reason) return null;
  return (
    <Paper radius="md" p="sm" bg="primary.0">
      <Text size="xs" fw={700} c="primary.8" tt="uppercase" lts={0.4}>
        {chosen ? 'Perché te lo abbiamo proposto' : 'Perché te lo proponiamo'}
      </Text>
      <Text size="sm">{reason}</Text>
    </Paper>
  );
}

/** '32 anni · Torino · 6 anni di esperienza' (the parts known). */
export function profileFacts(record: CaregiverRecord) {
  const years = record.yearsOfExperience;
  return [
    record.age !== null ? `${record.age} anni` : null,
    record.comune,
    years ? (years === 1 ? '1 anno di esperienza' : `${years} anni di esperienza`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The profile beyond the spec's card (issue 23): languages and skills with the request's own
 * highlighted, availability, and the agency's checks as badges.
 */
export function CaregiverProfileDetails({ record }: { record: CaregiverRecord }) {
  const matching = new Set<string>(record.matchingLanguages);
  const languages = record.languages.map((code) => ({
    code,
    label: languageLabels[code],
    matches: matching.has(code),
  }));
  const chips = [...record.skills, ...languages].sort(
    (a, b) => Number(b.matches) - Number(a.matches),
  );
  return (
    <Stack gap="xs">
      {chips.length > 0 ? (
        <Group gap={6} role="group" aria-label="Competenze e lingue">
          {chips.map((chip) => (
            <Badge
              key={chip.code}
              tt="none"
              radius="sm"
              size="md"
              variant={chip.matches ? 'filled' : 'light'}
              color={chip.matches ? 'primary' : 'gray'}
              leftSection={chip.matches ? <IconCheck size={12} aria-hidden /> : null}
              title={chip.matches ? 'Richiesto per il tuo servizio' : undefined}
            >
              {chip.label}
              {chip.matches ? <VisuallyHidden> (richiesto)</VisuallyHidden> : null}
            </Badge>
          ))}
        </Group>
      ) : null}
      {record.availability.length > 0 || record.liveIn ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCalendarWeek size={18} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} />
          <Text size="sm">
            {record.availability.length > 0
              ? `Disponibile ${formatAvailability(record.availability)}`
              : null}
            {record.liveIn
              ? `${record.availability.length > 0 ? ' · ' : ''}Disponibile a convivere`
              : null}
          </Text>
        </Group>
      ) : null}
      <CheckBadges badges={record.badges} expired={record.expiredChecks} />
      {record.rating ? (
        <Text size="sm" c="dimmed">
          ★ {formatItalianNumber(record.rating.average, { max: 1 })} su 5 ·{' '}
          {record.rating.count === 1 ? '1 recensione' : `${record.rating.count} recensioni`}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The agency's checks: those that count, and the vetting steps not done yet or expired, said as
 * such ('Casellario scaduto': a family comparing two cards must not have to notice that a badge
 * is missing, nor read an expired certificate as verified).
 */
function CheckBadges({
  badges,
  expired,
}: {
  badges: CaregiverRecord['badges'];
  expired: CaregiverRecord['expiredChecks'];
}) {
  const pending = vettingToDo(
    badges.map((badge) => badge.kind),
    expired,
  );
  return (
    <Group gap={6} role="group" aria-label="Verifiche di Equilibrio">
      {badges.map((badge) => (
        <Badge
          key={badge.kind}
          tt="none"
          radius="sm"
          variant="outline"
          color="teal.9"
          leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
        >
          {badge.label}
        </Badge>
      ))}
      {pending.map(({ kind, badge }) => (
        <Badge
          key={kind}
          tt="none"
          radius="sm"
          variant="light"
          color="gray"
          c="gray.8"
          leftSection={<IconHourglassHigh size={14} aria-hidden />}
        >
          {badge}
        </Badge>
      ))}
    </Group>
  );
}
