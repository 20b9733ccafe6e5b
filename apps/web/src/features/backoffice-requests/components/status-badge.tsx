import type { RequestStatus } from '@equilibrio/contract/enums';
import { statusActorLabels } from '@equilibrio/contract/status-display';
import { Badge, type BadgeProps } from '@mantine/core';
import { actorColor, statusInfo } from '../lib/statuses';

/** The request status, coloured by who has to move (also said in the title). */
export function StatusBadge({ status, ...props }: { status: RequestStatus } & BadgeProps) {
  const { label, actor } = statusInfo[status];
  const { color, variant } = actorColor[actor];
  return (
    <Badge
      color={color}
      variant={variant}
      radius="sm"
      tt="none"
      fw={600}
      title={statusActorLabels[actor]}
      data-actor={actor}
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
      {...props}
    >
      {label}
    </Badge>
  );
}
