import { roundPaymentStatusLabels, serviceEventTypeLabels } from '@equilibrio/contract/enums';
import { formatItalianNumber } from '@equilibrio/contract/italian-format';
import type { ServiceRound } from '@equilibrio/contract/workflow';
import { Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ColumnHeads } from '@/components/link-row';
import { ProblemAlert } from '@/components/notices';
import { theme } from '@/config/theme';
import { useCurrentUser } from '@/lib/current-user';
import { formatLongDate, formatShortDate } from '@/lib/format-date';
import { useMedia } from '@/lib/media-query';
import { useServiceRounds } from '../api/get-service-rounds';
import { requestMessages } from '../messages';

function DateCell({ value }: { value: string | null }) {
  if (!value) return <>—</>;
  return (
    <time dateTime={value} title={formatLongDate(value)}>
      {formatShortDate(value)}
    </time>
  );
}

// The payment is the caregiver's pay: 'Pagamento' alone read as money owed to Equilibrio. The
// statuses stay the spec's words ('Da pagare', 'Pagato'…).
const columns = ['Inizio', 'Fine', 'Tipo', 'Caregiver', 'Ore', 'Compenso del caregiver'] as const;

/**
 * The caregiver's pay of a round, or null for the activation: the start of the service the family
 * paid Equilibrio for (shown above), no pay of its own — 'Pagato' there read as six months of
 * pay settled. The column and the sentence above the register both read it.
 */
const caregiverPay = (round: ServiceRound) =>
  round.eventType === 'ACTIVATION' ? null : round.paymentStatus;

function cells(round: ServiceRound) {
  const pay = caregiverPay(round);
  return [
    <DateCell key="start" value={round.startDate} />,
    <DateCell key="end" value={round.endDate} />,
    serviceEventTypeLabels[round.eventType],
    round.caregiverName ?? '—',
    round.hoursWorked === null ? '—' : formatItalianNumber(round.hoursWorked, { max: 2 }),
    pay === null ? '—' : roundPaymentStatusLabels[pay],
  ];
}

/**
 * The request's event register (spec §2 "Request detail", §3 "Service round record"): start,
 * end, type, caregiver, hours and the caregiver's pay status in Italian. A table on wide screens, one card
 * per round on phones.
 */
export function ServiceRoundsSection({ requestId }: { requestId: number }) {
  const { uid } = useCurrentUser();
  const rounds = useServiceRounds(uid, requestId, true);
  const wide = useMedia(`(min-width: ${theme.breakpoints?.sm ?? '48em'})`);

  return (
    <section aria-labelledby="rounds-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="rounds-heading">
          Registro degli interventi
        </Title>
        {rounds.isPending ? (
          <Card withBorder radius="md" padding="md" aria-hidden>
            <Stack gap="sm">
              <Skeleton height={18} />
              <Skeleton height={18} />
              <Skeleton height={18} />
            </Stack>
          </Card>
        ) : rounds.isError ? (
          <ProblemAlert>{requestMessages.roundsLoadError}</ProblemAlert>
        ) : rounds.data.length === 0 ? (
          <Text c="dimmed">
            Nessun intervento registrato: qui troverai attivazione, prove, utilizzi e sostituzioni
            del servizio.
          </Text>
        ) : null}
        {rounds.data && rounds.data.length > 0 ? (
          <Text size="sm" c="dimmed">
            {rounds.data.some((round) => caregiverPay(round) === 'TO_PAY')
              ? requestMessages.roundsToPay
              : requestMessages.roundsPay}
          </Text>
        ) : null}
        {rounds.isPending || rounds.isError || rounds.data.length === 0 ? null : wide ? (
          <Card withBorder radius="md" padding={0}>
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
                <ColumnHeads columns={columns} />
                <Table.Tbody>
                  {rounds.data.map((round) => (
                    <Table.Tr key={round.id}>
                      {cells(round).map((cell, index) => (
                        <Table.Td key={columns[index]}>{cell}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        ) : (
          <Stack gap="sm" component="ul" aria-label="Interventi" p={0} m={0}>
            {rounds.data.map((round) => (
              <Card key={round.id} component="li" withBorder radius="md" padding="md">
                <Stack gap={6}>
                  {cells(round).map((cell, index) => (
                    <Group key={columns[index]} justify="space-between" gap="sm" wrap="nowrap">
                      <Text size="sm" c="dimmed">
                        {columns[index]}
                      </Text>
                      <Text size="sm" fw={500} ta="right">
                        {cell}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
