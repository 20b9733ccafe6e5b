import type { ContactPreference } from '@equilibrio/contract/enums';
import { statusDisplay } from '@equilibrio/contract/status-display';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { InfoAlert, ProblemAlert } from '@/components/notices';
import { WithArticle } from '@/components/with-article';
import { paths } from '@/config/paths';

/** The request form's address names no request of the customer's. */
export function RequestFormNotFound() {
  return (
    <ProblemAlert title="Richiesta non trovata">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">La richiesta che cerchi non esiste o non è più disponibile.</Text>
        <AppButton component={Link} to={paths.dashboard.requestList.href()} size="xs">
          Torna all’elenco richieste
        </AppButton>
      </Stack>
    </ProblemAlert>
  );
}

/** A copy: the form starts from request `id`. */
export function DuplicateNotice({ id }: { id: number }) {
  return (
    <InfoAlert>
      Stai creando una nuova richiesta a partire dalla richiesta #{id}: controlla i dati e inviala.
    </InfoAlert>
  );
}

/** A new request left unsent in this tab, taken up again: said, with a way to start afresh. */
export function DraftNotice({ onStartAgain }: { onStartAgain: () => void }) {
  return (
    <InfoAlert title="Abbiamo ripreso la richiesta che stavi scrivendo">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Non era ancora stata inviata: controlla i dati e inviala quando è pronta.
        </Text>
        <AppButton look="dark-outline" size="xs" onClick={onStartAgain}>
          Ricomincia da capo
        </AppButton>
      </Stack>
    </InfoAlert>
  );
}

/** The request is past "Aggiungi Info": read only, with 'Duplica la richiesta'. */
export function LockedNotice({ id, status }: { id: number; status: string }) {
  return (
    <InfoAlert
      color="sun"
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
    </InfoAlert>
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
      e{' '}
      <WithArticle article="l’">
        <Anchor
          component={Link}
          to={paths.privacy.href()}
          target="_blank"
          inherit
          underline="always"
        >
          Informativa sulla privacy
        </Anchor>
      </WithArticle>
      .
    </Text>
  );
}

/**
 * Where the family tutor will reach the family about the request, by the bottom of the form: a
 * family back after months may have changed number. With a way to the personal data page (the
 * typed request waits in the tab's draft, offered again on coming back).
 */
export function ContactNotice({
  phone,
  email,
  preference,
}: {
  phone: string | null;
  email: string | null;
  preference: ContactPreference | null;
}) {
  const toPersonalInfo = (label: ReactNode, name?: string) => (
    <Anchor
      component={Link}
      to={paths.dashboard.personalInfo.href()}
      inherit
      underline="always"
      aria-label={name}
    >
      {label}
    </Anchor>
  );
  return (
    <Text size="sm" c="gray.7">
      {preference === 'EMAIL' && email ? (
        <>
          Il family tutor ti scriverà all’indirizzo {email}.{' '}
          {toPersonalInfo('Modifica', 'Modifica i tuoi contatti')}
        </>
      ) : phone ? (
        <>
          {preference === 'WHATSAPP'
            ? `Il family tutor ti scriverà su WhatsApp al ${phone}.`
            : `Il family tutor ti chiamerà al ${phone}.`}{' '}
          {toPersonalInfo('Modifica', 'Modifica il numero di telefono')}
        </>
      ) : (
        <>{toPersonalInfo('Aggiungi un numero di telefono')}, così il family tutor può chiamarti.</>
      )}
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
