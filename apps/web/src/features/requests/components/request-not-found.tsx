import { Card, Stack, Text, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { paths } from '@/config/paths';
import { requestMessages } from '../messages';

/** A request page for an id that is not the customer's (or not a request at all). */
export function RequestNotFound() {
  return (
    <Card withBorder radius="md" padding="xl" role="alert" aria-labelledby="not-found-heading">
      <Stack align="center" ta="center" gap="sm" maw={520} mx="auto">
        <IconFileUnknown size={48} aria-hidden color="var(--mantine-color-ink-4)" />
        <Title order={2} size="h3" id="not-found-heading">
          {requestMessages.notFoundTitle}
        </Title>
        <Text c="dimmed">{requestMessages.notFound}</Text>
        <AppButton component={Link} to={paths.dashboard.requestList.href()} mt="sm">
          Vai all’elenco richieste
        </AppButton>
      </Stack>
    </Card>
  );
}
