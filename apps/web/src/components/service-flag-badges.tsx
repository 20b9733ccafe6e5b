import type { BusinessLine } from '@equilibrio/contract/enums';
import { serviceFlagLabel } from '@equilibrio/contract/request-detail-labels';
import type { ServiceFlag } from '@equilibrio/contract/requests';
import { Badge, Box, Group } from '@mantine/core';
import { LabelledValue } from './labelled-value';

/**
 * The services a quote of `line` includes (its yes flags), as a list of badges, named as the
 * line names them; nothing when none.
 */
export function ServiceFlagBadges({
  line,
  flags,
}: {
  line: BusinessLine;
  flags: readonly ServiceFlag[];
}) {
  if (flags.length === 0) return null;
  // Named on screen as the request's other facts are (the tags alone read as the fact above).
  return (
    <Box component="dl" m={0}>
      <LabelledValue label="Servizi richiesti">
        <Group gap="xs" aria-label="Servizi richiesti" role="list">
          {flags.map((flag) => (
            <Badge key={flag} role="listitem" variant="light" color="primary" tt="none" radius="sm">
              {serviceFlagLabel(line, flag)}
            </Badge>
          ))}
        </Group>
      </LabelledValue>
    </Box>
  );
}
