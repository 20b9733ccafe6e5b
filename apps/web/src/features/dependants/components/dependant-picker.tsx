import { Group, Modal, MultiSelect, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import type { DependantPicker as DependantPickerType } from '@/components/pickers';
import { useAuth } from '@/lib/auth';
import { ageLabel } from '../age';
import { useDependants } from '../api/get-dependants';
import { DependantForm } from './dependant-form';

/**
 * Multi-select of the user's dependants by id (spec §5), with 'Aggiungi nuovo' opening the
 * dependant form in a modal; the new dependant is selected after saving.
 */
export const DependantPicker: DependantPickerType = ({
  value,
  onChange,
  error,
  label = 'Assistiti',
  required,
  disabled,
}) => {
  const uid = useAuth().user?.uid;
  const dependants = useDependants(uid);
  const [adding, setAdding] = useState(false);
  const data = (dependants.data ?? []).map((d) => ({
    value: String(d.id),
    label: `${d.name} (${ageLabel(d.birthDate)})`,
  }));

  return (
    <Stack gap={6}>
      {/* On a phone the button goes under the field instead of squeezing it. */}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          style={{ flex: '1 1 240px', minWidth: 0 }}
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
          error={error}
        />
        <AppButton
          look="dark-outline"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          disabled={disabled || !uid}
        >
          Aggiungi nuovo
        </AppButton>
      </Group>
      <Modal opened={adding} onClose={() => setAdding(false)} title="Nuovo assistito" centered>
        {uid ? (
          <DependantForm
            uid={uid}
            onSaved={(dependant) => {
              onChange([...value, dependant.id]);
              setAdding(false);
            }}
            onDone={() => setAdding(false)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
};
