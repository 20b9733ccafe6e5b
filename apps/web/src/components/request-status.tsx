import {
  type StatusKind,
  type StatusTagColor,
  statusDisplay,
} from '@equilibrio/contract/status-display';
import { Badge, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { ProblemAlert } from './notices';

/** Card colours by kind (spec §4): action red, pending yellow, done green. */
export const statusKindColor: Record<StatusKind, MantineColor> = {
  action: 'danger',
  pending: 'sun',
  done: 'green',
};

/** List tag colours (spec §4); "none" is a neutral grey tag. */
export const statusTagColors: Record<
  StatusTagColor,
  { color: MantineColor; variant: 'filled' | 'light' }
> = {
  secondary: { color: 'secondary', variant: 'filled' },
  primary: { color: 'primary', variant: 'filled' },
  pending: { color: 'sun', variant: 'filled' },
  none: { color: 'gray', variant: 'light' },
};

/** The coloured status tag of the request list and cards. Throws for an unknown status. */
export function RequestStatusTag({ status }: { status: string }) {
  const display = statusDisplay(status);
  const { color, variant } = statusTagColors[display.tagColor];
  return (
    <Badge color={color} variant={variant} radius="sm" tt="none" size="lg" fw={600}>
      {display.label}
    </Badge>
  );
}

/** Shown in place of a card or row whose status the app does not know. */
export function UnknownStatusNotice({ status }: { status: string }) {
  return (
    <ProblemAlert role="alert">
      Stato della richiesta non riconosciuto ({status}): aggiorna la pagina o contatta l’assistenza.
    </ProblemAlert>
  );
}

/** Wraps anything that reads the status table, so an unknown status never blanks the page. */
export function StatusBoundary({ status, children }: { status: string; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => <UnknownStatusNotice status={status} />}>
      {children}
    </ErrorBoundary>
  );
}
