import { withDayArticle } from '@equilibrio/contract/italian-format';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCalendarPlus, IconCalendarRepeat } from '@tabler/icons-react';
import { AppButton } from '@/components/app-button';
import { toast } from '@/components/toast';
import { useCurrentUser } from '@/lib/current-user';
import { formatAppointment, formatDay } from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';
import { useDownloadInterviewCalendar } from '../api/download-interview-calendar';
import { useAppointment } from '../api/get-appointment';
import { requestMessages } from '../messages';
import { useAssistanceModal } from './assistance-modal';

/**
 * The interview appointment (spec §4: fetched for SELEZIONE COMPLETATA; shown in COLLOQUIO
 * PRENOTATO too, where the status card sends the customer here for its details). `done`: the
 * interview went well and the service started (SELEZIONE COMPLETATA) — one muted line of what
 * was, not a plan to keep ('Aggiungi al calendario' for a date five weeks ago). A booked one whose
 * time has passed keeps its details but no longer offers the calendar. While it is ahead, a
 * family who cannot make it asks to move it ('Chiedi di spostarlo': when they could, to the
 * family tutor); once asked, the card says so until the tutor moves it or answers.
 */
export function InterviewCard({ requestId, done = false }: { requestId: number; done?: boolean }) {
  const { uid } = useCurrentUser();
  const appointment = useAppointment(uid, requestId, true);
  const calendar = useDownloadInterviewCalendar(requestId);
  const changeAsk = useAssistanceModal(requestId, 'INTERVIEW_CHANGE');
  if (appointment.isPending) {
    return (
      <Card withBorder radius="md" padding="lg" aria-hidden>
        <Skeleton height={22} width="40%" />
        <Skeleton height={14} mt="md" width="70%" />
        <Skeleton height={14} mt={8} width="55%" />
      </Card>
    );
  }
  // No interview booked (404) or it could not be read: nothing to show.
  if (!appointment.data) return null;
  const { dateTime, place, videoLink, notes, caregiver, changeAskedAt } = appointment.data;
  const withWhom = caregiver ? `, con ${caregiver.name} ${caregiver.surname}` : '';
  if (done) {
    return (
      <Card
        component="section"
        aria-labelledby="interview-heading"
        withBorder
        radius="md"
        padding="md"
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2}>
            <Title order={2} size="h5" id="interview-heading">
              Colloquio con il caregiver
            </Title>
            <Text size="sm" c="ink.6">
              Svolto <time dateTime={dateTime}>{formatAppointment(dateTime)}</time>
              {withWhom}.
            </Text>
          </Stack>
        </Group>
      </Card>
    );
  }
  const past = Date.parse(dateTime) < pageNow().getTime();
  return (
    <Card
      component="section"
      aria-labelledby="interview-heading"
      withBorder
      radius="md"
      padding="lg"
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={22} aria-hidden />
          <Title order={2} size="h4" id="interview-heading">
            Colloquio con il caregiver
          </Title>
        </Group>
        <Text fw={600}>
          <time dateTime={dateTime}>{formatAppointment(dateTime)}</time>
        </Text>
        {caregiver ? (
          <Text size="sm">
            Con {caregiver.name} {caregiver.surname}
          </Text>
        ) : null}
        {place ? <Text size="sm">Luogo: {place}</Text> : null}
        {videoLink ? (
          <Text size="sm">
            Videochiamata:{' '}
            <Anchor href={videoLink} target="_blank" rel="noopener noreferrer">
              {videoLink}
            </Anchor>
          </Text>
        ) : null}
        {notes ? (
          <Text size="sm" c="dimmed">
            {notes}
          </Text>
        ) : null}
        {past ? null : (
          <Group mt={4} gap="sm">
            <AppButton
              look="dark-outline"
              size="sm"
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
              loading={calendar.isPending}
              onClick={() =>
                calendar.mutate(undefined, {
                  onError: () =>
                    toast.error(
                      'Non è stato possibile scaricare il calendario. Riprova più tardi.',
                    ),
                })
              }
            >
              Aggiungi al calendario
            </AppButton>
            {changeAskedAt ? null : (
              <AppButton
                look="dark-outline"
                size="sm"
                leftSection={<IconCalendarRepeat size={16} aria-hidden />}
                onClick={changeAsk.open}
              >
                Chiedi di spostarlo
              </AppButton>
            )}
          </Group>
        )}
        {!past && changeAskedAt ? (
          <Text size="sm" c="ink.6" role="status">
            {requestMessages.interviewChangeAsked(withDayArticle('il', formatDay(changeAskedAt)))}
          </Text>
        ) : null}
        {changeAsk.modal}
      </Stack>
    </Card>
  );
}
