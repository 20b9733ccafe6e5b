import { type BackofficePayment, isRefundOwed } from '@equilibrio/contract/backoffice';
import { paymentStatusLabels } from '@equilibrio/contract/payments';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { ProblemAlert } from '@/components/notices';
import { SectionCard } from '@/components/section-card';
import { formatDateTime } from '@/lib/format-datetime';
import { formatCents } from '@/lib/money';

const statusColor: Record<BackofficePayment['status'], string> = {
  open: 'sun.5',
  paid: 'primary',
  failed: 'danger',
  canceled: 'gray',
  expired: 'gray',
};

/** The request's checkouts, newest first; a payment to refund stands out. */
export function PaymentsCard({ payments }: { payments: BackofficePayment[] }) {
  if (payments.length === 0) return null;
  const toRefund = payments.filter(isRefundOwed);
  return (
    <SectionCard title="Pagamenti" id="pagamenti">
      {toRefund.length > 0 ? (
        <ProblemAlert title="Rimborso da effettuare" role="alert">
          {toRefund
            .map(
              (p) => `${formatCents(p.amountCents)}${p.refundReason ? `: ${p.refundReason}` : ''}`,
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
                <Badge color={statusColor[payment.status]} variant="light" tt="none">
                  {paymentStatusLabels[payment.status]}
                </Badge>
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
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
