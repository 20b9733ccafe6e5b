import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppButton } from './app-button';

/** A primary button with a plus that opens the page creating something ('Nuova richiesta'). */
export function AddLink({
  to,
  iconSize = 18,
  children,
}: {
  to: string;
  iconSize?: number;
  children: ReactNode;
}) {
  return (
    <AppButton component={Link} to={to} leftSection={<IconPlus size={iconSize} aria-hidden />}>
      {children}
    </AppButton>
  );
}
