import type { RequestEvent } from '@equilibrio/contract/workflow';
import { Text, Timeline } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { formatDateTime } from '@/lib/format-datetime';
import { statusInfo } from '../lib/statuses';

const actorLabel = (event: RequestEvent) => {
  switch (event.actor.role) {
    case 'customer':
      return `Cliente${event.actor.name ? ` (${event.actor.name})` : ''}`;
    case 'tutor':
      return event.actor.name ?? 'Family tutor';
    case 'system':
      return 'Sistema';
    case 'provider':
      return 'Pagamento online';
  }
};

/** Every status change: from, to, who, when and the note (newest last). */
export function HistoryTimeline({ events }: { events: RequestEvent[] }) {
  return (
    <SectionCard title="Storico" id="storico">
      <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} color="primary">
        {events.map((event) => (
          <Timeline.Item
            key={event.id}
            title={
              <Text size="sm" fw={600}>
                {event.fromStatus ? `${statusInfo[event.fromStatus].label} → ` : ''}
                {statusInfo[event.toStatus].label}
              </Text>
            }
          >
            <Text size="xs" c="ink.5">
              {formatDateTime(event.createdAt)} · {actorLabel(event)}
            </Text>
            {event.note ? (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {event.note}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
