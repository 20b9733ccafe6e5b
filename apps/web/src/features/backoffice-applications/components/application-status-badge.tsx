import {
  type ApplicationStatus,
  applicationStatusLabels,
} from '@equilibrio/contract/caregiver-applications';
import { Badge } from '@mantine/core';
import { statusTagColors } from '@/components/request-status';

/** The tag of each application state, in the status tags' colours (their contrast is tested). */
const applicationTagColors = {
  RECEIVED: statusTagColors.secondary,
  IN_REVIEW: statusTagColors.pending,
  ACCEPTED: statusTagColors.primary,
  DECLINED: statusTagColors.none,
} as const satisfies Record<ApplicationStatus, unknown>;

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { color, variant } = applicationTagColors[status];
  return (
    <Badge color={color} variant={variant} radius="sm" tt="none" fw={600}>
      {applicationStatusLabels[status]}
    </Badge>
  );
}
