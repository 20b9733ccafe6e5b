import { Alert } from '@mantine/core';
import { useState } from 'react';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useAuth } from '@/lib/auth';
import { DependantsManager } from '../components/dependants-manager';
import { dependantMessages } from '../messages';

/** /dashboard/personal-area/dependant ('I tuoi assistiti'). */
export function DependantsPage() {
  const uid = useAuth().user?.uid;
  const [dirty, setDirty] = useState(false);
  if (!uid) {
    return (
      <Alert color="danger" variant="light" role="alert">
        {dependantMessages.missingUser}
      </Alert>
    );
  }
  return (
    <>
      <UnsavedChangesGuard when={dirty} />
      <DependantsManager uid={uid} onDirtyChange={setDirty} />
    </>
  );
}
