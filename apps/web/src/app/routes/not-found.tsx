import { Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { paths } from '@/config/paths';

const notFoundText = 'L’indirizzo che hai aperto non esiste o non è più disponibile.';

/** The `handle` of the routes that catch an address that is no page (router.tsx). */
export const notFoundHandle = { notFound: true } as const;

/** Whether the page matched is one of those: the server then answers it with 404. */
export const isNotFound = (matches: readonly { route: { handle?: unknown } }[]) =>
  matches.at(-1)?.route.handle === notFoundHandle;

/** An address that is no page: on its own, or inside the back office's frame. */
export function NotFoundRoute({ within }: { within?: 'backoffice' } = {}) {
  const back =
    within === 'backoffice'
      ? { to: paths.backoffice.requests.href(), label: 'Torna alle richieste' }
      : { to: paths.dashboard.home.href(), label: 'Torna alla home' };
  return (
    <Center mih={within ? 320 : '100dvh'} p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1}>Pagina non trovata</Title>
        <Text c="dimmed">{notFoundText}</Text>
        <AppButton component={Link} to={back.to}>
          {back.label}
        </AppButton>
      </Stack>
    </Center>
  );
}

/**
 * The same inside the family's dashboard, whose frame already shows the page's title
 * ('Pagina non trovata', from dashboard-pages.ts) and the way back to Home in its breadcrumb.
 */
export function DashboardNotFound() {
  return (
    <Stack align="center" gap="sm" maw={420} mx="auto" py="xl" ta="center">
      <Text c="dimmed">{notFoundText}</Text>
      <AppButton component={Link} to={paths.dashboard.home.href()}>
        Torna alla home
      </AppButton>
    </Stack>
  );
}
