import { endedSelectionLabel } from '@equilibrio/contract/backoffice';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { AppButton } from '@/components/app-button';
import { SectionCard } from '@/components/section-card';
import { formatDateTime } from '@/lib/format-datetime';
import type { RequestWorkspace } from '../api/get-request';

/**
 * Whether the interview went badly: its caregiver's place ended as 'Colloquio non riuscito' (the
 * candidate's badge) after it was booked. A new interview booked since is another appointment.
 */
const interviewFailed = (request: RequestWorkspace) => {
  const appointment = request.appointment;
  if (!appointment?.caregiver || request.status === 'COLLOQUIO PRENOTATO') return false;
  const docRef = appointment.caregiver.docRef;
  return request.candidates.some(
    (c) =>
      c.caregiver.docRef === docRef &&
      endedSelectionLabel(c) === 'Colloquio non riuscito' &&
      c.endedAt !== null &&
      c.endedAt >= appointment.createdAt,
  );
};

/** The (latest) interview; 'Sposta colloquio' while it is booked, 'Non riuscito' once failed. */
export function InterviewCard({
  request,
  onReschedule,
}: {
  request: RequestWorkspace;
  onReschedule: () => void;
}) {
  const appointment = request.appointment;
  if (!appointment) return null;
  const failed = interviewFailed(request);
  return (
    <SectionCard
      title="Colloquio"
      id="colloquio"
      actions={
        request.interviewReschedulable ? (
          <AppButton size="xs" look="dark-outline" onClick={onReschedule}>
            Sposta colloquio
          </AppButton>
        ) : null
      }
    >
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600}>{formatDateTime(appointment.dateTime)}</Text>
          {failed ? (
            <Badge color="gray" variant="light" tt="none">
              Non riuscito
            </Badge>
          ) : null}
        </Group>
        {appointment.caregiver ? (
          <Text size="sm">
            Con {appointment.caregiver.name} {appointment.caregiver.surname}
          </Text>
        ) : null}
        {appointment.place ? <Text size="sm">Luogo: {appointment.place}</Text> : null}
        {appointment.videoLink ? (
          <Text size="sm">
            Videochiamata:{' '}
            <Anchor href={appointment.videoLink} target="_blank" rel="noreferrer">
              {appointment.videoLink}
            </Anchor>
          </Text>
        ) : null}
        {appointment.notes ? (
          <Text size="sm" c="ink.6" className="written">
            {appointment.notes}
          </Text>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
