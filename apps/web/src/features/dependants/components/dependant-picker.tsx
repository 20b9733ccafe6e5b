import { dependantAgeQuestion, describeDependant } from '@equilibrio/contract/dependant-labels';
import {
  type DependantType,
  dependantsHint,
  dependantsMismatch,
  serviceIsFor,
} from '@equilibrio/contract/enums';
import { useEffect } from 'react';
import { MultiSelect } from '@/components/lists';
import { PickerWithAdd } from '@/components/picker-with-add';
import type { DependantPicker as DependantPickerType } from '@/components/pickers';
import { useAuth } from '@/lib/auth';
import { pageNow } from '@/lib/server-clock';
import { useDependants } from '../api/get-dependants';
import { DependantForm } from './dependant-form';

/**
 * Multi-select of the user's dependants by id (spec §5), with 'Aggiungi nuovo' opening the
 * dependant form in a modal; the new dependant is selected after saving when the service is for
 * them. With `line`, who the service is not for is greyed out and said so under the field; a
 * chosen one who no longer fits (the service changed after) is named in the field's error.
 */
export const DependantPicker: DependantPickerType = ({
  value,
  onChange,
  line,
  onUnfitChange,
  ...picker
}) => {
  const uid = useAuth().user?.uid;
  const dependants = useDependants(uid);
  const fits = (type: DependantType) => !line || serviceIsFor(line, type);
  const data = (dependants.data ?? []).map((d) => ({
    value: String(d.id),
    // 'Sofia (bambina, 4 anni)', 'Pepe (cane, 6 anni)': who a service is for reads from the list.
    label: describeDependant(d, pageNow()),
    // A chosen one that does not fit stays shown (and is named by the error) until taken off.
    disabled: !fits(d.type) && !value.includes(d.id),
  }));
  const placeholder = value.length ? undefined : 'Scegli gli assistiti';
  const chosen = (dependants.data ?? []).filter((d) => value.includes(d.id));
  const chosenTypes = chosen.map((d) => d.type);
  // A person of the other service's age is asked about, never refused.
  const ageQuestion =
    line && !picker.disabled ? dependantAgeQuestion(line, chosen, pageNow()) : null;
  const mismatch = line ? dependantsMismatch(line, chosenTypes) : null;
  const someUnfit = (dependants.data ?? []).some((d) => !fits(d.type));
  const hint = line ? dependantsHint(line, someUnfit) : null;
  useEffect(() => onUnfitChange?.(mismatch !== null), [mismatch, onUnfitChange]);

  return (
    <PickerWithAdd
      // A read-only past request says nothing of the rule (it may predate it).
      picker={{
        ...picker,
        error: picker.error ?? (picker.disabled ? undefined : mismatch) ?? undefined,
      }}
      defaultLabel="Assistiti"
      field={(fieldProps) => (
        <MultiSelect
          {...fieldProps}
          data={data}
          value={value.map(String)}
          onChange={(next) => onChange(next.map(Number))}
          placeholder={dependants.isPending ? 'Caricamento…' : placeholder}
          description={[hint, ageQuestion].filter(Boolean).join(' ') || undefined}
          nothingFoundMessage="Nessun assistito"
        />
      )}
      modalTitle="Nuovo assistito"
      addName="Aggiungi nuovo assistito"
      uid={uid}
      form={(owner, close, onDirtyChange) => (
        <DependantForm
          uid={owner}
          line={line}
          onSaved={(dependant) => {
            if (fits(dependant.type)) onChange([...value, dependant.id]);
            close();
          }}
          onDone={close}
          onDirtyChange={onDirtyChange}
        />
      )}
    />
  );
};
