import { Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A required choice in a move's form (why, or what becomes of a payment). The dialog opens on its
 * first option, the first thing the form asks, not on the note below it. Before, a keyboard
 * arrived at the options from the note, by Shift+Tab, on the last one, and the next arrow key
 * chose the first: in 'Annulla colloquio', the one that releases the caregiver.
 */
export function MoveChoice<T extends string>({
  label,
  description,
  value,
  onChange,
  options,
}: {
  label: string;
  description?: ReactNode;
  value: T | null;
  onChange: (value: T) => void;
  /** In the order shown; an option's description says what choosing it does. */
  options: readonly { value: T; label: string; description?: string }[];
}) {
  return (
    <Radio.Group
      label={label}
      description={description}
      required
      value={value}
      onChange={(next) => onChange(next as T)}
    >
      <Stack gap={options.some((option) => option.description) ? 'sm' : 'xs'} mt="xs">
        {options.map((option, index) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            description={option.description}
            {...(index === 0 ? { 'data-autofocus': true } : {})}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
