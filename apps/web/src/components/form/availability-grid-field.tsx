import { availabilityCell } from '@equilibrio/contract/caregiver-profile';
import { dayCodes, dayLabels, hourCodes, hourLabels } from '@equilibrio/contract/enums';
import { Checkbox, Input, Table } from '@mantine/core';
import { boundField } from './bound-field';

/**
 * Availability as a week grid (days × time slots) bound to a list of cells 'mon-mor'…
 * (contract caregiver-profile), kept in the week's order.
 */
export const AvailabilityGridField = boundField<{ label: string; description?: string }>(
  ({ field, error }, { label, description }) => {
    const value: string[] = field.value ?? [];
    const toggle = (cell: string, on: boolean) => {
      const next = new Set(value);
      if (on) next.add(cell);
      else next.delete(cell);
      field.onChange(
        dayCodes.flatMap((day) =>
          hourCodes.map((slot) => availabilityCell(day, slot)).filter((c) => next.has(c)),
        ),
      );
    };
    return (
      <Input.Wrapper label={label} description={description} error={error}>
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" w="auto">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {hourCodes.map((slot) => (
                <Table.Th key={slot} fw={500} fz="sm" ta="center">
                  {hourLabels[slot]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dayCodes.map((day) => (
              <Table.Tr key={day}>
                <Table.Td fz="sm">{dayLabels[day]}</Table.Td>
                {hourCodes.map((slot) => {
                  const cell = availabilityCell(day, slot);
                  return (
                    <Table.Td key={slot} ta="center">
                      <Checkbox
                        display="inline-block"
                        aria-label={`${dayLabels[day]} ${hourLabels[slot]}`}
                        checked={value.includes(cell)}
                        onChange={(event) => toggle(cell, event.currentTarget.checked)}
                        onBlur={field.onBlur}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Input.Wrapper>
    );
  },
);
