import type { AssistanceType } from '@equilibrio/contract/enums';
import { ASSISTANCE_MESSAGE_MAX, OTHER_PROFILES_REASON_MAX } from '@equilibrio/contract/workflow';
import { useDisclosure } from '@mantine/hooks';
import { TextAreaModal } from '@/components/text-area-modal';
import { toast } from '@/components/toast';
import { useSendRequestAssistance } from '../api/send-request-assistance';
import { requestMessages, requestModals } from '../messages';

/**
 * Each kind's modal, the toast once sent, and the longest message. A substitution and other
 * profiles are confirmed on the page, next to the caregivers (OutcomeNotice): no toast saying
 * the same words over it.
 */
const kinds = {
  GENERIC: {
    texts: requestModals.assistance,
    label: undefined,
    sent: requestMessages.assistanceSuccess,
    max: ASSISTANCE_MESSAGE_MAX,
  },
  SUBSTITUTION: {
    texts: requestModals.substitute,
    label: undefined,
    sent: null,
    max: ASSISTANCE_MESSAGE_MAX,
  },
  OTHER_PROFILES: {
    texts: requestModals.otherProfiles,
    label: 'Motivo',
    sent: null,
    max: OTHER_PROFILES_REASON_MAX,
  },
} as const satisfies Record<AssistanceType, unknown>;

/**
 * The request's message to the family tutor (spec §7): 'Richiedi assistenza' (GENERIC),
 * 'Sostituisci' (SUBSTITUTION) or 'Chiedi altri profili' (OTHER_PROFILES, the reason) in a
 * text-area modal, sent, toasted, then `onSent`. Returns the `modal` to draw, `open` for its
 * button, and whether the message `sent`.
 */
export function useAssistanceModal(requestId: number, type: AssistanceType, onSent?: () => void) {
  const [opened, { open, close }] = useDisclosure(false);
  const assistance = useSendRequestAssistance();
  const kind = kinds[type];
  const send = (message: string) =>
    assistance.mutate(
      { requestId, type, message },
      {
        onSuccess: () => {
          if (kind.sent) toast.success(kind.sent);
          onSent?.();
        },
        onSettled: close,
      },
    );
  const modal = (
    <TextAreaModal
      opened={opened}
      texts={kind.texts}
      label={kind.label}
      maxLength={kind.max}
      emptyToast={requestMessages.assistanceEmpty}
      loading={assistance.isPending}
      onConfirm={send}
      onClose={close}
    />
  );
  return { open, modal, sent: assistance.isSuccess };
}
