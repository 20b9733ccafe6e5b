import { dependantsMismatch, serviceIsFor } from '@equilibrio/contract/enums';
import { Checkbox, NativeSelect } from '@mantine/core';
import { useEffect } from 'react';
import type { AddressPicker, DependantPicker } from '@/components/pickers';

const people = [
  { id: 1, name: 'Luca', type: 'PERSON' },
  { id: 2, name: 'Nonna Pia', type: 'PERSON' },
  { id: 3, name: 'Micio', type: 'CAT' },
] as const;

/**
 * Simple pickers standing in for the personal area's in the form's tests. The assistiti one keeps
 * the contract's rule as the real one does: who the service `line` is not for is greyed out, and
 * a chosen one who does not fit is reported (`onUnfitChange`) and named in the error.
 */
export const TestDependantPicker: DependantPicker = ({
  value,
  onChange,
  label,
  error,
  disabled,
  line,
  onUnfitChange,
}) => {
  const chosen = people.filter((p) => value.includes(p.id)).map((p) => p.type);
  const mismatch = line ? dependantsMismatch(line, chosen) : null;
  useEffect(() => onUnfitChange?.(mismatch !== null), [mismatch, onUnfitChange]);
  return (
    <Checkbox.Group
      label={label}
      error={error ?? mismatch}
      value={value.map(String)}
      onChange={(next) => onChange(next.map(Number))}
    >
      {people.map((p) => (
        <Checkbox
          key={p.id}
          value={String(p.id)}
          label={p.name}
          // A chosen one who does not fit can still be taken off.
          disabled={
            disabled || Boolean(line && !serviceIsFor(line, p.type) && !value.includes(p.id))
          }
        />
      ))}
    </Checkbox.Group>
  );
};

export const TestAddressPicker: AddressPicker = ({
  value,
  onChange,
  label,
  description,
  error,
  disabled,
  kept,
}) => (
  <NativeSelect
    label={label}
    description={description}
    error={error}
    disabled={disabled}
    value={value === null ? '' : String(value)}
    onChange={(event) =>
      onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)
    }
    data={[
      // The empty value: the address kept, when there is one (as the real picker names it).
      { value: '', label: kept ?? 'Nessun indirizzo' },
      { value: '10', label: 'Via Roma 1, Torino' },
      { value: '11', label: 'Corso Italia 5, Milano' },
    ]}
  />
);
