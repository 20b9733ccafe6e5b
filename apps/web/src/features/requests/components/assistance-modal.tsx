import { useDisclosure } from '@mantine/hooks';
import { TextAreaModal } from '@/components/text-area-modal';
import { toast } from '@/components/toast';
import { useSendRequestAssistance } from '../api/send-request-assistance';
import { requestMessages, requestModals } from '../messages';

/**
 * The request's message to the family tutor (spec §7): 'Richiedi assistenza' (GENERIC) or
 * 'Sostituisci' (SUBSTITUTION) in a text-area modal, sent, toasted, then `onSent`. Returns the
 * `modal` to draw, `open` for its button, and whether the message `sent`.
 */
export function useAssistanceModal(
  requestId: number,
  type: 'GENERIC' | 'SUBSTITUTION',
  onSent?: () => void,
) {
  const [opened, { open, close }] = useDisclosure(false);
  const assistance = useSendRequestAssistance();
  const send = (message: string) =>
    assistance.mutate(
      { requestId, type, message },
      {
        onSuccess: () => {
          toast.success(
            type === 'GENERIC'
              ? requestMessages.assistanceSuccess
              : `${requestMessages.substitutionSent}. ${requestMessages.substitutionNext}`,
          );
          onSent?.();
        },
        onSettled: close,
      },
    );
  const modal = (
    <TextAreaModal
      opened={opened}
      texts={type === 'GENERIC' ? requestModals.assistance : requestModals.substitute}
      emptyToast={requestMessages.assistanceEmpty}
      loading={assistance.isPending}
      onConfirm={send}
      onClose={close}
    />
  );
  return { open, modal, sent: assistance.isSuccess };
}
