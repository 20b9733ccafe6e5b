import { serviceFlagLabels } from '@equilibrio/contract/request-detail-labels';
import type { ServiceFlag } from '@equilibrio/contract/requests';
import { Badge, Group } from '@mantine/core';

/** The services a quote includes (its yes flags), as a list of badges; nothing when none. */
export function ServiceFlagBadges({ flags }: { flags: readonly ServiceFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Servizi richiesti" role="list">
      {flags.map((flag) => (
        <Badge key={flag} role="listitem" variant="light" color="primary" tt="none" radius="sm">
          {serviceFlagLabels[flag]}
        </Badge>
      ))}
    </Group>
  );
}
