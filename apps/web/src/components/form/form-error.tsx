import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The form's own message (a failed save, a refusal that belongs to no field), announced to
 * screen readers; nothing when there is none.
 */
export function FormError({
  message,
  ...props
}: { message: ReactNode } & Omit<AlertProps, 'children' | 'color' | 'variant' | 'role'>) {
  if (!message) return null;
  return (
    <Alert color="danger" variant="light" role="alert" {...props}>
      {message}
    </Alert>
  );
}
