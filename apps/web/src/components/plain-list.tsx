import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = Omit<StackProps, 'component'> & {
  /** An `ol` (the order means something) instead of a `ul`. */
  ordered?: boolean;
  'aria-label'?: string;
  children: ReactNode;
};

/** A list of stacked items with no bullets and no indent (cards, rows, messages). */
export function PlainList({ ordered, ...props }: Props) {
  return (
    <Stack component={ordered ? 'ol' : 'ul'} p={0} m={0} style={{ listStyle: 'none' }} {...props} />
  );
}
