import { askedServiceName } from '@equilibrio/contract/enums';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { DashboardPageHandle } from '@/app/layouts/dashboard-pages';
import { NotificationSettingsSection } from '@/features/notification-settings/components/notification-settings-section';
import { PersonalInfoPage } from '@/features/personal-info/pages/personal-info-page';
import { PrivacySection } from '@/features/privacy/components/privacy-section';
import { privacyMessages } from '@/features/privacy/messages';
import { getRequestsQueryOptions, homeRequestParams } from '@/features/requests/api/get-requests';
import { useAuth } from '@/lib/auth';
import { useLogout } from '@/lib/use-logout';

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
  const accountDeleted = useCallback(() => logout(privacyMessages.deleted), [logout]);

  // The open requests already paid for, named in the deletion's dialog (the home's list, often
  // cached): read once the dialog is asked for, not on every visit to the page.
  const [deleting, setDeleting] = useState(false);
  const active = useQuery({
    ...getRequestsQueryOptions(uid ?? '', homeRequestParams),
    enabled: Boolean(uid) && deleting,
  });
  const paid = useMemo(
    () =>
      (active.data?.content ?? []).flatMap((r) =>
        r.paidCents && r.paidAt
          ? [
              {
                id: r.id,
                service: askedServiceName(r, r.type),
                paidCents: r.paidCents,
                paidAt: r.paidAt,
              },
            ]
          : [],
      ),
    [active.data],
  );

  return (
    <Stack gap="lg">
      <PersonalInfoPage />
      {uid ? <NotificationSettingsSection uid={uid} /> : null}
      {uid ? (
        <PrivacySection
          uid={uid}
          paid={paid}
          onDeleteAsked={() => setDeleting(true)}
          onAccountDeleted={accountDeleted}
        />
      ) : null}
    </Stack>
  );
}
