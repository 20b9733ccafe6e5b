import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a card's list (`dl`): its label small and uppercase, the value under it. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}
