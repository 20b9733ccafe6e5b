import { Chip, Group, Input } from '@mantine/core';
import type { Ref } from 'react';

export type ChipOption = { value: string; label: string };

/**
 * Several choices as chips (checkboxes), grouped under their label; what is chosen is kept in
 * the options' order (the week's days, the day's time slots).
 */
export function ChipChoices({
  label,
  options,
  value,
  onChange,
  error,
  disabled,
  required,
  firstRef,
}: {
  label: string;
  /** The first chip's input (a form's `setFocus` brings the tutor back to the choices). */
  firstRef?: Ref<HTMLInputElement>;
  /** At least one is needed: the label's asterisk, as the other required fields have. */
  required?: boolean;
  options: ChipOption[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const inOrder = (next: string[]) =>
    onChange(options.map((option) => option.value).filter((code) => next.includes(code)));
  return (
    <Input.Wrapper label={label} labelElement="div" error={error} withAsterisk={required}>
      <Chip.Group multiple value={value} onChange={inOrder}>
        <Group gap={6} mt={4} role="group" aria-label={label}>
          {options.map((option, index) => (
            <Chip
              key={option.value}
              ref={index === 0 ? firstRef : undefined}
              value={option.value}
              size="sm"
              disabled={disabled}
            >
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
