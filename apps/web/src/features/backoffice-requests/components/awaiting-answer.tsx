import { Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { SmallButton } from '@/components/app-button';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/form-errors';
import { useMarkConversationHandled } from '../api/mark-assistance-handled';
import { openMessageTexts as texts } from '../lib/open-messages';

/**
 * Above the request's conversation while the family's messages await an answer (its title says
 * how many): 'Segna come gestiti' closes, at once and on the server in one go, those that need
 * none (a 'grazie'); a reply handles them too. The segnalazioni stay open. Up to the newest one
 * the page shows (`newestAwaitingId`): one written meanwhile stays open, to be read.
 */
export function AwaitingAnswer({
  requestId,
  awaiting,
  newestAwaitingId,
}: {
  requestId: number;
  awaiting: number;
  newestAwaitingId: number;
}) {
  const markHandled = useMarkConversationHandled();
  if (awaiting === 0 || newestAwaitingId === 0) return null;
  return (
    <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
      <Text size="sm" c="ink.6">
        {texts.noAnswerNeeded}
      </Text>
      <SmallButton
        icon={IconCheck}
        loading={markHandled.isPending}
        onClick={() =>
          markHandled.mutate(
            { requestId, upToId: newestAwaitingId },
            {
              onSuccess: () => toast.success(texts.handled(awaiting)),
              onError: (error) => toast.error(errorMessage(error)),
            },
          )
        }
      >
        {texts.markHandled(awaiting)}
      </SmallButton>
    </Group>
  );
}
