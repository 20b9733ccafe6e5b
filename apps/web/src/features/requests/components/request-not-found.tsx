import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AppButton } from '@/components/app-button';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { sessionNotices } from '@/lib/login-notice';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { returnPathFor } from '@/lib/return-path';
import { useLogout } from '@/lib/use-logout';
import { requestMessages } from '../messages';

/**
 * A request page for an id that is not the customer's (or not a request at all): it names the
 * account signed in, and offers to sign in with another one and come back here (an email's link
 * opened on a device shared with another family account). With `title` and `message`, any request
 * that cannot be shown here (a hand-over link spent), with the way out to the list only.
 */
export function RequestNotFound({ title, message }: { title?: string; message?: string }) {
  const accountEmail = useAuth().user?.email ?? null;
  const ownMessage = message === undefined;
  return (
    <Card withBorder radius="md" padding="xl" role="alert" aria-labelledby="not-found-heading">
      <Stack align="center" ta="center" gap="sm" maw={520} mx="auto">
        <IconFileUnknown size={48} aria-hidden color="var(--mantine-color-ink-4)" />
        <Title order={2} size="h3" id="not-found-heading">
          {title ?? requestMessages.notFoundTitle}
        </Title>
        <Text c="dimmed">{message ?? requestMessages.notFound(accountEmail)}</Text>
        <Group justify="center" gap="sm" mt="sm">
          <AppButton component={Link} to={paths.dashboard.requestList.href()}>
            {requestMessages.toRequestList}
          </AppButton>
          {ownMessage ? <SwitchAccountButton /> : null}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Signs out as 'Esci' does (lib/use-logout) and leaves for the login page, which leads back to
 * this page once signed in.
 */
function SwitchAccountButton() {
  const location = useLocation();
  const logout = useLogout();
  const once = useOneAtATime();
  const [leaving, setLeaving] = useState(false);
  const leave = () =>
    once(async () => {
      setLeaving(true);
      try {
        await logout(sessionNotices.signedOut, returnPathFor(location));
      } catch {
        setLeaving(false);
        toast.error(requestMessages.switchAccountFailed);
      }
    });
  return (
    <AppButton look="dark-outline" onClick={() => void leave()} loading={leaving}>
      {requestMessages.switchAccount}
    </AppButton>
  );
}
