import { statusDisplay } from '@equilibrio/contract/status-display';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { paths } from '@/config/paths';

/** The request form's address names no request of the customer's. */
export function RequestFormNotFound() {
  return (
    <Alert
      color="danger"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Richiesta non trovata"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">La richiesta che cerchi non esiste o non è più disponibile.</Text>
        <AppButton component={Link} to={paths.dashboard.requestList.href()} size="xs">
          Torna all’elenco richieste
        </AppButton>
      </Stack>
    </Alert>
  );
}

/** A copy: the form starts from request `id`. */
export function DuplicateNotice({ id }: { id: number }) {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
      Stai creando una nuova richiesta a partire dalla richiesta #{id}: controlla i dati e inviala.
    </Alert>
  );
}

/** The request is past "Aggiungi Info": read only, with 'Duplica la richiesta'. */
export function LockedNotice({ id, status }: { id: number; status: string }) {
  return (
    <Alert
      color="sun"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title="Richiesta non modificabile"
      // The yellow title colour reads too faintly on the yellow background.
      styles={{ title: { color: 'var(--mantine-color-ink-7)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          La richiesta #{id} è nello stato «{statusLabel(status)}» e non può più essere modificata.
          Puoi duplicarla per crearne una nuova.
        </Text>
        <AppButton
          component={Link}
          to={paths.dashboard.requestCreation.href({ id, duplicate: true })}
          size="xs"
        >
          Duplica la richiesta
        </AppButton>
      </Stack>
    </Alert>
  );
}

/** What sending a new request accepts: the texts accepted at sign-up, in their current version. */
export function TermsNotice() {
  return (
    <Text size="sm" c="gray.7">
      Inviando la richiesta accetti i{' '}
      <Anchor component={Link} to={paths.terms.href()} target="_blank" inherit underline="always">
        Termini e condizioni
      </Anchor>{' '}
      e l’
      <Anchor component={Link} to={paths.privacy.href()} target="_blank" inherit underline="always">
        Informativa sulla privacy
      </Anchor>
      .
    </Text>
  );
}

function statusLabel(status: string) {
  try {
    return statusDisplay(status).label;
  } catch {
    return status;
  }
}
