import { ASSISTANCE_MESSAGE_MAX } from '@equilibrio/contract/workflow';
import { Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import { GrowTextarea } from '@/components/form/grow-textarea';
import { toast } from '@/components/toast';
import { useSendAssistance } from '../api/send-assistance';
import { assistanceMessages } from '../messages';

type Props = { opened: boolean; onClose: () => void };

/**
 * 'Contatta assistenza' (spec §2, §5, §8): 'Hai bisogno di aiuto?' with a 5-row message,
 * Invia/No. Invia stays disabled until something is typed; a blank message is refused with the
 * toast 'Errore' and nothing is sent. The modal closes after success and after failure.
 */
export function AssistanceModal({ opened, onClose }: Props) {
  const [message, setMessage] = useState('');
  const send = useSendAssistance();

  const close = () => {
    setMessage('');
    send.reset();
    onClose();
  };

  const confirm = () => {
    const text = message.trim();
    if (!text) {
      toast.error(assistanceMessages.empty);
      return;
    }
    send.mutate(
      { message: text, type: 'GENERIC' },
      {
        onSuccess: () => toast.success(assistanceMessages.success),
        onSettled: close,
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={assistanceMessages.title} centered size="lg">
      <Stack gap="md">
        <Text size="sm" id="assistance-description">
          {assistanceMessages.body}
        </Text>
        <GrowTextarea
          label="Messaggio"
          placeholder="Scrivi qui il tuo messaggio"
          rows={5}
          autosize={false}
          maxLength={ASSISTANCE_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          aria-describedby="assistance-description"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <AppButton look="dark-outline" onClick={close} disabled={send.isPending}>
            No
          </AppButton>
          <AppButton onClick={confirm} disabled={message.length === 0} loading={send.isPending}>
            Invia
          </AppButton>
        </Group>
      </Stack>
    </Modal>
  );
}
