import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { AdoptedApart } from './adopted-apart';
import { focusLanding } from './focus-keeper';

/**
 * A bordered section of a back-office screen, named by its heading `labelledBy`; on a drawn page
 * the app adopts each section apart (adopted-apart.tsx). The keyboard lands on it when the
 * control it was on goes away (focus-keeper.ts).
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
      {...focusLanding}
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

/**
 * A titled part of a long form, adopted apart on a drawn page: a heading of `order` 2 for a
 * section of its own (`FormSection`), 3 for a part within one (the quote form's).
 */
export function FormPart({
  title,
  order = 3,
  children,
}: {
  title: string;
  order?: 2 | 3;
  children: ReactNode;
}) {
  return (
    <AdoptedApart>
      <Stack gap={order === 2 ? 'md' : 'sm'}>
        <Title order={order} size={order === 2 ? 'h4' : 'h5'}>
          {title}
        </Title>
        {children}
      </Stack>
    </AdoptedApart>
  );
}

/** A titled section of a long form (a caregiver's profile), in a bordered frame. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <FormPart title={title} order={2}>
        {children}
      </FormPart>
    </Paper>
  );
}

/** A bordered panel of the personal area: its heading, a line of `intro` if any, its content. */
export function TitledPanel({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    // A section named by its title: where the keyboard lands, a screen reader says which.
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      {...focusLanding}
    >
      <Title order={2} size="h4" mb={intro ? 4 : 'sm'} id={titleId}>
        {title}
      </Title>
      {intro ? (
        <Text size="sm" c="dimmed" mb="sm">
          {intro}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}
