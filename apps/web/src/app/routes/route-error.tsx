import { Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppButton } from '@/components/app-button';

/** Shown instead of a blank page when a screen fails to render or load. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={460} ta="center" role="alert">
        <Title order={1}>Qualcosa non ha funzionato</Title>
        <Text c="dimmed">Si è verificato un errore imprevisto. Riprova più tardi.</Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
        <AppButton onClick={() => window.location.reload()}>Ricarica la pagina</AppButton>
      </Stack>
    </Center>
  );
}
