import { Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1}>Pagina non trovata</Title>
        <Text c="dimmed">L’indirizzo che hai aperto non esiste o non è più disponibile.</Text>
        <AppButton component={Link} to={paths.dashboard.home.href()}>
          Torna alla home
        </AppButton>
      </Stack>
    </Center>
  );
}
