import { Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppButton } from '@/components/app-button';
import { isBrowserOnline } from '@/lib/use-online';

/** A screen's code that could not be fetched (browsers word the failed import each their own way). */
const isLoadFailure = (error: unknown) =>
  error instanceof TypeError &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
    error.message,
  );

/** Shown instead of a blank page when a screen fails to render or load. */
export function RouteError() {
  const error = useRouteError();
  // Offline only when the browser says so: a code file gone after a release fails the same way
  // with the connection fine, and no 'online' would ever come.
  const offline = !isBrowserOnline();
  const notLoaded = !offline && isLoadFailure(error);
  // Back online: the page the family was going to, at once (a tap they may not think of).
  useEffect(() => {
    if (!offline) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [offline]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={460} ta="center" role="alert">
        {offline ? (
          <>
            <Title order={1}>Connessione assente</Title>
            <Text c="dimmed">
              Non riusciamo a caricare la pagina: controlla la connessione. Appena torni online la
              pagina si ricarica da sola.
            </Text>
          </>
        ) : notLoaded ? (
          <>
            <Title order={1}>La pagina non si è caricata</Title>
            <Text c="dimmed">
              Ricaricala: se non basta, controlla la connessione e riprova tra qualche minuto.
            </Text>
          </>
        ) : (
          <>
            <Title order={1}>Qualcosa non ha funzionato</Title>
            <Text c="dimmed">Si è verificato un errore imprevisto. Riprova più tardi.</Text>
          </>
        )}
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
