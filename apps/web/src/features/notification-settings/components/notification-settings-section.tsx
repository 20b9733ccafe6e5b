import { type NotificationPreference, notificationPreferences } from '@equilibrio/contract/enums';
import { Alert, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { useAuth } from '@/lib/auth';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import { notificationMessages as m, notificationChoices } from '../messages';

/**
 * 'Notifiche email' in Dati personali: which emails the family gets about its requests, saved as
 * soon as it is chosen (no form to submit). Payments and legal emails are always sent.
 */
export function NotificationSettingsSection({ uid }: { uid: string }) {
  const settings = useNotificationSettings(uid);
  const save = useSaveNotificationSettings(uid);
  // The choice shows at once, in the same render as the tap (the mutation's own state arrives a
  // moment later, and the radio would flick back meanwhile), until the server has answered.
  const [choosing, setChoosing] = useState<NotificationPreference | null>(null);
  const current = choosing ?? settings.data?.notificationPreference;
  const accountEmail = useAuth().user?.email;

  const choose = (value: string) => {
    if (!(notificationPreferences as readonly string[]).includes(value)) return;
    setChoosing(value as NotificationPreference);
    save.mutate(
      { notificationPreference: value as NotificationPreference },
      {
        onSuccess: () =>
          toast.success(m.saved(notificationChoices[value as NotificationPreference].label)),
        onError: () => toast.error(m.saveError),
        onSettled: () => setChoosing(null),
      },
    );
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      id="notifiche"
      aria-labelledby="notifications-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="notifications-title">
          {m.title}
        </Title>
        {accountEmail ? (
          <Text size="sm" fw={600}>
            {m.account(accountEmail)}
          </Text>
        ) : null}
        <Text size="sm">{m.intro}</Text>
        {settings.isPending ? (
          <Loader size="sm" aria-label="Caricamento delle preferenze sulle email" />
        ) : settings.isError ? (
          <Alert color="danger" variant="light" role="alert">
            {m.loadError}
          </Alert>
        ) : (
          // The group is named by the section's title. Mantine's Radio.Group names its radiogroup
          // only after a label of its own (a second 'Notifiche email' on screen): aria-labelledby
          // given to it landed on a wrapper, and the choices were heard with no group name.
          <Stack gap="sm" mt={4} role="radiogroup" aria-labelledby="notifications-title">
            {notificationPreferences.map((preference) => (
              <Radio
                key={preference}
                name="notification-preference"
                value={preference}
                checked={current === preference}
                // While a choice is being saved, another waits: the one being saved stays checked.
                onChange={() => {
                  if (!save.isPending) choose(preference);
                }}
                label={notificationChoices[preference].label}
                description={notificationChoices[preference].description}
              />
            ))}
          </Stack>
        )}
        <Text size="sm" c="gray.7">
          {m.always}
        </Text>
      </Stack>
    </Paper>
  );
}
