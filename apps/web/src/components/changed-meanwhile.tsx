import { Alert, Stack, Text } from '@mantine/core';
import { ApiError } from '@/lib/api-client';
import { AppButton } from './app-button';

/** A save refused: the record was saved by someone else since the form read it (409). */
export const recordChangedMeanwhile = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'RECORD_CHANGED';

/**
 * A save refused because the record changed after the form was opened (RECORD_CHANGED): the
 * server's words (`message`), that what was typed is still in the form, and a button that loads
 * the record as it is now (`onReload`) — the fields not touched then show it, the ones changed
 * keep what was typed. Nothing is overwritten unseen, nothing typed is lost unseen.
 */
export function ChangedMeanwhile({
  title,
  message,
  reloadLabel,
  reloading,
  onReload,
}: {
  title: string;
  message: string;
  reloadLabel: string;
  reloading: boolean;
  onReload: () => void;
}) {
  return (
    <Alert color="danger" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Text size="sm">
          Quello che hai scritto è ancora nel modulo: {reloadLabel.toLowerCase()} per vedere la
          versione attuale, poi controlla e salva di nuovo.
        </Text>
        <AppButton size="xs" loading={reloading} onClick={onReload}>
          {reloadLabel}
        </AppButton>
      </Stack>
    </Alert>
  );
}

/** Once reloaded: what the form now shows, and what to do. */
export function ReloadedNotice({ what, saveLabel }: { what: string; saveLabel: string }) {
  return (
    <Alert color="primary" variant="light" role="status">
      {what} ricaricata: i campi che non avevi toccato mostrano la versione attuale, quelli che hai
      modificato tengono quello che avevi scritto. Controllali e premi «{saveLabel}».
    </Alert>
  );
}
