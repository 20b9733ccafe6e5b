import { roundPeriod, roundUnpaid } from '@equilibrio/contract/backoffice-moves';
import { roundPaymentStatusLabels, serviceEventTypeLabels } from '@equilibrio/contract/enums';
import { MONTHS_SHORT } from '@equilibrio/contract/italian-format';
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { RequestWorkspace } from '../api/get-request';

/**
 * What closing a request leaves behind, told in its dialog before the tutor confirms: the
 * caregiver still in service and the rounds the family has not paid yet, by name and days (once
 * closed, the rounds are read-only: `roundsEditable`). Nothing when there is neither.
 */
export function ClosingWarning({ request }: { request: RequestWorkspace }) {
  const inService = request.candidates
    .filter((c) => c.acceptedAt !== null && !c.endedAt)
    .map((c) => `${c.caregiver.name} ${c.caregiver.surname}`);
  const unpaid = request.rounds.filter(roundUnpaid);
  if (inService.length === 0 && unpaid.length === 0) return null;
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
      {unpaid.length > 0 ? (
        <>
          <Text size="sm" mt={inService.length > 0 ? 'xs' : 0}>
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
      <Text size="sm" mt="xs">
        Dopo la chiusura dei turni si potrà registrare solo il pagamento: se serve, registra prima
        la fine del servizio e le ore.
      </Text>
    </Alert>
  );
}
