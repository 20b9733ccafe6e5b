import {
  caregiverInService,
  caregiverStartedService,
  isSettledPayment,
  serviceStartsLater,
} from '@equilibrio/contract/backoffice';
import { roundPaymentStatusLabels, serviceEventTypeLabels } from '@equilibrio/contract/enums';
import { MONTHS_SHORT, withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { roundPeriod, roundUnpaid } from '@equilibrio/contract/service-rounds';
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDay, italianDay } from '@/lib/format-datetime';
import { formatCents } from '@/lib/money';
import { pageNow } from '@/lib/server-clock';
import type { RequestWorkspace } from '../api/get-request';

/**
 * What closing a request leaves behind, told in its dialog before the tutor confirms: the
 * caregiver in service (a round of theirs is recorded, the service not ended) or only chosen by
 * the family (not started yet: to be told), the rounds the family has not paid yet, by name and
 * days (once closed, the rounds are read-only: `roundsEditable`), and the family's payment
 * already received (the tutor decides whether it goes back: `CloseRequestForm`). Nothing when
 * there is none of these.
 */
export function ClosingWarning({ request }: { request: RequestWorkspace }) {
  const confirmed = request.candidates.filter((c) => c.acceptedAt !== null && !c.endedAt);
  const inService: string[] = [];
  const chosen: string[] = [];
  const service = {
    serviceStart: request.requestDetail?.serviceStart,
    serviceEnd: request.requestDetail?.serviceEnd,
    today: italianDay(pageNow()),
  };
  for (const c of confirmed) {
    const name = fullName(c.caregiver.name, c.caregiver.surname);
    if (!caregiverStartedService(c.caregiver, request.rounds, service)) chosen.push(name);
    else if (caregiverInService(c.caregiver, request.rounds, service)) inService.push(name);
    // Otherwise they served until the service's estimated last day, now past: the service is
    // over, and nobody is still at the family's to be told that the request closes.
  }
  // Why not started: the first day still ahead, or no round of theirs recorded.
  const startLater = serviceStartsLater(service.serviceStart, service.today)
    ? ` (inizio previsto ${withDayArticle('il', formatDay(service.serviceStart!))})`
    : ' (nessun turno registrato)';
  const unpaid = request.rounds.filter(roundUnpaid);
  // Taken and applied to the request (not one flagged for a refund: the banner says those).
  const paid = request.payments.filter(isSettledPayment);
  if (inService.length + chosen.length + unpaid.length + paid.length === 0) return null;
  return (
    <Alert
      color="sun"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Prima di chiudere"
    >
      {inService.length > 0 ? (
        <Text size="sm">
          {inService.length === 1
            ? `${inService[0]} risulta ancora in servizio presso la famiglia.`
            : `${inService.join(' e ')} risultano ancora in servizio presso la famiglia.`}
        </Text>
      ) : null}
      {chosen.length > 0 ? (
        <Text size="sm" mt={inService.length > 0 ? 'xs' : 0}>
          {chosen.length === 1
            ? `La famiglia aveva scelto ${chosen[0]}, che non ha ancora iniziato il servizio${startLater}: avvisa il caregiver che la richiesta si chiude.`
            : `La famiglia aveva scelto ${chosen.join(' e ')}, che non hanno ancora iniziato il servizio${startLater}: avvisa i caregiver che la richiesta si chiude.`}
        </Text>
      ) : null}
      {unpaid.length > 0 ? (
        <>
          <Text size="sm" mt={inService.length + chosen.length > 0 ? 'xs' : 0}>
            {unpaid.length === 1
              ? 'Un turno non è ancora pagato:'
              : `${unpaid.length} turni non sono ancora pagati:`}
          </Text>
          <List size="sm" mt={4}>
            {unpaid.map((round) => (
              <List.Item key={round.id}>
                {serviceEventTypeLabels[round.eventType]} {roundPeriod(round, MONTHS_SHORT)}
                {round.caregiverName ? `, ${round.caregiverName}` : ''} (
                {roundPaymentStatusLabels[round.paymentStatus].toLowerCase()})
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
      {/* Only with a service to record: a caregiver in it, or rounds still open. */}
      {inService.length > 0 || unpaid.length > 0 ? (
        <Text size="sm" mt="xs">
          Dopo la chiusura dei turni si potrà registrare solo il pagamento: se serve, registra prima
          la fine del servizio e le ore.
        </Text>
      ) : null}
      {paid.length > 0 ? (
        <Text size="sm" mt={inService.length + chosen.length + unpaid.length > 0 ? 'xs' : 0}>
          {`Il pagamento della famiglia risulta ricevuto (${paid
            .map(
              (p) =>
                `${formatCents(p.amountCents)} ${withDayArticle('il', formatDay(p.paidAt ?? p.createdAt))}`,
            )
            .join('; ')}): scegli qui sotto se va rimborsato.`}
        </Text>
      ) : null}
    </Alert>
  );
}
