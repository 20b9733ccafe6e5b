import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An auth page's title and the words under it; `large` for the login page's welcome. */
export function PageHeading({
  title,
  children,
  large = false,
}: {
  title: string;
  children: ReactNode;
  large?: boolean;
}) {
  return (
    <div>
      <Title order={1} fz={large ? { base: 26, sm: 30 } : { base: 24, sm: 28 }}>
        {title}
      </Title>
      <Text c="gray.7" mt={6}>
        {children}
      </Text>
    </div>
  );
}
