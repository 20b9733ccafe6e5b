import { afterPayment, costLabels } from '@equilibrio/contract/quote-costs';
import { saysDetails, statusDisplay } from '@equilibrio/contract/status-display';
import { type ButtonProps, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { paths } from '@/config/paths';
import { useAmountDue } from '../api/amount-due';
import { paymentErrorOf, useStartPayment } from '../api/start-payment';

type Hidden = {
  /** The quote page hides its own 'Visualizza preventivo' button (spec §4). */
  hideQuoteButton?: boolean;
  /** The request page hides the buttons that lead to itself, or say they do ('Visualizza dettagli'). */
  hideDetailButton?: boolean;
};

type Props = Hidden & {
  requestId: number;
  status: string;
  size?: ButtonProps['size'];
};

/** The status's button as the page shows it (null: none, or hidden there). */
export function shownStatusButton(status: string, { hideQuoteButton, hideDetailButton }: Hidden) {
  const { button } = statusDisplay(status);
  if (!button) return null;
  if (hideQuoteButton && button.target === 'request-quote') return null;
  if (hideDetailButton && (button.target === 'request-detail' || saysDetails(button))) return null;
  return button;
}

/**
 * 'Effettua pagamento' when nothing will be charged (`useAmountDue` null: a new choice on a
 * request paid before, a substitute or a new choice after a failed interview): the step is to
 * confirm the choice, and the request page's status reads so ('Da pagare' above a payment button
 * read like a second charge, beside 'Nessun nuovo addebito'). The spec's words stay for a payment.
 */
export const noChargeWords = {
  status: 'Conferma la scelta',
  button: 'Conferma la scelta (nessun addebito)',
} as const;

/** The request's page each button opens. */
const pageOf = {
  'request-creation': (id: number) => paths.dashboard.requestCreation.href({ id }),
  'request-quote': (id: number) => paths.dashboard.requestQuote.href(id),
  'request-detail': (id: number) => paths.dashboard.requestDetail.href(id),
};

/** The status's button (spec §4): a link to the right page, or the payment checkout. */
export function StatusActionButton({
  requestId,
  status,
  size = 'sm',
  hideQuoteButton,
  hideDetailButton,
}: Props) {
  const button = shownStatusButton(status, { hideQuoteButton, hideDetailButton });
  if (!button) return null;
  const label = button.label;
  if (button.target === 'payment') {
    return <PayButton requestId={requestId} label={label} size={size} />;
  }
  const described = `${label} — richiesta #${requestId}`;
  return (
    <AppButton
      component={Link}
      to={pageOf[button.target](requestId)}
      size={size}
      aria-label={described}
    >
      {label}
    </AppButton>
  );
}

function PayButton({
  requestId,
  label,
  size,
}: {
  requestId: number;
  label: string;
  size: ButtonProps['size'];
}) {
  const payment = useStartPayment();
  const due = useAmountDue(requestId);
  const amount = due === null ? null : due?.amount;
  // Nothing to charge: the choice is confirmed, not paid.
  const shown = due === null ? noChargeWords.button : label;
  return (
    // Never wider than the card: on a 360px phone the button and the amount kept on one line ran
    // past its edge, and the note under them with it. The amount now goes under the button when
    // both do not fit (still whole); no full width, which would push the buttons beside it away.
    <Stack gap={4} align="flex-start" maw="100%" miw={0}>
      <Group gap="sm" wrap="wrap">
        <AppButton
          size={size}
          // Stays loading after success: the browser is on its way to the checkout page.
          loading={payment.isPending || payment.isSuccess}
          onClick={() => payment.mutate(requestId)}
          aria-label={`${shown} — richiesta #${requestId}`}
          aria-describedby={amount !== undefined ? `amount-due-${requestId}` : undefined}
        >
          {shown}
        </AppButton>
        {amount ? (
          // Whom it is paid to, as the quote and the checkout say it (a bare amount under a red
          // deadline read like a demand from nobody in particular).
          <Text id={`amount-due-${requestId}`} fw={700}>
            <Text span size="sm" fw={400} c="ink.6">
              {costLabels.payNow}:
            </Text>{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{amount}</span>
          </Text>
        ) : null}
      </Group>
      {amount === null ? (
        <Text id={`amount-due-${requestId}`} size="sm">
          {costLabels.nothingMoreToPay}
        </Text>
      ) : null}
      {/* Paying before meeting the caregiver: what happens if the interview goes badly. */}
      {due ? (
        <Text size="xs" c="ink.6" maw={520}>
          {afterPayment(due.renewal)}
        </Text>
      ) : null}
      {payment.isError ? (
        <Text size="sm" c="danger.7" role="alert">
          {paymentErrorOf(payment.error)}
        </Text>
      ) : null}
    </Stack>
  );
}
