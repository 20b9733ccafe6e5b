import type { PublishedReview, RatingSummary } from '@equilibrio/contract/published-reviews';
import type { Db } from '../../db/client';
import { listPublishedReviews, summarisePublishedRatings } from './reviews.queries';

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
  const summaries = await summarisePublishedRatings(db, ids);
  const byCaregiver = new Map<number, PublishedReviews>();
  const entry = (id: number) => {
    let found = byCaregiver.get(id);
    if (!found) {
      found = { reviews: [], rating: null };
      byCaregiver.set(id, found);
    }
    return found;
  };
  for (const row of rows) {
    entry(row.caregiverId).reviews.push({
      rating: row.rating,
      comment: row.comment,
      firstName: row.firstName || 'Una famiglia',
      month: row.month,
    });
  }
  for (const row of summaries) {
    entry(row.caregiverId).rating = { average: Number(row.average), count: row.count };
  }
  return {
    /** The reviews and rating of one caregiver (none when it has no published review). */
    reviewsOf: (caregiverId: number): PublishedReviews => byCaregiver.get(caregiverId) ?? none,
  };
}
