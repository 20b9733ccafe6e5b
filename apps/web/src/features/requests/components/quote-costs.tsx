import type { RequestStatus } from '@equilibrio/contract/enums';
import { capitalised, withDayArticle } from '@equilibrio/contract/italian-format';
import { formatEuro } from '@equilibrio/contract/money-format';
import { costLabels, type QuoteBreakdown } from '@equilibrio/contract/quote-costs';
import { isClosedStatus } from '@equilibrio/contract/status-display';
import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InfoAlert } from '@/components/notices';
import { WithArticle } from '@/components/with-article';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format-datetime';
import { refundedPhrase } from '../lib/refunds';
import { journeyLabels } from '../lib/request-journey';
import { stopTexts } from '../messages';

/** A label with its optional small hint under it. */
function Labelled({ hint, children }: { hint?: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      {children}
      {hint ? (
        <Text size="xs" c="ink.6">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

function Line({
  label,
  hint,
  amount,
  strong,
}: {
  label: string;
  hint?: string;
  amount: string;
  strong?: boolean;
}) {
  return (
    // A narrow line (a phone with large text) puts the amount under its label, at the right,
    // rather than squeezing the label to a word a line beside it.
    <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
      <Box style={{ flex: '1 1 12em', minWidth: 0 }}>
        <Labelled hint={hint}>
          <Text size="sm" fw={strong ? 700 : 500}>
            {label}
          </Text>
        </Labelled>
      </Box>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={700}
        style={{ whiteSpace: 'nowrap', marginInlineStart: 'auto' }}
      >
        {amount}
      </Text>
    </Group>
  );
}

function Block({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Labelled hint={hint}>
          <Text size="xs" c="ink.6" tt="uppercase" fw={700}>
            {title}
          </Text>
        </Labelled>
        {children}
      </Stack>
    </Paper>
  );
}

/** Under the amount to pay, before paying: how to withdraw and what is paid then. */
function Withdrawal() {
  const { before, link, after } = stopTexts.withdrawal;
  return (
    <Text size="xs" c="ink.6">
      {before}
      <Anchor component={Link} to={paths.terms.href()} inherit underline="always">
        {link}
      </Anchor>
      {after}
    </Text>
  );
}

/** The article before a day ('il ', 'l’'): the day itself is in bold. */
const articleOf = (day: string) => withDayArticle('il', day).slice(0, -day.length);

/**
 * The quote's costs in the one vocabulary the checkout, the receipt email and the back office
 * share: what is paid now (and its total, the amount of 'Effettua pagamento'), what renews and
 * when, and what goes to the caregiver with a monthly estimate. `paid`: the family has paid for
 * the selection, so what was due now is 'Già pagato'.
 */
export function QuoteCosts({
  breakdown,
  paid = false,
  status,
  refunded = null,
  refundOwed = false,
}: {
  breakdown: QuoteBreakdown;
  paid?: boolean;
  /** The request's status: when the amount is due, said as it stands (not 'accettare…' once accepted). */
  status?: RequestStatus;
  /** The refunds made (the request's `refunded`): a closed request's amount reads as given back. */
  refunded?: { amountCents: number; at: string } | null;
  /** A refund still owed (the request's `refundOwedCents`). */
  refundOwed?: boolean;
}) {
  const { payNow, recurring, caregiver } = breakdown;
  const closed = Boolean(status && isClosedStatus(status));
  // Closed: what became of the amount (given back, being given back, paid), not 'Da pagare'.
  const title =
    closed && refunded
      ? stopTexts.refundedTitle
      : closed && refundOwed
        ? journeyLabels.refund
        : paid
          ? closed
            ? stopTexts.paidClosed
            : costLabels.paid
          : costLabels.payNow;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Block
        title={title}
        hint={
          closed && refunded
            ? `${capitalised(refundedPhrase(refunded))}.`
            : // Paid, or closed (nothing to accept or pay any more): no word on when it is paid.
              paid || closed
              ? undefined
              : status === 'DA PAGARE'
                ? costLabels.payNowDue
                : status === 'INVIATO CV'
                  ? costLabels.payNowWhenChoosing
                  : costLabels.payNowWhen
        }
      >
        {payNow.lines.map((line) => (
          <Line
            key={line.key}
            label={line.label}
            hint={line.description}
            amount={formatEuro(line.amountCents)}
          />
        ))}
        <Line label={costLabels.total} amount={payNow.total} strong />
        {paid || closed || refunded || refundOwed ? null : <Withdrawal />}
      </Block>
      <Stack gap="md">
        {/* A closed request renews nothing: its 'Poi' would read as a charge still to come. */}
        {recurring && !closed ? (
          <Block title="Poi">
            <Line label={recurring.label} hint={recurring.when} amount={recurring.amount} />
          </Block>
        ) : null}
        {caregiver ? (
          <Block title={costLabels.caregiver} hint={costLabels.caregiverHint}>
            {caregiver.kind === 'flat' ? (
              // The period under the label: beside the amount it pushed past a phone's card.
              <Line
                label={caregiver.label}
                hint={caregiver.period ? costLabels.flatCostPeriod(caregiver.period) : undefined}
                amount={formatEuro(caregiver.amountCents)}
              />
            ) : (
              <Line label={caregiver.label} amount={caregiver.amount} />
            )}
            {caregiver.kind === 'hourly' && caregiver.monthly ? (
              <Line
                label={caregiver.monthly.label}
                hint={caregiver.monthly.basis}
                amount={caregiver.monthly.value}
              />
            ) : null}
            {caregiver.kind === 'hourly' &&
            caregiver.monthly?.kind === 'hours' &&
            caregiver.monthly.overLimit ? (
              // The week asked is more than one caregiver living out may work: said, not hidden.
              <InfoAlert p="xs" styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}>
                {caregiver.monthly.overLimit}
              </InfoAlert>
            ) : null}
            {caregiver.employerCosts ? (
              <Text size="xs" c="ink.6">
                {caregiver.employerCosts}
              </Text>
            ) : null}
          </Block>
        ) : null}
      </Stack>
    </SimpleGrid>
  );
}

/** Under the waiting message (PREVENTIVO ACCETTATO, SELEZIONE ATTIVA): what was accepted. */
export function AcceptedQuoteSummary({
  total,
  acceptedAt,
}: {
  total: string | undefined;
  acceptedAt: string | null | undefined;
}) {
  return (
    <Group gap="lg" wrap="wrap" role="group" aria-label="Preventivo accettato">
      {total ? (
        <Text size="sm">
          {costLabels.total}: <strong>{total}</strong>
        </Text>
      ) : null}
      {acceptedAt ? (
        <Text size="sm">
          Accettato{' '}
          <WithArticle article={articleOf(formatDay(acceptedAt))}>
            <strong>{formatDay(acceptedAt)}</strong>
          </WithArticle>
        </Text>
      ) : null}
    </Group>
  );
}
