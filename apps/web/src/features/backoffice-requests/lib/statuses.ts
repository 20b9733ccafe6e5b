import type { RequestStatus } from '@equilibrio/contract/enums';
import type { MantineColor } from '@mantine/core';

/** Whose move it is, by status: the colour of the status badge. */
export type StatusTurn = 'tutor' | 'customer' | 'done' | 'paused' | 'closed';

export const statusInfo: Record<RequestStatus, { label: string; turn: StatusTurn }> = {
  NUOVA: { label: 'Nuova', turn: 'tutor' },
  'DA RICHIAMARE': { label: 'Da richiamare', turn: 'tutor' },
  'INVIATO PREVENTIVO': { label: 'Inviato preventivo', turn: 'customer' },
  'PREVENTIVO ACCETTATO': { label: 'Preventivo accettato', turn: 'tutor' },
  'SELEZIONE ATTIVA': { label: 'Selezione attiva', turn: 'tutor' },
  'INVIATO CV': { label: 'Inviato CV', turn: 'customer' },
  'DA PAGARE': { label: 'Da pagare', turn: 'customer' },
  PAGATO: { label: 'Pagato', turn: 'tutor' },
  'COLLOQUIO PRENOTATO': { label: 'Colloquio prenotato', turn: 'tutor' },
  'SELEZIONE COMPLETATA': { label: 'Selezione completata', turn: 'done' },
  'IN ATTESA': { label: 'In attesa', turn: 'tutor' },
  'STAND BY': { label: 'Stand-by', turn: 'paused' },
  "NON PIU' INTERESSATO": { label: 'Non più interessato', turn: 'closed' },
  'NON RISPONDE': { label: 'Non risponde', turn: 'closed' },
};

export const turnColor: Record<StatusTurn, { color: MantineColor; variant: 'filled' | 'light' }> = {
  tutor: { color: 'secondary', variant: 'filled' },
  customer: { color: 'sun.5', variant: 'filled' },
  done: { color: 'primary', variant: 'filled' },
  paused: { color: 'ink', variant: 'light' },
  closed: { color: 'gray', variant: 'light' },
};

export const turnLabel: Record<StatusTurn, string> = {
  tutor: 'Tocca a noi',
  customer: 'Tocca al cliente',
  done: 'Completata',
  paused: 'In pausa',
  closed: 'Chiusa',
};
