import { TextAreaModal } from '@/components/text-area-modal';
import { toast } from '@/components/toast';
import { useSendAssistance } from '../api/send-assistance';
import { assistanceMessages } from '../messages';

type Props = { opened: boolean; onClose: () => void };

const texts = {
  title: assistanceMessages.title,
  message: assistanceMessages.body,
  placeholder: 'Scrivi qui il tuo messaggio',
  confirm: 'Invia',
  cancel: 'No',
};

/**
 * 'Contatta assistenza' (spec §2, §5, §8): 'Hai bisogno di aiuto?' with a 5-row message,
 * Invia/No, in the text-area modal (a written message is not lost to Escape or a stray tap).
 * Invia stays disabled until something is typed; a blank message is refused with the toast
 * 'Errore' and nothing is sent. The modal closes after success and after failure.
 */
export function AssistanceModal({ opened, onClose }: Props) {
  const send = useSendAssistance();

  const close = () => {
    send.reset();
    onClose();
  };

  return (
    <TextAreaModal
      opened={opened}
      texts={texts}
      emptyToast={assistanceMessages.empty}
      loading={send.isPending}
      onConfirm={(message) =>
        send.mutate(
          { message, type: 'GENERIC' },
          {
            onSuccess: () => toast.success(assistanceMessages.success),
            onSettled: close,
          },
        )
      }
      onClose={close}
    />
  );
}
