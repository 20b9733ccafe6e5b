import type { RequestStatus } from '@equilibrio/contract/enums';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { Text } from '@mantine/core';
import { InfoAlert } from '@/components/notices';
import { formatDay } from '@/lib/format-datetime';

/**
 * While the family's ask to replace the caregiver stands (`substitutionAskedAt`, the server's one
 * rule, `openSubstitutionAskAt`) and no substitution is under way (SELEZIONE COMPLETATA): what
 * handling it does. Marked handled without 'Avvia sostituzione' — by 'Segna come gestita' or by a
 * reply that handles it — the ask is settled without a substitute: the family's page shows the
 * service going on with the same caregiver again. A tutor answering «la sostituta arriva
 * mercoledì» closed it unaware.
 */
export function SubstitutionAskedNote({
  status,
  substitutionAskedAt,
}: {
  status: RequestStatus;
  substitutionAskedAt: string | null;
}) {
  if (status !== 'SELEZIONE COMPLETATA' || !substitutionAskedAt) return null;
  return (
    <InfoAlert
      color="sun"
      mb="sm"
      // The text's own dark ink on the light yellow: the alert's title colour (and a dark
      // yellow) is too pale to read (axe's contrast).
      title={
        <Text span fw={700} fz="sm" c="ink.9">
          La famiglia ha chiesto di sostituire il caregiver{' '}
          {withDayArticle('il', formatDay(substitutionAskedAt))}
        </Text>
      }
    >
      Per cercare chi prenda il suo posto, usa «Avvia sostituzione». Se segni la segnalazione come
      gestita, anche con una risposta, senza aver avviato la sostituzione, la richiesta di
      sostituzione si chiude: la famiglia vedrà di nuovo il servizio in corso con lo stesso
      caregiver.
    </InfoAlert>
  );
}
