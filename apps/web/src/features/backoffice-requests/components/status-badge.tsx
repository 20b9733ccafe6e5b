import type { RequestStatus } from '@equilibrio/contract/enums';
import { Badge, type BadgeProps } from '@mantine/core';
import { statusInfo, turnColor, turnLabel } from '../lib/statuses';

/** The request status, coloured by whose move it is (the colour is also said in the title). */
export function StatusBadge({ status, ...props }: { status: RequestStatus } & BadgeProps) {
  const { label, turn } = statusInfo[status];
  const { color, variant } = turnColor[turn];
  return (
    <Badge
      color={color}
      variant={variant}
      radius="sm"
      tt="none"
      fw={600}
      title={turnLabel[turn]}
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
      {...props}
    >
      {label}
    </Badge>
  );
}
