import { Group, Text } from '@mantine/core';
import { IconUserX } from '@tabler/icons-react';
import { RequestIdLinks } from '@/components/request-link';

/**
 * A candidate the same family asked to replace on another request of theirs ('Sostituisci'),
 * said on their row before the profile goes to them again: 'La famiglia ha chiesto di sostituire
 * questo profilo nella richiesta #10.', each request a link to it. Nothing when there is none.
 */
export function ReplacementAskedWarning({
  requestIds,
}: {
  requestIds: readonly number[] | undefined;
}) {
  if (!requestIds?.length) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconUserX
        size={14}
        aria-hidden
        color="var(--mantine-color-red-7)"
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="xs" c="red.8">
        La famiglia ha chiesto di sostituire questo profilo{' '}
        {requestIds.length === 1 ? 'nella richiesta' : 'nelle richieste'}{' '}
        <RequestIdLinks ids={requestIds} inherit c="inherit" underline="always" />.
      </Text>
    </Group>
  );
}
