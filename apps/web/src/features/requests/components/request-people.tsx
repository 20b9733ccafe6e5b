import type { Dependant } from '@equilibrio/contract/people';
import { Group, Text } from '@mantine/core';
import { IconUser, IconUsers } from '@tabler/icons-react';
import { useCurrentUser } from '@/lib/current-user';
import { ageLabel } from '@/lib/dependant-age';
import { useProfile } from '@/resources/profile';
import type { ClientRequest } from '../api/request-schemas';

/** 'Sofia, 4 anni' — a pet with its kind: 'Fido, cane, 3 anni' ('gatta' for a female cat). */
function describe(dependant: Dependant, now: Date) {
  const kind =
    dependant.type === 'DOG'
      ? 'cane'
      : dependant.type === 'CAT'
        ? dependant.gender === 'FEMALE'
          ? 'gatta'
          : 'gatto'
        : null;
  return [dependant.name, kind, ageLabel(dependant.birthDate, now).toLowerCase()]
    .filter(Boolean)
    .join(', ');
}

/**
 * Who the request is for and who follows it, at the top of the request pages:
 * 'Per: Sofia, 4 anni' (the assistiti, age from the birth date) and the family tutor's name.
 */
export function RequestPeople({
  request,
  now = new Date(),
}: {
  request: ClientRequest;
  now?: Date;
}) {
  const { uid } = useCurrentUser();
  const profile = useProfile(uid);
  const people = (profile.data?.dependants ?? []).filter((d) =>
    request.dependantIds.includes(d.id),
  );
  return (
    <Group gap="xs" wrap="wrap" style={{ columnGap: 'var(--mantine-spacing-lg)' }}>
      {people.length > 0 ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconUsers size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            <Text span fw={600} inherit>
              Per:
            </Text>{' '}
            {people.map((d) => describe(d, now)).join(' · ')}
          </Text>
        </Group>
      ) : null}
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconUser size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">
          <Text span fw={600} inherit>
            Family tutor:
          </Text>{' '}
          {request.familyTutorName ?? 'in assegnazione'}
        </Text>
      </Group>
    </Group>
  );
}
