import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconUserCheck } from '@tabler/icons-react';
import { type WaitingRow, waitingFor, waitingForStatus, waitsForAnswer } from '../lib/waiting-for';

const icons = { us: IconUserCheck, customer: IconClockHour4, nobody: IconClockHour4 };

/**
 * What the request waits for, with an alert icon when it is urgent. When it is the family's
 * message, what its status has planned goes under it ('Colloquio 7 dic 2026, 17:30', 'In pausa:
 * riprendi entro …'): the answer is due, and so is the interview tomorrow.
 */
export function WaitingForLabel({ row, now }: { row: WaitingRow; now?: Date }) {
  const waiting = waitingFor(row, now);
  const behind = waitsForAnswer(row, now) ? waitingForStatus(row, now) : null;
  const Icon = waiting.urgent ? IconAlertTriangle : icons[waiting.who];
  const color = waiting.urgent ? 'danger.7' : waiting.who === 'us' ? 'secondary.8' : 'ink.5';
  return (
    // Spans: the label also sits in a page header's description (a <p>), where a <div> would
    // close the paragraph in a page drawn by the server and move what follows.
    <Stack component="span" gap={2}>
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
      {behind?.who === 'nobody' ? (
        <Text component="span" size="xs" c="ink.5" pl={22}>
          {behind.label}
        </Text>
      ) : null}
    </Stack>
  );
}
