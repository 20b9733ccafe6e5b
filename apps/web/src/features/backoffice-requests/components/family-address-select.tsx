import { type Address, addressOneLine } from '@equilibrio/contract/people';
import { useState } from 'react';
import { Select } from '@/components/lists';
import { useFamilyAddresses } from '../api/get-family-addresses';

/**
 * The family's saved addresses, to take the service's from one of them (none saved: nothing
 * shown). `onPick` gets the chosen one.
 */
export function FamilyAddressSelect({
  requestId,
  label,
  description,
  onPick,
  disabled,
}: {
  requestId: number;
  label: string;
  description?: string;
  onPick: (address: Address) => void;
  disabled?: boolean;
}) {
  const addresses = useFamilyAddresses(requestId);
  const [chosen, setChosen] = useState<string | null>(null);
  const saved = addresses.data ?? [];
  if (saved.length === 0) return null;
  return (
    <Select
      label={label}
      description={description}
      placeholder="Scegli un indirizzo salvato"
      data={saved.map((address) => ({
        value: String(address.id),
        label: `${addressOneLine(address)}${address.isDefault ? ' · predefinito' : ''}`,
      }))}
      value={chosen}
      allowDeselect={false}
      disabled={disabled}
      onChange={(value) => {
        const address = saved.find((a) => String(a.id) === value);
        if (!address) return;
        setChosen(value);
        onPick(address);
      }}
    />
  );
}
