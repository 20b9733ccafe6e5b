import { Card, type CardProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** A card of the customer's pages: an article named by its heading (`titleId`), as tall as its row. */
export function ArticleCard({
  titleId,
  ...props
}: CardProps & {
  titleId: string;
  style?: CSSProperties;
  'data-kind'?: string;
  children: ReactNode;
}) {
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      h="100%"
      {...props}
    />
  );
}
