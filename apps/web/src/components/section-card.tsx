import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered section of a back-office screen, named by its heading `labelledBy`. */
export function SectionPaper({
  labelledBy,
  children,
}: {
  labelledBy: string | undefined;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={labelledBy}
    >
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** A titled block of a screen, with optional actions on the right. */
export function SectionCard({
  title,
  actions,
  children,
  id,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <SectionPaper labelledBy={id}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </SectionPaper>
  );
}
