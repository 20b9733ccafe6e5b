import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconUserCheck } from '@tabler/icons-react';
import { type WaitingRow, waitingFor } from '../lib/waiting-for';

const icons = { us: IconUserCheck, customer: IconClockHour4, nobody: IconClockHour4 };

/** What the request waits for, with an alert icon when it is urgent. */
export function WaitingForLabel({ row, now }: { row: WaitingRow; now?: Date }) {
  const waiting = waitingFor(row, now);
  const Icon = waiting.urgent ? IconAlertTriangle : icons[waiting.who];
  const color = waiting.urgent ? 'danger.7' : waiting.who === 'us' ? 'secondary.8' : 'ink.5';
  return (
    // Spans: the label also sits in a page header's description (a <p>), where a <div> would
    // close the paragraph in a page drawn by the server and move what follows.
    <Group component="span" gap={6} wrap="nowrap" c={color}>
      <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text
        component="span"
        size="sm"
        fw={waiting.who === 'us' || waiting.urgent ? 600 : 400}
        c={color}
      >
        {waiting.label}
      </Text>
    </Group>
  );
}
