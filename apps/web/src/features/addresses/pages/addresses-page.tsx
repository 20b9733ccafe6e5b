import { SignedInEditor } from '@/components/saved-items-panel';
import { AddressesManager } from '../components/addresses-manager';
import { addressMessages } from '../messages';

/** /dashboard/personal-area/addresses ('Indirizzi'). */
export function AddressesPage() {
  return (
    <SignedInEditor missingUser={addressMessages.missingUser}>
      {(uid, onDirtyChange) => <AddressesManager uid={uid} onDirtyChange={onDirtyChange} />}
    </SignedInEditor>
  );
}
