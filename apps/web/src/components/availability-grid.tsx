import {
  type AvailabilityCell,
  availabilityCell,
  availabilityCells,
} from '@equilibrio/contract/caregiver-profile';
import { dayCodes, dayLabels, hourCodes, hourLabels } from '@equilibrio/contract/enums';
import { capitalised } from '@equilibrio/contract/italian-format';
import { Box, Checkbox, Input, Table, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { MouseEvent } from 'react';

/**
 * The week grid of a caregiver's availability (days × time slots, the request schedule's codes):
 * one checkbox per cell, kept in the grid's order. Read-only with `readOnly`: a tick where the
 * caregiver is free, read by its row and column, and nothing to Tab through (28 stops before).
 */
export function AvailabilityGrid({
  label,
  description,
  value,
  onChange,
  error,
  readOnly,
}: {
  label: string;
  description?: string;
  value: readonly string[];
  onChange?: (value: AvailabilityCell[]) => void;
  error?: string;
  readOnly?: boolean;
}) {
  const chosen = new Set(value);
  const toggle = (cell: AvailabilityCell, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(cell);
    else next.delete(cell);
    onChange?.(availabilityCells.filter((code) => next.has(code)));
  };
  return (
    <Input.Wrapper label={label} description={description} labelElement="div" error={error}>
      {/* 7 days and the slots' names fit a 320 px phone (no Sunday cut off, no sideways scroll). */}
      <Table.ScrollContainer minWidth={248}>
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing={4}
          horizontalSpacing={2}
          fz="sm"
          aria-label={label}
          mt={4}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>Fascia oraria</VisuallyHidden>
              </Table.Th>
              {dayCodes.map((day) => (
                <Table.Th key={day} ta="center" fw={600}>
                  {/* 'L M M G V S D' on a phone, 'Lun'… wider; the day in full for a screen reader. */}
                  <abbr title={dayLabels[day]} aria-hidden style={{ textDecoration: 'none' }}>
                    <Box component="span" hiddenFrom="xs">
                      {dayLabels[day].charAt(0)}
                    </Box>
                    <Box component="span" visibleFrom="xs">
                      {dayLabels[day].slice(0, 3)}
                    </Box>
                  </abbr>
                  <VisuallyHidden>{dayLabels[day]}</VisuallyHidden>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hourCodes.map((slot) => (
              <Table.Tr key={slot}>
                <Table.Th scope="row" fw={500}>
                  {capitalised(hourLabels[slot])}
                </Table.Th>
                {dayCodes.map((day) => {
                  const cell = availabilityCell(day, slot);
                  return (
                    <Table.Td
                      key={cell}
                      ta="center"
                      // The whole cell is the box's to tap (a finger beside a 16 px box did nothing).
                      {...(readOnly
                        ? {}
                        : {
                            style: { cursor: 'pointer' },
                            onClick: (event: MouseEvent) => {
                              if (event.target instanceof HTMLInputElement) return;
                              toggle(cell, !chosen.has(cell));
                            },
                          })}
                    >
                      {readOnly ? (
                        <ReadOnlyCell on={chosen.has(cell)} />
                      ) : (
                        <Checkbox
                          aria-label={`${dayLabels[day]} ${hourLabels[slot]}`}
                          checked={chosen.has(cell)}
                          onChange={(event) => toggle(cell, event.currentTarget.checked)}
                          size="xs"
                          styles={{ body: { justifyContent: 'center' } }}
                        />
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Input.Wrapper>
  );
}

/** A read-only cell: a tick, or nothing; its words for a screen reader. */
function ReadOnlyCell({ on }: { on: boolean }) {
  return (
    <>
      {on ? <IconCheck size={16} aria-hidden style={{ verticalAlign: 'middle' }} /> : null}
      <VisuallyHidden>{on ? 'disponibile' : 'non disponibile'}</VisuallyHidden>
    </>
  );
}
