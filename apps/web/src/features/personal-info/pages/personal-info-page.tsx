import { Alert, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useToastOnFailure } from '@/components/toast';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useAuth } from '@/lib/auth';
import { useProfile } from '@/resources/profile';
import { ChangeEmailSection } from '../components/change-email-section';
import { ChangePasswordForm } from '../components/change-password-form';
import { PersonalInfoForm } from '../components/personal-info-form';
import { personalInfoMessages } from '../messages';

/** /dashboard/personal-area/personal-info ('Dati personali'). */
export function PersonalInfoPage() {
  const account = useAuth().user;
  const uid = account?.uid;
  const profile = useProfile(uid);
  const [dirty, setDirty] = useState(false);

  useToastOnFailure(profile.isError, personalInfoMessages.loadError);

  return (
    <Stack gap="lg">
      <UnsavedChangesGuard when={dirty} />
      {!uid ? (
        <Alert color="danger" variant="light" role="alert">
          {personalInfoMessages.noUid}
        </Alert>
      ) : profile.isPending ? (
        <Loader size="sm" aria-label="Caricamento dati personali" />
      ) : profile.isError ? (
        <Alert color="danger" variant="light" role="alert">
          {personalInfoMessages.loadError}
        </Alert>
      ) : (
        <PersonalInfoForm uid={uid} profile={profile.data} onDirtyChange={setDirty} />
      )}
      {account?.email ? <ChangeEmailSection email={account.email} /> : null}
      <ChangePasswordForm />
    </Stack>
  );
}
