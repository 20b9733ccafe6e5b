import { Badge, Box, CheckIcon, Group } from '@mantine/core';
import { Select } from '@/components/lists';
import { PickerWithAdd } from '@/components/picker-with-add';
import type { AddressPicker as AddressPickerType } from '@/components/pickers';
import { useAuth } from '@/lib/auth';
import { useMedia } from '@/lib/media-query';
import { useAddresses } from '@/resources/addresses';
import { formatAddress } from '../format';
import { AddressForm } from './address-form';

/** The characters a phone's select shows before it cuts the rest. */
const PHONE_FIELD_CHARS = 34;

/** The option of the address `kept` (none of the saved ones): the empty value. */
const KEPT = 'kept';

/**
 * Single select of the user's saved addresses (spec §5), with 'Aggiungi nuovo' opening the
 * address form in a modal; the new address is selected after saving.
 */
export const AddressPicker: AddressPickerType = ({ value, onChange, kept = null, ...picker }) => {
  const uid = useAuth().user?.uid;
  const addresses = useAddresses(uid);
  // The field shows the address alone; 'predefinito' is a badge in the list. In the label it
  // was the part a phone cut ('Via Po 12, 10123 Torino (TO) · predefinit…').
  const saved = (addresses.data ?? []).map((a) => ({
    value: String(a.id),
    label: formatAddress(a),
  }));
  // An address kept with no saved one chosen is the field's value, not an empty field whose
  // words alone said it (read as no address at all).
  const data = kept ? [{ value: KEPT, label: kept }, ...saved] : saved;
  const selected = value === null ? (kept ? KEPT : null) : String(value);
  const defaults = new Set(
    (addresses.data ?? []).filter((a) => a.isDefault).map((a) => String(a.id)),
  );

  const narrow = !useMedia('(min-width: 48em)');
  const chosen = data.find((option) => option.value === selected)?.label;

  return (
    <PickerWithAdd
      picker={picker}
      defaultLabel="Indirizzo"
      field={(fieldProps) => (
        <Select
          {...fieldProps}
          // A phone's field holds some 35 characters: a longer address is also written out
          // whole below it (one that fits is not said twice), before the field's own words.
          description={
            narrow && chosen && chosen.length > PHONE_FIELD_CHARS ? (
              fieldProps.description ? (
                <>
                  <Box component="span" display="block">
                    {chosen}
                  </Box>
                  <Box component="span" display="block">
                    {fieldProps.description}
                  </Box>
                </>
              ) : (
                chosen
              )
            ) : (
              fieldProps.description
            )
          }
          data={data}
          renderOption={({ option, checked }) => (
            <Group gap={8} wrap="nowrap">
              {checked ? <CheckIcon size={12} style={{ opacity: 0.4, flexShrink: 0 }} /> : null}
              <span>{option.label}</span>
              {defaults.has(option.value) ? (
                <>
                  {' '}
                  <Badge size="sm" variant="light" tt="none" style={{ flexShrink: 0 }}>
                    predefinito
                  </Badge>
                </>
              ) : null}
            </Group>
          )}
          value={selected}
          onChange={(next) => onChange(next && next !== KEPT ? Number(next) : null)}
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
