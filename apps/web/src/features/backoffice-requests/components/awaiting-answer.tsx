import type { BackofficeAssistance } from '@equilibrio/contract/backoffice';
import { Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { SmallButton } from '@/components/app-button';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/form-errors';
import { useMarkAssistanceHandled } from '../api/mark-assistance-handled';

/**
 * Above the request's conversation while the family's messages await an answer (its title says
 * how many): 'Segna come gestita' for those that need none (a 'grazie'); a reply handles them too.
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
      {/* The card's title says how many await an answer; this closes those that need none. */}
      <Text size="sm" c="ink.6">
        Non serve rispondere?
      </Text>
      <SmallButton
        icon={IconCheck}
        loading={markHandled.isPending}
        onClick={() => void handleAll()}
      >
        Segna come gestita
      </SmallButton>
    </Group>
  );
}
