import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * 'Urgente': a family marked a message urgent (the caregiver did not come). Red and filled while
 * it is open — the Assistenza inbox lists it first, the request's row shows it — outlined once
 * handled (the inbox's 'Gestite' still says it was) and in a conversation's history, where the
 * family sees it on their own message and the tutor on the family's.
 */
export function UrgentBadge({ open = true, size }: { open?: boolean; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Badge
      color="danger"
      variant={open ? 'filled' : 'outline'}
      size={size}
      tt="none"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
    >
      Urgente
    </Badge>
  );
}
