import { withDayArticle } from '@equilibrio/contract/italian-format';
import { formatDay } from '@/lib/format-datetime';
import { formatCents } from '@/lib/money';

/**
 * The refunds made on a request (its `refunded`), as every screen says them: 'rimborsati
 * 317,00 € il 10 dic 2026' (the status bar's next step, the quote's amount, the request's data),
 * 'rimborsati 120,00 € dei 317,00 € pagati il …' when only part went back (terms §6).
 */
export const refundedPhrase = (refunded: { amountCents: number; at: string; paidCents?: number }) =>
  `rimborsati ${formatCents(refunded.amountCents)}${
    refunded.paidCents && refunded.paidCents > refunded.amountCents
      ? ` dei ${formatCents(refunded.paidCents)} pagati`
      : ''
  } ${withDayArticle('il', formatDay(refunded.at))}`;
