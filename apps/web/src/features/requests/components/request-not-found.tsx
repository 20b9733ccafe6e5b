import { Card, Stack, Text, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { paths } from '@/config/paths';
import { requestMessages } from '../messages';

/**
 * A request page for an id that is not the customer's (or not a request at all); with `title`
 * and `message`, any request that cannot be shown here (a hand-over link spent), with the same
 * way out to the list.
 */
export function RequestNotFound({
  title = requestMessages.notFoundTitle,
  message = requestMessages.notFound,
}: {
  title?: string;
  message?: string;
}) {
  return (
    <Card withBorder radius="md" padding="xl" role="alert" aria-labelledby="not-found-heading">
      <Stack align="center" ta="center" gap="sm" maw={520} mx="auto">
        <IconFileUnknown size={48} aria-hidden color="var(--mantine-color-ink-4)" />
        <Title order={2} size="h3" id="not-found-heading">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <AppButton component={Link} to={paths.dashboard.requestList.href()} mt="sm">
          Vai all’elenco richieste
        </AppButton>
      </Stack>
    </Card>
  );
}
