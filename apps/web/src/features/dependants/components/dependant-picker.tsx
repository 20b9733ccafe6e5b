import {
  type DependantType,
  dependantsMismatch,
  dependantTypesFor,
} from '@equilibrio/contract/enums';
import { MultiSelect } from '@/components/lists';
import { PickerWithAdd } from '@/components/picker-with-add';
import type { DependantPicker as DependantPickerType } from '@/components/pickers';
import { useAuth } from '@/lib/auth';
import { ageLabel } from '@/lib/dependant-age';
import { useDependants } from '../api/get-dependants';
import { DependantForm } from './dependant-form';

/**
 * Multi-select of the user's dependants by id (spec §5), with 'Aggiungi nuovo' opening the
 * dependant form in a modal; the new dependant is selected after saving.
 */
export const DependantPicker: DependantPickerType = ({ value, onChange, line, ...picker }) => {
  const uid = useAuth().user?.uid;
  const dependants = useDependants(uid);
  const fits = (type: DependantType) => !line || dependantTypesFor[line].includes(type);
  const data = (dependants.data ?? []).map((d) => ({
    value: String(d.id),
    label: `${d.name} (${ageLabel(d.birthDate)})`,
    // A chosen one that does not fit stays shown (and is named by the error) until taken off.
    disabled: !fits(d.type) && !value.includes(d.id),
  }));
  const placeholder = value.length ? undefined : 'Scegli gli assistiti';
  const chosenTypes = (dependants.data ?? [])
    .filter((d) => value.includes(d.id))
    .map((d) => d.type);
  const mismatch = line ? dependantsMismatch(line, chosenTypes) : null;
  const unfit = (dependants.data ?? []).some((d) => !fits(d.type));

  return (
    <PickerWithAdd
      picker={{ ...picker, error: picker.error ?? mismatch ?? undefined }}
      defaultLabel="Assistiti"
      field={(fieldProps) => (
        <MultiSelect
          {...fieldProps}
          data={data}
          value={value.map(String)}
          onChange={(next) => onChange(next.map(Number))}
          placeholder={dependants.isPending ? 'Caricamento…' : placeholder}
          description={
            unfit && line
              ? line === 'PETSITTER'
                ? 'Per il petsitter si scelgono solo animali.'
                : 'Per questo servizio si scelgono solo persone.'
              : undefined
          }
          nothingFoundMessage="Nessun assistito"
        />
      )}
      modalTitle="Nuovo assistito"
      addName="Aggiungi nuovo assistito"
      uid={uid}
      form={(owner, close, onDirtyChange) => (
        <DependantForm
          uid={owner}
          onSaved={(dependant) => {
            onChange([...value, dependant.id]);
            close();
          }}
          onDone={close}
          onDirtyChange={onDirtyChange}
        />
      )}
    />
  );
};
