import { Group, Modal, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import type { AddressPicker as AddressPickerType } from '@/components/pickers';
import { useAuth } from '@/lib/auth';
import { useAddresses } from '../api/get-addresses';
import { formatAddress } from '../format';
import { AddressForm } from './address-form';

/**
 * Single select of the user's saved addresses (spec §5), with 'Aggiungi nuovo' opening the
 * address form in a modal; the new address is selected after saving.
 */
export const AddressPicker: AddressPickerType = ({
  value,
  onChange,
  error,
  label = 'Indirizzo',
  required,
  disabled,
}) => {
  const uid = useAuth().user?.uid;
  const addresses = useAddresses(uid);
  const [adding, setAdding] = useState(false);
  const data = (addresses.data ?? []).map((a) => ({
    value: String(a.id),
    label: `${formatAddress(a)}${a.isDefault ? ' · predefinito' : ''}`,
  }));

  return (
    <Stack gap={6}>
      {/* On a phone the button goes under the field instead of squeezing it. */}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          style={{ flex: '1 1 240px', minWidth: 0 }}
          label={label}
          required={required}
          disabled={disabled}
          data={data}
          value={value === null ? null : String(value)}
          onChange={(next) => onChange(next ? Number(next) : null)}
          placeholder={addresses.isPending ? 'Caricamento…' : 'Scegli un indirizzo'}
          nothingFoundMessage="Nessun indirizzo salvato"
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
      <Modal opened={adding} onClose={() => setAdding(false)} title="Nuovo indirizzo" centered>
        {uid ? (
          <AddressForm
            uid={uid}
            onSaved={(address) => {
              onChange(address.id);
              setAdding(false);
            }}
            onReset={() => setAdding(false)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
};
