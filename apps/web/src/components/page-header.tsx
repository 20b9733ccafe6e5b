import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { focusLanding } from './focus-keeper';

/**
 * A page's title, a line about it, and its main actions on the right (below on phones); the
 * keyboard lands on it when one of its actions goes away («Prendi in carico», once taken).
 */
export function PageHeader({
  title,
  description,
  actions,
  eyebrow,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="lg" wrap="wrap" {...focusLanding}>
      <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
        {eyebrow}
        <Title order={1} size="h2">
          {title}
        </Title>
        {description ? (
          <Text c="ink.5" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
