import { Alert } from '@mantine/core';
import { useState } from 'react';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useAuth } from '@/lib/auth';
import { AddressesManager } from '../components/addresses-manager';
import { addressMessages } from '../messages';

/** /dashboard/personal-area/addresses ('Indirizzi'). */
export function AddressesPage() {
  const uid = useAuth().user?.uid;
  const [dirty, setDirty] = useState(false);
  if (!uid) {
    return (
      <Alert color="danger" variant="light" role="alert">
        {addressMessages.missingUser}
      </Alert>
    );
  }
  return (
    <>
      <UnsavedChangesGuard when={dirty} />
      <AddressesManager uid={uid} onDirtyChange={setDirty} />
    </>
  );
}
