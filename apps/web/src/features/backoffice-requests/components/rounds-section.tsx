import { roundPaymentStatusLabels, serviceEventTypeLabels } from '@equilibrio/contract/enums';
import {
  formatItalianNumber,
  MONTHS_SHORT,
  withDayArticle,
} from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import {
  paymentMovesOnClosed,
  roundPeriod,
  roundsEditable,
  roundUnpaid,
} from '@equilibrio/contract/service-rounds';
import type { ServiceRound } from '@equilibrio/contract/workflow';
import { ActionIcon, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { GuardedModal, useDiscardGuard } from '@/components/guarded-modal';
import { Hint } from '@/components/hint';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/form-errors';
import { formatDay } from '@/lib/format-datetime';
import { useMedia } from '@/lib/media-query';
import { useAddRound } from '../api/add-round';
import type { RequestWorkspace } from '../api/get-request';
import { useUpdateRound } from '../api/update-round';
import { RoundForm } from './round-form';

const paymentColor = {
  TO_PAY: 'secondary',
  PENDING: 'sun.8',
  PAID: 'primary',
  CANCELLED: 'gray',
  REFUNDED: 'ink',
} as const;

/** 'Il turno di utilizzo dal 3 dic 2026 al 10 dic 2026 (Martina Rossi)'. */
const roundName = (round: ServiceRound) =>
  `Il turno di ${serviceEventTypeLabels[round.eventType].toLowerCase()} ${roundPeriod(round, MONTHS_SHORT)}${round.caregiverName ? ` (${round.caregiverName})` : ''}`;

/**
 * The use round recorded last with its end (not a cancelled one): a new round — a use, as the
 * form starts — follows it. The activation round spans the whole service: never what comes next.
 */
function latestEnded(rounds: readonly ServiceRound[]) {
  return rounds
    .filter(
      (round) =>
        round.eventType === 'USAGE' &&
        round.endDate !== null &&
        round.paymentStatus !== 'CANCELLED',
    )
    .reduce<ServiceRound | undefined>(
      (latest, round) => (!latest || round.endDate! > latest.endDate! ? round : latest),
      undefined,
    );
}

/**
 * The register's sums, which the tutor added up by hand: the hours of the rounds not cancelled,
 * and the rounds not paid yet (`roundUnpaid`: to pay or in payment, as closing a request counts
 * them) with their hours.
 */
export function roundTotals(rounds: readonly ServiceRound[]) {
  const hoursOf = (list: readonly ServiceRound[]) =>
    list.reduce((sum, round) => sum + (round.hoursWorked ?? 0), 0);
  const toPay = rounds.filter(roundUnpaid);
  return {
    hours: hoursOf(rounds.filter((round) => round.paymentStatus !== 'CANCELLED')),
    toPay: toPay.length,
    toPayHours: hoursOf(toPay),
  };
}

/** 'Non ancora pagati: 2 turni, 14 ore' (nothing when none is). */
function toPayLine({ toPay, toPayHours }: ReturnType<typeof roundTotals>) {
  if (toPay === 0) return '';
  const rounds = toPay === 1 ? '1 turno' : `${toPay} turni`;
  const hours = toPayHours === 1 ? '1 ora' : `${formatItalianNumber(toPayHours)} ore`;
  return `Non ancora pagati: ${rounds}${toPayHours > 0 ? `, ${hours}` : ''}`;
}

/** The round a change starts from, with its version: a change made meanwhile is refused (409). */
const roundAsOpened = (round: ServiceRound) => ({ roundId: round.id, updatedAt: round.updatedAt });

/** The event register (spec "Service round record"): rounds of service and their payment. */
export function RoundsSection({ request }: { request: RequestWorkspace }) {
  const [editing, setEditing] = useState<ServiceRound | 'new' | null>(null);
  /** The shift form holds changes: its dialog asks before Escape, the × or Back loses them. */
  const guard = useDiscardGuard(() => setEditing(null));
  const addRound = useAddRound();
  const updateRound = useUpdateRound();
  const wide = useMedia('(min-width: 48em)');
  const served = request.candidates.filter((c) => c.acceptedAt !== null);
  if (served.length === 0 && request.rounds.length === 0) return null;
  // A closed request's rounds are its record: only their payment is still recorded (the API
  // refuses anything else too).
  const editable = roundsEditable(request.status);
  const changeable = (round: ServiceRound) =>
    editable || paymentMovesOnClosed(round.paymentStatus).length > 0;
  const caregivers = served.map((c) => ({
    value: c.caregiver.docRef,
    label: `${fullName(c.caregiver.name, c.caregiver.surname)}${c.endedAt ? ' (sostituito)' : ''}`,
  }));

  return (
    <SectionCard
      title="Turni di servizio"
      id="turni"
      actions={
        editable && served.length > 0 ? (
          <AppButton
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            Aggiungi turno
          </AppButton>
        ) : null
      }
    >
      {editable ? null : (
        <Text size="sm" c="ink.5" mb="xs">
          La richiesta è chiusa: dei turni si registra ancora solo il pagamento.
        </Text>
      )}
      {request.rounds.length === 0 ? (
        <Text size="sm" c="ink.5">
          Nessun turno registrato.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing="xs" aria-label="Turni di servizio">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tipo</Table.Th>
                <Table.Th>Periodo</Table.Th>
                <Table.Th>Caregiver</Table.Th>
                <Table.Th>Ore</Table.Th>
                <Table.Th>Pagamento</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Azioni</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {request.rounds.map((round) => {
                // A cancelled round stays in the register, struck and dimmed: the days it
                // shares with the round that replaced it are not read twice.
                const cancelled = round.paymentStatus === 'CANCELLED';
                const struck = cancelled
                  ? { textDecoration: 'line-through', color: 'var(--mantine-color-ink-5)' }
                  : undefined;
                return (
                  <Table.Tr key={round.id} data-cancelled={cancelled || undefined}>
                    <Table.Td style={struck}>{serviceEventTypeLabels[round.eventType]}</Table.Td>
                    <Table.Td style={struck}>
                      {formatDay(round.startDate)}
                      {round.endDate ? ` → ${formatDay(round.endDate)}` : ''}
                    </Table.Td>
                    <Table.Td style={struck}>{round.caregiverName ?? '—'}</Table.Td>
                    <Table.Td style={struck}>
                      {round.hoursWorked == null ? '—' : formatItalianNumber(round.hoursWorked)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={paymentColor[round.paymentStatus]} variant="light" tt="none">
                        {roundPaymentStatusLabels[round.paymentStatus]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {changeable(round) ? (
                        <Hint label={editable ? 'Modifica turno' : 'Registra il pagamento'}>
                          <ActionIcon
                            variant="subtle"
                            color="ink"
                            aria-label={`Modifica il turno ${withDayArticle('di', formatDay(round.startDate))}`}
                            onClick={() => setEditing(round)}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                        </Hint>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            <RoundsTotal rounds={request.rounds} />
          </Table>
        </Table.ScrollContainer>
      )}
      <GuardedModal
        dirty={guard.dirty}
        opened={editing !== null}
        onClose={guard.close}
        title={editing === 'new' ? 'Nuovo turno di servizio' : 'Modifica turno'}
        size="lg"
        fullScreen={!wide}
      >
        {editing !== null ? (
          <RoundForm
            caregivers={caregivers}
            round={editing === 'new' ? undefined : editing}
            follows={editing === 'new' ? latestEnded(request.rounds) : undefined}
            onDirtyChange={guard.setDirty}
            onCancel={guard.cancel}
            paymentOnly={
              editing !== 'new' && !editable
                ? paymentMovesOnClosed(editing.paymentStatus)
                : undefined
            }
            // Only a round still to pay: one whose payment is under way is not cancelled here.
            onCancelRound={
              editing !== 'new' && editable && editing.paymentStatus === 'TO_PAY'
                ? async () => {
                    const ok = await confirm({
                      title: 'Cancellare il turno?',
                      message: `${roundName(editing)} viene cancellato: resta nel registro come «Cancellato», le sue ore non si contano e i suoi giorni si possono registrare di nuovo.`,
                      confirmLabel: 'Cancella turno',
                      cancelLabel: 'Non cancellare',
                      confirmLook: 'danger',
                    });
                    if (!ok) return;
                    try {
                      await updateRound.mutateAsync({
                        ...roundAsOpened(editing),
                        paymentStatus: 'CANCELLED',
                      });
                    } catch (error) {
                      toast.error(errorMessage(error));
                      return;
                    }
                    toast.success('Turno cancellato');
                    guard.close();
                  }
                : undefined
            }
            onSubmit={async (values) => {
              if (editing === 'new') {
                await addRound.mutateAsync({ requestId: request.id, ...values });
                toast.success('Turno aggiunto');
              } else {
                const { endDate, hoursWorked, paymentStatus } = values;
                await updateRound.mutateAsync(
                  editable
                    ? { ...roundAsOpened(editing), endDate, hoursWorked, paymentStatus }
                    : { ...roundAsOpened(editing), paymentStatus },
                );
                toast.success('Turno aggiornato');
              }
              guard.close();
            }}
          />
        ) : null}
      </GuardedModal>
    </SectionCard>
  );
}

/** The register's last row: the hours worked in all, and what is not paid yet. */
function RoundsTotal({ rounds }: { rounds: readonly ServiceRound[] }) {
  const totals = roundTotals(rounds);
  return (
    <Table.Tfoot>
      <Table.Tr>
        <Table.Th colSpan={3} scope="row" fw={600}>
          Totale
        </Table.Th>
        <Table.Td fw={600}>{formatItalianNumber(totals.hours)}</Table.Td>
        <Table.Td colSpan={2}>
          <Text size="sm">{toPayLine(totals)}</Text>
        </Table.Td>
      </Table.Tr>
    </Table.Tfoot>
  );
}
