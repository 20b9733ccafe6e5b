import type { BackofficeAssistance } from '@equilibrio/contract/backoffice';
import { Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { SmallButton } from '@/components/app-button';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/form-errors';
import { useMarkAssistanceHandled } from '../api/mark-assistance-handled';
import { openMessageTexts } from '../lib/open-messages';

/**
 * Above the request's conversation: the family's messages awaiting an answer, and 'Segna come
 * gestita' for those that need none (a 'grazie'); a reply handles them as well.
 */
export function AwaitingAnswer({ messages }: { messages: readonly BackofficeAssistance[] }) {
  const markHandled = useMarkAssistanceHandled();
  if (messages.length === 0) return null;
  const handleAll = async () => {
    try {
      for (const message of messages) await markHandled.mutateAsync(message.id);
      toast.success(messages.length === 1 ? 'Messaggio gestito' : 'Messaggi gestiti');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
      <Text size="sm" fw={600} c="danger.8">
        {openMessageTexts.awaitingAnswer(messages.length)}
      </Text>
      <SmallButton
        icon={IconCheck}
        loading={markHandled.isPending}
        title="Se non serve una risposta"
        onClick={() => void handleAll()}
      >
        Segna come gestita
      </SmallButton>
    </Group>
  );
}
