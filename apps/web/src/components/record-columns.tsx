import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '@/config/theme';
import { useMedia } from '@/lib/media-query';

/**
 * A back-office record's page (a request, a caregiver) from 1200 px: the work in two thirds and,
 * beside it, what informs it. Below that width the page gives its own single column (`narrow`),
 * ordered by use rather than the two columns stacked.
 */
export function RecordColumns({
  main,
  aside,
  narrow,
}: {
  main: ReactNode;
  aside: ReactNode;
  narrow: ReactNode;
}) {
  const wide = useMedia(`(min-width: ${theme.breakpoints?.lg ?? '75em'})`);
  if (!wide) return narrow;
  return (
    <Grid gap="md">
      <Grid.Col span={8}>
        <Stack gap="md">{main}</Stack>
      </Grid.Col>
      <Grid.Col span={4}>
        <Stack gap="md">{aside}</Stack>
      </Grid.Col>
    </Grid>
  );
}
