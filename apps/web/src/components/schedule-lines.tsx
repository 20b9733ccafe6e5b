import {
  formatDays,
  formatTimeSlots,
  type RequestSchedule,
  scheduleFrequencyLabels,
} from '@equilibrio/contract/request-schedule';
import { Text } from '@mantine/core';
import { formatSinceDay } from '@/lib/format-datetime';

/** The family's 'Quando' (request form), one fact a line; 'Non indicato' when not given. */
export function ScheduleLines({
  schedule,
  empty = 'Non indicato',
}: {
  schedule: RequestSchedule | null;
  /** What an empty schedule reads (whose silence it is, where another date stands beside it). */
  empty?: string;
}) {
  const slots = schedule ? formatTimeSlots(schedule) : '';
  const lines = schedule
    ? [
        schedule.startDate ? formatSinceDay(schedule.startDate) : null,
        schedule.days.length ? formatDays(schedule.days) : null,
        slots ? `Fasce orarie: ${slots}` : null,
        schedule.frequency ? scheduleFrequencyLabels[schedule.frequency] : null,
      ].filter((line): line is string => line !== null)
    : [];
  if (lines.length === 0) {
    return (
      <Text size="sm" c="ink.5">
        {empty}
      </Text>
    );
  }
  return lines.map((line) => (
    <Text size="sm" key={line}>
      {line}
    </Text>
  ));
}
