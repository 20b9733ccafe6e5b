import { Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
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
  const titleId = useId();
  return (
    // Named by its title: where the keyboard lands, a screen reader says which.
    <Group
      justify="space-between"
      align="flex-end"
      gap="sm"
      mb="lg"
      wrap="wrap"
      role="group"
      aria-labelledby={titleId}
      {...focusLanding}
    >
      <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
        {eyebrow}
        <Title order={1} size="h2" id={titleId}>
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
