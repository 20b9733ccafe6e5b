import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { paths } from '@/config/paths';

/** A signed-in customer who opens the back office. */
export function NotAuthorized({
  email,
  onSignOut,
}: {
  email: string | null;
  onSignOut: () => void;
}) {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%">
        <Stack align="center" ta="center" gap="md">
          <IconShieldLock
            size={48}
            stroke={1.5}
            aria-hidden
            color="var(--mantine-color-danger-6)"
          />
          <Title order={1} size="h2">
            Non autorizzato
          </Title>
          <Text c="ink.5">
            Il back office è riservato ai family tutor
            {email ? (
              <>
                {' '}
                e l’account <strong>{email}</strong> non ha i permessi per entrarvi
              </>
            ) : null}
            . Se pensi che sia un errore, contatta il responsabile del servizio.
          </Text>
          <Stack gap="xs" w="100%">
            <AppButton component={Link} to={paths.dashboard.home.href()} fullWidth>
              Vai alla tua area clienti
            </AppButton>
            <AppButton look="dark-outline" onClick={onSignOut} fullWidth>
              Esci e accedi come family tutor
            </AppButton>
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}
