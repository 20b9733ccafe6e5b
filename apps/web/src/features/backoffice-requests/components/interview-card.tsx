import { Anchor, Stack, Text } from '@mantine/core';
import { AppButton } from '@/components/app-button';
import { SectionCard } from '@/components/section-card';
import { formatDateTime } from '@/lib/format-datetime';
import type { RequestWorkspace } from '../api/get-request';

/** The (latest) interview; 'Sposta colloquio' while it is booked. */
export function InterviewCard({
  request,
  onReschedule,
}: {
  request: RequestWorkspace;
  onReschedule: () => void;
}) {
  const appointment = request.appointment;
  if (!appointment) return null;
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
        <Text fw={600}>{formatDateTime(appointment.dateTime)}</Text>
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
