import { Card, type CardProps, Group, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

type Bar = { height: number; width: number | string };

/**
 * A card's placeholder of the same size while its data loads: the heading row (the title and
 * what stands beside it) above the shapes of the body.
 */
export function CardSkeleton({
  title,
  aside,
  padding = 'lg',
  children,
}: {
  title: Bar;
  aside: Bar;
  padding?: CardProps['padding'];
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding={padding} aria-hidden>
      <Group justify="space-between">
        <Skeleton {...title} />
        <Skeleton {...aside} />
      </Group>
      {children}
    </Card>
  );
}
