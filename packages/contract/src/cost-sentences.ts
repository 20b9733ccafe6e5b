// A quote's costs in the emails' sentences: what is paid now, the renewal, the caregiver's cost.
import { formatEuro } from './money-format';
import { costLabels, costLinesSaid, type QuoteBreakdown } from './quote-costs';

/** Costs as the emails tell them: what is paid now (its lines and total), then, to the caregiver. */
export type CostsToTell = {
  lines: { name: string; amount: string }[];
  total: string;
  recurring: QuoteBreakdown['recurring'];
  caregiver: QuoteBreakdown['caregiver'];
};

/** A quote's breakdown as the emails tell it (the quote-sent email). */
const breakdownToTell = (breakdown: QuoteBreakdown): CostsToTell => ({
  lines: breakdown.payNow.lines.map((line) => ({
    name: line.label,
    amount: formatEuro(line.amountCents),
  })),
  total: breakdown.payNow.total,
  recurring: breakdown.recurring,
  caregiver: breakdown.caregiver,
});

/** The renewal after today's payment in a sentence ('Poi: Rinnovo garanzia … 31,90 €, ogni 30 giorni, …'). */
export const recurringSentence = (recurring: NonNullable<CostsToTell['recurring']>) =>
  `Poi: ${recurring.label} ${recurring.amount}, ${recurring.when}.`;

/**
 * The costs as sentences, in the quote page's words: 'Da pagare a Equilibrio' in the quote-sent email,
 * 'Già pagato' in the receipt (`paid`: a receipt that said 'Da pagare a Equilibrio' read like a bill).
 */
export function costSentences(costs: CostsToTell, { paid = false } = {}): string[] {
  const sentences = [
    `${paid ? costLabels.paid : costLabels.payNow}: ${costLinesSaid(costs.lines)} = ${costLabels.total} ${costs.total}.`,
    // When, as the quote page says it: nothing is charged by accepting the quote.
    ...(paid ? [] : [`${costLabels.payNowWhen}.`]),
  ];
  if (costs.recurring) {
    sentences.push(recurringSentence(costs.recurring));
  }
  const caregiver = costs.caregiver;
  if (caregiver) {
    const estimate = caregiver.kind === 'hourly' ? caregiver.monthly : null;
    const monthly = estimate
      ? `; ${estimate.label}: ${estimate.value} (${estimate.basis.charAt(0).toLowerCase()}${estimate.basis.slice(1)})`
      : '';
    const hint = costLabels.caregiverHint;
    sentences.push(
      `${costLabels.caregiver}, ${hint.charAt(0).toLowerCase()}${hint.slice(1)}: ${caregiver.label} ${caregiver.amount}${monthly}.`,
    );
    // The week past one caregiver's, as the quote page says it under the estimate.
    if (estimate?.kind === 'hours' && estimate.overLimit) sentences.push(estimate.overLimit);
    if (caregiver.employerCosts) sentences.push(caregiver.employerCosts);
  }
  return sentences;
}

/**
 * A quote's costs as the family is told them while it waits (the quote-sent email, a digest
 * telling the quote still waiting): its breakdown's sentences, 'Da pagare a Equilibrio'. The
 * receipt tells what the payment charged instead (its own lines, 'Già pagato').
 */
export const quoteCostSentences = (breakdown: QuoteBreakdown) =>
  costSentences(breakdownToTell(breakdown));
