import type { AssistanceType, RequestStatus } from '@equilibrio/contract/enums';
import { isClosedStatus } from '@equilibrio/contract/status-display';
import { ASSISTANCE_MESSAGE_MAX, OTHER_PROFILES_REASON_MAX } from '@equilibrio/contract/workflow';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { TextAreaModal } from '@/components/text-area-modal';
import { toast } from '@/components/toast';
import { UrgentPhoneLine, urgentTexts } from '@/components/urgent-contact';
import { useCurrentUser } from '@/lib/current-user';
import { requestThreadQueryOptions } from '@/resources/conversations';
import { getRequestQueryOptions } from '../api/get-request';
import { useSendRequestAssistance } from '../api/send-request-assistance';
import { requestMessages, requestModals } from '../messages';

/**
 * Each kind's modal, the toast once sent, the longest message, and whether it may be marked
 * urgent (a caregiver who did not come: help, or a substitute). A substitution and other
 * profiles are confirmed on the page, next to the caregivers (OutcomeNotice): no toast saying
 * the same words over it — but an urgent message is always confirmed: the tutor was alerted.
 */
const kinds = {
  GENERIC: {
    texts: requestModals.assistance,
    label: undefined,
    sent: requestMessages.assistanceSuccess,
    max: ASSISTANCE_MESSAGE_MAX,
    urgent: true,
  },
  SUBSTITUTION: {
    texts: requestModals.substitute,
    label: undefined,
    sent: null,
    max: ASSISTANCE_MESSAGE_MAX,
    urgent: true,
  },
  OTHER_PROFILES: {
    texts: requestModals.otherProfiles,
    label: 'Motivo',
    sent: null,
    max: OTHER_PROFILES_REASON_MAX,
    urgent: false,
  },
  INTERVIEW_CHANGE: {
    texts: requestModals.interviewChange,
    label: 'Quando potresti',
    sent: requestMessages.interviewChangeSent,
    max: ASSISTANCE_MESSAGE_MAX,
    urgent: false,
  },
} as const satisfies Record<AssistanceType, unknown>;

/**
 * The request's message to the family tutor (spec §7): 'Richiedi assistenza' (GENERIC),
 * 'Sostituisci' (SUBSTITUTION), 'Chiedi altri profili' (OTHER_PROFILES, the reason) or 'Chiedi
 * di spostarlo' (INTERVIEW_CHANGE, when the family could meet the caregiver instead) in a
 * text-area modal, sent, toasted, then `onSent`. Returns the `modal` to draw, `open` for its
 * button, whether the message `sent`, and the request's `tutor` (their name, null before one is
 * assigned) that it names.
 */
export function useAssistanceModal(
  requestId: number,
  type: AssistanceType,
  {
    onSent,
    status,
    about,
  }: {
    onSent?: () => void;
    /** The request's status: the urgent box's example fits once a caregiver is expected. */
    status?: RequestStatus;
    /** A question about the quote (a GENERIC message): its own words, not a problem's. */
    about?: 'quote';
  } = {},
) {
  const [opened, { open, close }] = useDisclosure(false);
  const assistance = useSendRequestAssistance();
  const kind =
    about === 'quote'
      ? {
          ...kinds.GENERIC,
          texts: requestModals.quoteQuestion,
          sent: requestModals.quoteQuestion.sent,
          // A question about a quote is no emergency.
          urgent: false,
        }
      : kinds[type];
  const { uid } = useCurrentUser();
  // The request's tutor, named in the modal (the request's page has it loaded already).
  const tutor =
    useQuery({
      ...getRequestQueryOptions(uid, requestId),
      select: (request) => request.familyTutor?.name ?? null,
    }).data ?? null;
  // The number to call in an urgency comes with the request's conversation (on the same page,
  // one query). Never `enabled: false` here: the query's options are its last observer's, and a
  // page drawn on the server skips a disabled query — it drew the conversation without its data.
  const urgentPhone = useQuery({
    ...requestThreadQueryOptions(requestId),
    select: (thread) => thread.urgentPhone,
  }).data;
  const send = (message: string, urgent: boolean) =>
    assistance.mutate(
      { requestId, type, message, ...(urgent ? { urgent } : {}) },
      {
        // Closed once sent only: a refusal leaves the message written, to send again.
        onSuccess: () => {
          if (urgent) toast.success(urgentTexts.sent(urgentPhone));
          else if (kind.sent) toast.success(kind.sent);
          onSent?.();
          close();
        },
      },
    );
  const modal = (
    <TextAreaModal
      opened={opened}
      texts={{ ...kind.texts, message: kind.texts.message(tutor) }}
      label={kind.label}
      maxLength={kind.max}
      emptyToast={requestMessages.assistanceEmpty}
      loading={assistance.isPending}
      // A closed request has no service left to be urgent about (the API refuses it too).
      urgent={
        kind.urgent && !isClosedStatus(status)
          ? { note: <UrgentPhoneLine phone={urgentPhone} />, status }
          : undefined
      }
      onConfirm={send}
      onClose={close}
    />
  );
  return { open, modal, sent: assistance.isSuccess, tutor };
}
