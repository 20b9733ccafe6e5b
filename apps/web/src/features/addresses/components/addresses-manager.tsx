import type { Address } from '@equilibrio/contract/people';
import { Box, Stack } from '@mantine/core';
import { useState } from 'react';
import { confirm } from '@/components/confirm';
import { SavedItemsPanel } from '@/components/saved-items-panel';
import { toast, useToastOnFailure } from '@/components/toast';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSetDefaultAddress } from '../api/set-default-address';
import { addressMessages } from '../messages';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import classes from './addresses-manager.module.css';

type AddressesManagerProps = {
  uid: string;
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * Saved addresses and the address form (spec §2 "Addresses", §4): the form creates until a
 * card is chosen, then edits it; delete, save and reset return to create mode.
 */
export function AddressesManager({ uid, onDirtyChange }: AddressesManagerProps) {
  const addresses = useAddresses(uid);
  const remove = useDeleteAddress(uid);
  const makeDefault = useSetDefaultAddress(uid);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = addresses.isError ? [] : (addresses.data ?? []);
  const selected = list.find((a) => a.id === selectedId) ?? null;

  useToastOnFailure(addresses.isError, addressMessages.loadError);

  const onDelete = async (address: Address) => {
    const yes = await confirm({
      title: 'Attenzione',
      message: `Vuoi eliminare l'indirizzo ${address.street}?`,
      confirmLook: 'danger',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(address.id);
      if (selectedId === address.id) setSelectedId(null);
      toast.success(addressMessages.deleted);
    } catch {
      toast.error(addressMessages.deleteError);
    }
  };

  const onSetDefault = async (address: Address) => {
    try {
      await makeDefault.mutateAsync(address.id);
      toast.success(addressMessages.defaultSet);
    } catch {
      toast.error(addressMessages.defaultError);
    }
  };

  return (
    <SavedItemsPanel
      title="Indirizzi salvati"
      status={addresses.status}
      loadingLabel="Caricamento indirizzi"
      loadError={addressMessages.loadError}
      empty={list.length === 0 ? 'Non hai ancora salvato nessun indirizzo.' : null}
      list={
        <Box className={classes.list}>
          <Stack
            component="ul"
            gap="sm"
            p={2}
            m={0}
            aria-label="Indirizzi salvati"
            style={{ listStyle: 'none' }}
          >
            {list.map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  selected={address.id === selectedId}
                  onSelect={() => setSelectedId(address.id)}
                  onDelete={() => void onDelete(address)}
                  onSetDefault={() => void onSetDefault(address)}
                  busy={remove.isPending || makeDefault.isPending}
                />
              </li>
            ))}
          </Stack>
        </Box>
      }
      formTitle={selected ? 'Modifica indirizzo' : 'Aggiungi un indirizzo'}
      form={
        <AddressForm
          uid={uid}
          address={selected}
          onSaved={() => setSelectedId(null)}
          onReset={() => setSelectedId(null)}
          onDirtyChange={onDirtyChange}
        />
      }
    />
  );
}
