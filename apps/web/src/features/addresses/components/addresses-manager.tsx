import type { Address } from '@equilibrio/contract/people';
import { confirm } from '@/components/confirm';
import { refusalOr } from '@/components/form/use-form-failure';
import { SavedItemsPanel } from '@/components/saved-items-panel';
import { toast } from '@/components/toast';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { useAddresses } from '@/resources/addresses';
import { useDeleteAddress } from '../api/delete-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import { addressMessages } from '../messages';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import classes from './addresses-manager.module.css';

const texts = {
  title: 'Indirizzi salvati',
  loadingLabel: 'Caricamento indirizzi',
  loadError: addressMessages.loadError,
  empty: 'Non hai ancora salvato nessun indirizzo.',
};

type AddressesManagerProps = {
  uid: string;
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * Saved addresses and the address form (spec §2 "Addresses", §4): the form creates until a
 * card is chosen, then edits it; delete, save and reset return to create mode.
 */
export function AddressesManager({ uid, onDirtyChange }: AddressesManagerProps) {
  const remove = useDeleteAddress(uid);
  const makeDefault = useSetDefaultAddress(uid);

  const addresses = useAddresses(uid);

  const onDelete = async (address: Address, deselect: () => void) => {
    // The default one is replaced by the first left, as the API does it (and as the list shows).
    const next = address.isDefault
      ? (addresses.data?.find((other) => other.id !== address.id)?.street ?? null)
      : undefined;
    const yes = await confirm({
      title: 'Attenzione',
      // Open requests at it keep their own copy of it: said, so a family that moved knows the
      // caregiver still goes there until the request is changed.
      message: [
        `Vuoi eliminare l’indirizzo ${address.street}?`,
        next !== undefined ? addressMessages.defaultReplaced(next) : null,
        address.openRequests?.length
          ? addressMessages.keptByOpenRequests(address.openRequests)
          : null,
      ]
        .filter(Boolean)
        .join(' '),
      confirmLabel: 'Elimina',
      cancelLabel: 'Annulla',
      confirmLook: 'danger',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(address.id);
      deselect();
      toast.success(addressMessages.deleted);
    } catch (error) {
      toast.error(refusalOr(error, addressMessages.deleteError));
    }
  };

  const once = useOneAtATime();
  const onSetDefault = (address: Address) =>
    once(async () => {
      try {
        await makeDefault.mutateAsync(address.id);
        toast.success(addressMessages.defaultSet);
      } catch {
        toast.error(addressMessages.defaultError);
      }
    });

  return (
    <SavedItemsPanel
      texts={texts}
      query={addresses}
      listClassName={classes.list}
      card={(address, { selected, select, deselect }) => (
        <AddressCard
          address={address}
          selected={selected}
          onSelect={select}
          onDelete={() => void onDelete(address, deselect)}
          onSetDefault={() => void onSetDefault(address)}
          busy={remove.isPending || makeDefault.isPending}
        />
      )}
      formTitle={(selected) => (selected ? 'Modifica indirizzo' : 'Aggiungi un indirizzo')}
      form={(selected, done) => (
        <AddressForm
          uid={uid}
          address={selected}
          onSaved={done}
          onReset={done}
          onDirtyChange={onDirtyChange}
        />
      )}
    />
  );
}
