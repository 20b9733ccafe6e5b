import type { PublishedReview, RatingSummary } from '@equilibrio/contract/published-reviews';
import type { Db } from '../../db/client';
import { listPublishedReviews } from './reviews.queries';

/** How many published reviews a profile shows. */
export const REVIEWS_ON_PROFILE = 5;

export type PublishedReviews = { reviews: PublishedReview[]; rating: RatingSummary };

const none: PublishedReviews = { reviews: [], rating: null };

/**
 * What families read of the reviews of these caregivers (the profile of GET
 * /v1/caregiver-selection/…): per caregiver id, the newest published reviews (at most 5), signed
 * with the family's first name ('Una famiglia' when the profile has none) and the month only,
 * and the average and number of all the published ones. Pending and hidden reviews never appear.
 * A caregiver without published reviews gets `{ reviews: [], rating: null }` (`reviewsOf`).
 */
export async function publishedReviewsOf(db: Db, caregiverIds: number[]) {
  const ids = [...new Set(caregiverIds)];
  const rows = await listPublishedReviews(db, ids, REVIEWS_ON_PROFILE);
  const byCaregiver = new Map<number, PublishedReviews>();
  for (const row of rows) {
    let found = byCaregiver.get(row.caregiverId);
    if (!found) {
      found = { reviews: [], rating: { average: Number(row.average), count: row.count } };
      byCaregiver.set(row.caregiverId, found);
    }
    found.reviews.push({
      rating: row.rating,
      comment: row.comment,
      firstName: row.firstName || 'Una famiglia',
      month: row.month,
    });
  }
  return {
    /** The reviews and rating of one caregiver (none when it has no published review). */
    reviewsOf: (caregiverId: number): PublishedReviews => byCaregiver.get(caregiverId) ?? none,
  };
}
