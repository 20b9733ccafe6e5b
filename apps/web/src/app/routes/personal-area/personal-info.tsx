import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import type { DashboardPageHandle } from '@/app/layouts/dashboard-pages';
import { NotificationSettingsSection } from '@/features/notification-settings/components/notification-settings-section';
import { PersonalInfoPage } from '@/features/personal-info/pages/personal-info-page';
import { PrivacySection } from '@/features/privacy/components/privacy-section';
import { privacyMessages } from '@/features/privacy/messages';
import { useAuth } from '@/lib/auth';
import { setLoginNotice } from '../../login-notice';
import { useLogout } from '../../use-logout';

export const handle: DashboardPageHandle = {
  title: 'Dati personali',
  heading: 'Dati personali',
  description:
    'I tuoi contatti, i dati di fatturazione, la password, le email che ricevi e la privacy del tuo account.',
};

export function Component() {
  const uid = useAuth().user?.uid;
  const logout = useLogout();
  // The account no longer exists: end the session and say so on the login page. (Signing out
  // unmounts the page, and with it its unsaved-changes guard.)
  const accountDeleted = useCallback(async () => {
    setLoginNotice(privacyMessages.deleted);
    await logout();
  }, [logout]);

  return (
    <Stack gap="lg">
      <PersonalInfoPage />
      {uid ? <NotificationSettingsSection uid={uid} /> : null}
      {uid ? <PrivacySection uid={uid} onAccountDeleted={accountDeleted} /> : null}
    </Stack>
  );
}
