import { endedSelectionReason, interviewCancellable } from '@equilibrio/contract/backoffice';
import { type AlertProps, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { AppButton } from '@/components/app-button';
import { GuardedModal, useDiscardGuard } from '@/components/guarded-modal';
import { InfoAlert } from '@/components/notices';
import { PhoneLink } from '@/components/phone-link';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/components/toast';
import { formatAppointment, formatDateTime } from '@/lib/format-datetime';
import { useMedia } from '@/lib/media-query';
import { pageNow } from '@/lib/server-clock';
import { useCancelInterview } from '../api/cancel-interview';
import type { RequestWorkspace } from '../api/get-request';
import { CancelInterviewForm } from './cancel-interview-form';

/**
 * Whether the interview went badly: its caregiver's place ended as 'Colloquio non riuscito' (the
 * candidate's badge) after it was booked; a caregiver who withdrew before it ('Non più
 * disponibile') never had it. A new interview booked since is another appointment.
 */
const interviewFailed = (request: RequestWorkspace) => {
  const appointment = request.appointment;
  if (!appointment?.caregiver || request.status === 'COLLOQUIO PRENOTATO') return false;
  const docRef = appointment.caregiver.docRef;
  return request.candidates.some(
    (c) =>
      c.caregiver.docRef === docRef &&
      endedSelectionReason(c) === 'INTERVIEW_FAILED' &&
      c.endedAt !== null &&
      c.endedAt >= appointment.createdAt,
  );
};

/**
 * The family's standing ask to move the interview (`changeAskedAt`): when, and their words — the
 * latest such message still open among the request's segnalazioni (newest first). null: none.
 */
export function interviewChangeAsk(request: RequestWorkspace) {
  const askedAt = request.appointment?.changeAskedAt;
  if (!askedAt) return null;
  const ask = request.assistance.find(
    (message) => message.type === 'INTERVIEW_CHANGE' && message.handledAt === null,
  );
  return { askedAt, message: ask?.message ?? null };
}

/**
 * 'La famiglia chiede di spostarlo' with their words: above the interview (`children`: when it
 * was asked and what closes it) and in the dialog that moves it.
 */
export function InterviewChangeNotice({
  message,
  children,
  ...props
}: { message: string | null; children?: ReactNode } & Pick<AlertProps, 'p' | 'mb'>) {
  return (
    <InfoAlert color="yellow" radius="md" title="La famiglia chiede di spostarlo" {...props}>
      <Stack gap={4}>
        {message ? (
          <Text size="sm" className="written">
            Quando può: {message}
          </Text>
        ) : null}
        {children}
      </Stack>
    </InfoAlert>
  );
}

/** The family's standing ask to move the interview, with their words, above the interview. */
function ChangeAsked({ request }: { request: RequestWorkspace }) {
  const asked = interviewChangeAsk(request);
  if (!asked) return null;
  const { askedAt, message } = asked;
  return (
    <InterviewChangeNotice message={message} mb="sm">
      <Text size="xs" c="ink.6">
        Chiesto {formatDateTime(askedAt)}. «Sposta colloquio», «Annulla colloquio» o una risposta
        segnata come gestita chiudono la richiesta.
      </Text>
    </InterviewChangeNotice>
  );
}

/**
 * The (latest) interview; 'Sposta colloquio' while it is booked, 'Annulla colloquio' until it
 * starts (after, its outcome is recorded), 'Non riuscito' once failed. Above it, the family's
 * ask to move it while that ask stands.
 */
export function InterviewCard({
  request,
  onReschedule,
  now = pageNow(),
}: {
  request: RequestWorkspace;
  onReschedule: () => void;
  /** The server's time the request was read at. */
  now?: Date;
}) {
  const [cancelling, setCancelling] = useState(false);
  const guard = useDiscardGuard(() => setCancelling(false));
  const wide = useMedia('(min-width: 48em)');
  const cancelInterview = useCancelInterview();
  const appointment = request.appointment;
  if (!appointment) return null;
  const failed = interviewFailed(request);
  // The caregiver's number, from their place among the candidates (the interview names them only).
  const caregiverPhone = appointment.caregiver
    ? (request.candidates.find((c) => c.caregiver.docRef === appointment.caregiver?.docRef)
        ?.caregiver.phone ?? null)
    : null;
  const cancellable =
    request.interviewReschedulable && interviewCancellable(new Date(appointment.dateTime), now);
  return (
    <SectionCard
      title="Colloquio"
      id="colloquio"
      actions={
        request.interviewReschedulable ? (
          <Group gap="xs">
            <AppButton size="xs" look="dark-outline" onClick={onReschedule}>
              Sposta colloquio
            </AppButton>
            {cancellable ? (
              <AppButton
                size="xs"
                look="danger"
                variant="outline"
                onClick={() => setCancelling(true)}
                title="Il colloquio non si terrà: il caregiver non è più disponibile o la famiglia ha chiesto di annullarlo"
              >
                Annulla colloquio
              </AppButton>
            ) : null}
          </Group>
        ) : null
      }
    >
      <GuardedModal
        dirty={guard.dirty}
        opened={cancelling}
        onClose={guard.close}
        title={<Text fw={700}>Annulla colloquio</Text>}
        size="md"
        fullScreen={!wide}
      >
        <CancelInterviewForm
          request={request}
          onDirtyChange={guard.setDirty}
          onCancel={guard.cancel}
          onSubmit={async ({ reason, note }) => {
            await cancelInterview.mutateAsync({
              requestId: request.id,
              reason,
              ...(note ? { note } : {}),
            });
            toast.success(
              reason === 'caregiverUnavailable'
                ? 'Colloquio annullato: il caregiver è stato rilasciato e la famiglia è stata avvisata'
                : 'Colloquio annullato: la famiglia è stata avvisata',
            );
            guard.close();
          }}
        />
      </GuardedModal>
      <ChangeAsked request={request} />
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600}>{formatAppointment(appointment.dateTime)}</Text>
          {failed ? (
            <Badge color="gray" variant="light" tt="none">
              Non riuscito
            </Badge>
          ) : null}
        </Group>
        {appointment.caregiver ? (
          <Text size="sm">
            Con {appointment.caregiver.name} {appointment.caregiver.surname}
            {caregiverPhone ? (
              <>
                {' · '}
                <PhoneLink phone={caregiverPhone} inherit underline="always" />
              </>
            ) : null}
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
