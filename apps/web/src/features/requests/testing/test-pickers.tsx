import { Checkbox, NativeSelect } from '@mantine/core';
import type { AddressPicker, DependantPicker } from '@/components/pickers';

/** Simple pickers standing in for the personal area's in the form's tests. */
export const TestDependantPicker: DependantPicker = ({
  value,
  onChange,
  label,
  error,
  disabled,
}) => (
  <Checkbox.Group
    label={label}
    error={error}
    value={value.map(String)}
    onChange={(next) => onChange(next.map(Number))}
  >
    <Checkbox value="1" label="Luca" disabled={disabled} />
    <Checkbox value="2" label="Nonna Pia" disabled={disabled} />
  </Checkbox.Group>
);

export const TestAddressPicker: AddressPicker = ({ value, onChange, label, error, disabled }) => (
  <NativeSelect
    label={label}
    error={error}
    disabled={disabled}
    value={value === null ? '' : String(value)}
    onChange={(event) =>
      onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)
    }
    data={[
      { value: '', label: 'Nessun indirizzo' },
      { value: '10', label: 'Via Roma 1, Torino' },
      { value: '11', label: 'Corso Italia 5, Milano' },
    ]}
  />
);
