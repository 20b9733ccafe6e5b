import { Text } from '@mantine/core';
import { italianTime } from '@/lib/format-datetime';
import { useLiveCheckedAt } from '@/lib/live-events';
import { toServerTime } from '@/lib/server-clock';

/**
 * 'Aggiornato alle 14:05' above data that can be stale: when it was fetched, or later when the
 * live channel has since confirmed nothing changed (it moves while the stream is up, and stops
 * when the connection is lost). The server's time (lib/server-clock.ts), as in the page it drew.
 */
export function UpdatedAt({ dataUpdatedAt }: { dataUpdatedAt: number }) {
  const checkedAt = useLiveCheckedAt();
  if (!dataUpdatedAt) return null;
  const at = Math.max(dataUpdatedAt, checkedAt);
  return (
    // Figures of one width: the time moves on while the page is open, the label stays put.
    <Text
      size="xs"
      c="dimmed"
      aria-live="off"
      data-testid="updated-at"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      Aggiornato alle {italianTime(new Date(toServerTime(at)))}
    </Text>
  );
}
