import { type BackofficePayment, isRefundOwed } from '@equilibrio/contract/backoffice';
import { guaranteeTutorLine } from '@equilibrio/contract/guarantee';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { paymentStatusLabels } from '@equilibrio/contract/payments';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCreditCardRefund, IconShieldCheck } from '@tabler/icons-react';
import { SmallButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { ProblemAlert } from '@/components/notices';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/form-errors';
import { formatDateTime, formatDay } from '@/lib/format-datetime';
import { formatCents } from '@/lib/money';
import { personName } from '@/lib/person';
import { useRequestGuarantee } from '@/resources/service-summary';
import type { RequestWorkspace } from '../api/get-request';
import { useRecordRefund } from '../api/record-refund';

const statusColor: Record<BackofficePayment['status'], string> = {
  open: 'sun.5',
  paid: 'primary',
  failed: 'danger',
  canceled: 'gray',
  expired: 'gray',
};

/**
 * The request's checkouts, newest first; a payment still to refund stands out, with the button
 * that records its refund once made at the provider ('Rimborso eseguito'), and a refunded one
 * says when and by whom. Under them, where the request has one, the NO PROBLEM guarantee: until
 * when it covers and whether to renew it (tutors bill the renewals).
 */
export function PaymentsCard({
  payments,
  request,
}: {
  payments: BackofficePayment[];
  /** The request, for its guarantee (none told without it). */
  request?: GuaranteeRequest;
}) {
  const recordRefund = useRecordRefund();
  if (payments.length === 0) {
    // Awaited and never opened: told apart from a payment tried and refused (listed below then).
    return request?.status === 'DA PAGARE' ? (
      <SectionCard title="Pagamenti" id="pagamenti">
        <Text size="sm" c="ink.6">
          Nessun pagamento avviato: la famiglia non ha ancora aperto la pagina di pagamento.
        </Text>
      </SectionCard>
    ) : null;
  }
  const toRefund = payments.filter(isRefundOwed);

  const refundMade = async (payment: BackofficePayment) => {
    const ok = await confirm({
      title: 'Rimborso eseguito?',
      message: `Conferma di aver rimborsato ${refundOf(payment, 'dei', ' pagati')} dal pannello del fornitore dei pagamenti.`,
      note: 'La famiglia riceverà un’email che le conferma il rimborso.',
      confirmLabel: 'Rimborso eseguito',
      cancelLabel: 'Annulla',
    });
    if (!ok) return;
    recordRefund.mutate(
      { paymentId: payment.id },
      {
        onSuccess: () => toast.success('Rimborso registrato: la famiglia riceve un’email'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <SectionCard title="Pagamenti" id="pagamenti">
      {toRefund.length > 0 ? (
        <ProblemAlert title="Rimborso da effettuare" role="alert">
          {toRefund
            .map(
              (p) =>
                `${refundOf(p, 'dei', ' pagati')}${p.refundReason ? `: ${p.refundReason}` : ''}`,
            )
            .join(' · ')}
        </ProblemAlert>
      ) : null}
      <Stack gap="xs">
        {payments.map((payment) => (
          <Stack key={payment.id} gap={2}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {formatCents(payment.amountCents)}
              </Text>
              <Group gap={4}>
                {/* Given back: one badge says it (paid, then refunded in whole or in part). */}
                {payment.refunded ? (
                  <Badge color="gray" variant="light" tt="none">
                    {partlyRefunded(payment) ? 'Rimborso parziale' : 'Rimborsato'}
                  </Badge>
                ) : (
                  <Badge color={statusColor[payment.status]} variant="light" tt="none">
                    {paymentStatusLabels[payment.status]}
                  </Badge>
                )}
                {/* Still open after a declined card: the family may be stuck at the checkout. */}
                {payment.status === 'open' && payment.failureReason ? (
                  <Badge color="danger" variant="light" tt="none">
                    Carta rifiutata
                  </Badge>
                ) : null}
                {isRefundOwed(payment) ? (
                  <Badge color="danger" variant="filled" tt="none">
                    Da rimborsare
                  </Badge>
                ) : null}
              </Group>
            </Group>
            <Text size="xs" c="ink.5">
              {formatDateTime(payment.paidAt ?? payment.createdAt)} ·{' '}
              {payment.provider === 'stripe' ? 'Stripe' : 'Pagamento di prova (sandbox)'}
              {payment.failureReason ? ` · ${payment.failureReason}` : ''}
            </Text>
            {/* The provider's reference, for a refund or a question to the provider: whole, on a line of its own. */}
            {payment.providerRef ? (
              <Text size="xs" c="ink.5" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                Rif. {payment.providerRef}
              </Text>
            ) : null}
            {payment.refunded ? (
              <Text size="xs">
                {partlyRefunded(payment)
                  ? `Rimborsati ${refundOf(payment, 'su', '')}`
                  : 'Rimborsato'}{' '}
                {withDayArticle('il', formatDay(payment.refunded.at))} da{' '}
                {personName(payment.refunded.by)}
                {payment.refunded.note ? ` · ${payment.refunded.note}` : ''}
              </Text>
            ) : null}
            {isRefundOwed(payment) ? (
              <Group>
                <SmallButton
                  icon={IconCreditCardRefund}
                  look="primary"
                  loading={
                    recordRefund.isPending && recordRefund.variables?.paymentId === payment.id
                  }
                  onClick={() => refundMade(payment)}
                >
                  Rimborso eseguito
                </SmallButton>
              </Group>
            ) : null}
          </Stack>
        ))}
        {request?.paidAt && request.serviceLinked ? (
          <GuaranteeLine request={request} serviceId={request.serviceLinked.id} />
        ) : null}
      </Stack>
    </SectionCard>
  );
}

/** Given back only in part: the part of the service done stays paid (terms §6). */
const partlyRefunded = (payment: BackofficePayment) => payment.refundCents < payment.amountCents;

/**
 * The amount a refund gives back: '317,00 €', or of a payment given back in part
 * '120,00 € dei 317,00 € pagati' / '120,00 € su 317,00 €'.
 */
const refundOf = (payment: BackofficePayment, of: 'dei' | 'su', paid: string) =>
  partlyRefunded(payment)
    ? `${formatCents(payment.refundCents)} ${of} ${formatCents(payment.amountCents)}${paid}`
    : formatCents(payment.amountCents);

type GuaranteeRequest = Pick<
  RequestWorkspace,
  | 'status'
  | 'paidAt'
  | 'guaranteeRenewalOffAt'
  | 'serviceLinked'
  | 'province'
  | 'requestDetail'
  | 'quotedProducts'
  | 'businessLine'
>;

/** The guarantee as the family's request page has it (`requestGuarantee`), in the tutor's words. */
function GuaranteeLine({ request, serviceId }: { request: GuaranteeRequest; serviceId: number }) {
  const guarantee = useRequestGuarantee(serviceId, request);
  if (!guarantee) return null;
  const { state, offAt, recurring } = guarantee;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconShieldCheck size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">{guaranteeTutorLine(state, offAt, recurring.amount)}</Text>
    </Group>
  );
}
