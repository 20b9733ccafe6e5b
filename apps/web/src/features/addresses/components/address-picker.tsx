import { Select } from '@/components/lists';
import { PickerWithAdd } from '@/components/picker-with-add';
import type { AddressPicker as AddressPickerType } from '@/components/pickers';
import { useAuth } from '@/lib/auth';
import { useMedia } from '@/lib/media-query';
import { useAddresses } from '@/resources/addresses';
import { formatAddress } from '../format';
import { AddressForm } from './address-form';

/**
 * Single select of the user's saved addresses (spec §5), with 'Aggiungi nuovo' opening the
 * address form in a modal; the new address is selected after saving.
 */
export const AddressPicker: AddressPickerType = ({ value, onChange, ...picker }) => {
  const uid = useAuth().user?.uid;
  const addresses = useAddresses(uid);
  const data = (addresses.data ?? []).map((a) => ({
    value: String(a.id),
    label: `${formatAddress(a)}${a.isDefault ? ' · predefinito' : ''}`,
  }));

  const narrow = !useMedia('(min-width: 48em)');
  const chosen = data.find((option) => option.value === String(value))?.label;

  return (
    <PickerWithAdd
      picker={picker}
      defaultLabel="Indirizzo"
      field={(fieldProps) => (
        <Select
          {...fieldProps}
          // A phone's field holds some 35 characters: the chosen address is also written out
          // whole below it ('Via Lattuada 12, 20135 Milano (MI) · pre…' was cut).
          description={fieldProps.description ?? (narrow ? chosen : undefined)}
          data={data}
          value={value === null ? null : String(value)}
          onChange={(next) => onChange(next ? Number(next) : null)}
          // Required: choosing the address already chosen (the default one) must not clear it.
          allowDeselect={false}
          placeholder={addresses.isPending ? 'Caricamento…' : 'Scegli un indirizzo'}
          nothingFoundMessage="Nessun indirizzo salvato"
        />
      )}
      modalTitle="Nuovo indirizzo"
      addName="Aggiungi nuovo indirizzo"
      uid={uid}
      form={(owner, close, onDirtyChange) => (
        <AddressForm
          uid={owner}
          onSaved={(address) => {
            onChange(address.id);
            close();
          }}
          onReset={close}
          onDirtyChange={onDirtyChange}
        />
      )}
    />
  );
};
