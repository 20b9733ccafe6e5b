import { z } from 'zod';
import { formatItalianNumber, MONTHS } from './italian-format';

// What families read of the reviews of a caregiver (issue 23 items 3 and 6): the published ones,
// signed with the family's first name and the month only, and their average. Beside the
// caregiver record (caregivers.ts) so it needs nothing of the reviews' own contract (reviews.ts).

/** A published review as other families see it: the family's first name and the month only. */
export const publishedReviewSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  firstName: z.string(),
  /** 'YYYY-MM' */
  month: z.string(),
});
export type PublishedReview = z.infer<typeof publishedReviewSchema>;

/** The average of the published reviews (one decimal) and how many; null when none. */
export const ratingSummarySchema = z
  .object({ average: z.number(), count: z.number().int() })
  .nullable();
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** 'YYYY-MM' → 'ottobre 2026'. */
export const reviewMonthLabel = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[number - 1]} ${year}`;
};

/** How a published review is signed: 'Giulia · ottobre 2026'. */
export const reviewSignature = (review: Pick<PublishedReview, 'firstName' | 'month'>) =>
  `${review.firstName} · ${reviewMonthLabel(review.month)}`;

/** '4,5' — the average as families read it. */
export const formatRating = (average: number) => formatItalianNumber(average, { min: 1, max: 1 });
