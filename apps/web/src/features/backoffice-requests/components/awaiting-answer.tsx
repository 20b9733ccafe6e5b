import { Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { SmallButton } from '@/components/app-button';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/form-errors';
import { useMarkConversationHandled } from '../api/mark-assistance-handled';
import { openMessageTexts as texts } from '../lib/open-messages';

/**
 * Above the request's conversation while the family's messages are open (its title says how
 * many await an answer, how many were answered and are still to mark): 'Segna come gestiti'
 * closes, at once and on the server in one go, those that need no answer (a 'grazie') or got one
 * already ('Rispondi'); a reply handles them too. The segnalazioni stay open. Up to the newest
 * one the page shows (`newestAwaitingId`): one written meanwhile stays open, to be read.
 */
export function AwaitingAnswer({
  requestId,
  awaiting,
  answered = 0,
  newestAwaitingId,
}: {
  requestId: number;
  awaiting: number;
  /** Open messages a tutor answered already. */
  answered?: number;
  newestAwaitingId: number;
}) {
  const markHandled = useMarkConversationHandled();
  const open = awaiting + answered;
  if (open === 0 || newestAwaitingId === 0) return null;
  return (
    <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
      <Text size="sm" c="ink.6">
        {awaiting > 0 ? texts.noAnswerNeeded : texts.answeredNothingLeft}
      </Text>
      <SmallButton
        icon={IconCheck}
        loading={markHandled.isPending}
        onClick={() =>
          markHandled.mutate(
            { requestId, upToId: newestAwaitingId },
            {
              onSuccess: () => toast.success(texts.handled(open)),
              onError: (error) => toast.error(errorMessage(error)),
            },
          )
        }
      >
        {texts.markHandled(open)}
      </SmallButton>
    </Group>
  );
}
