import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the catalogue screen (a service, a company), named by its heading `labelledBy`. */
export function CatalogCard({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
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
