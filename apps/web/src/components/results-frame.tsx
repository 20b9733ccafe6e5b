import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMedia } from '@/lib/media-query';

/** Whether a directory shows its results as a table (from 62em) rather than as cards. */
export const useWideScreen = () => useMedia('(min-width: 62em)');

/** A directory's results: the table in a bordered frame on a wide screen, the cards bare. */
export function ResultsFrame({ wide, children }: { wide: boolean; children: ReactNode }) {
  return (
    <Paper withBorder={wide} radius="md" p={wide ? 'xs' : 0} bg={wide ? undefined : 'transparent'}>
      {children}
    </Paper>
  );
}
