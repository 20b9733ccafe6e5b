import {
  type ApplicationStatus,
  applicationStatusLabels,
} from '@equilibrio/contract/caregiver-applications';
import { Badge } from '@mantine/core';

const colors: Record<ApplicationStatus, string> = {
  RECEIVED: 'blue',
  IN_REVIEW: 'sun',
  ACCEPTED: 'green',
  DECLINED: 'gray',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge color={colors[status]} variant="light" tt="none">
      {applicationStatusLabels[status]}
    </Badge>
  );
}
