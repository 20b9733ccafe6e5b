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
export const DependantPicker: DependantPickerType = ({ value, onChange, ...picker }) => {
  const uid = useAuth().user?.uid;
  const dependants = useDependants(uid);
  const data = (dependants.data ?? []).map((d) => ({
    value: String(d.id),
    label: `${d.name} (${ageLabel(d.birthDate)})`,
  }));
  const placeholder = value.length ? undefined : 'Scegli gli assistiti';

  return (
    <PickerWithAdd
      picker={picker}
      defaultLabel="Assistiti"
      field={(fieldProps) => (
        <MultiSelect
          {...fieldProps}
          data={data}
          value={value.map(String)}
          onChange={(next) => onChange(next.map(Number))}
          placeholder={dependants.isPending ? 'Caricamento…' : placeholder}
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
