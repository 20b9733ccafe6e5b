import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdoptedApart } from './adopted-apart';

/**
 * A bordered section of a back-office screen, named by its heading `labelledBy`; on a drawn page
 * the app adopts each section apart (adopted-apart.tsx).
 */
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
      <AdoptedApart>
        <Stack gap="sm">{children}</Stack>
      </AdoptedApart>
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

/** A titled section of a long form (a caregiver's profile); on a drawn page adopted apart too. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <AdoptedApart>
        <Stack gap="md">
          <Title order={2} size="h4">
            {title}
          </Title>
          {children}
        </Stack>
      </AdoptedApart>
    </Paper>
  );
}
