import { MultiSelect } from '@mantine/core';
import { PickerWithAdd, pickerFieldStyle } from '@/components/picker-with-add';
import type { DependantPicker as DependantPickerType } from '@/components/pickers';
import { useAuth } from '@/lib/auth';
import { ageLabel } from '@/lib/dependant-age';
import { useDependants } from '../api/get-dependants';
import { DependantForm } from './dependant-form';

/**
 * Multi-select of the user's dependants by id (spec §5), with 'Aggiungi nuovo' opening the
 * dependant form in a modal; the new dependant is selected after saving.
 */
export const DependantPicker: DependantPickerType = ({
  value,
  onChange,
  onBlur,
  error,
  label = 'Assistiti',
  required,
  disabled,
}) => {
  const uid = useAuth().user?.uid;
  const dependants = useDependants(uid);
  const data = (dependants.data ?? []).map((d) => ({
    value: String(d.id),
    label: `${d.name} (${ageLabel(d.birthDate)})`,
  }));

  return (
    <PickerWithAdd
      field={
        <MultiSelect
          style={pickerFieldStyle}
          label={label}
          required={required}
          disabled={disabled}
          data={data}
          value={value.map(String)}
          onChange={(next) => onChange(next.map(Number))}
          placeholder={
            dependants.isPending
              ? 'Caricamento…'
              : value.length
                ? undefined
                : 'Scegli gli assistiti'
          }
          nothingFoundMessage="Nessun assistito"
          onBlur={onBlur}
          error={error}
        />
      }
      modalTitle="Nuovo assistito"
      canAdd={!disabled && Boolean(uid)}
      form={(close) =>
        uid ? (
          <DependantForm
            uid={uid}
            onSaved={(dependant) => {
              onChange([...value, dependant.id]);
              close();
            }}
            onDone={close}
          />
        ) : null
      }
    />
  );
};
