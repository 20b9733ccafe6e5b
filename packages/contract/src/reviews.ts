import { z } from 'zod';
import { docRefSchema } from './caregivers';
import { withDayArticle } from './italian-format';
import { countedPageSchema, pageQueryFields } from './paging';
import { ratingSummarySchema } from './published-reviews';
import { optionalText, requiredText } from './validation';

/**
 * Reviews after service (issue 23 item 6): after 30 days of service, or when the service ends,
 * the family rates the caregiver (1–5) with a comment; tutors publish or hide it with a reason;
 * published reviews show on the profile the next families see (first name and month only).
 */

export const reviewStatuses = ['PENDING', 'PUBLISHED', 'HIDDEN'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The family's words for each state (its review card) — the back office uses them too. */
export const reviewStatusLabels: Record<ReviewStatus, string> = {
  PENDING: 'In attesa di verifica',
  PUBLISHED: 'Pubblicata',
  HIDDEN: 'Non pubblicata',
};

/** A round of the caregiver on the request must have lasted this long (or ended). */
export const REVIEW_AFTER_DAYS = 30;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_HIDE_REASON_MAX = 500;

export const reviewMessages = {
  rating: 'Scegli da 1 a 5 stelle',
  notServed: 'Puoi lasciare una recensione solo a chi ha prestato servizio per questa richiesta.',
  notYet: (from: string) =>
    `Potrai lasciare una recensione ${withDayArticle('da', from)}: dopo 30 giorni di servizio, o alla fine del servizio.`,
  duplicate:
    'Hai già lasciato una recensione per questo caregiver su questa richiesta: puoi modificarla.',
  notFound: 'Recensione non trovata.',
} as const;

const ratingSchema = z
  .number(reviewMessages.rating)
  .int(reviewMessages.rating)
  .min(1, reviewMessages.rating)
  .max(5, reviewMessages.rating);

/** PUT /v2/requests/{id}/reviews/{docRef}: the rating and the comment (optional). */
export const reviewInputSchema = z.object({
  rating: ratingSchema,
  comment: optionalText(REVIEW_COMMENT_MAX).nullable().optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** POST /v2/requests/{id}/reviews: the review of one caregiver of the request. */
export const newReviewSchema = reviewInputSchema.extend({ docRef: docRefSchema });
export type NewReview = z.infer<typeof newReviewSchema>;

/** The family's own review, with its state (and, when hidden, the reason). */
export const familyReviewSchema = z.object({
  id: z.number().int(),
  docRef: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  status: z.enum(reviewStatuses),
  hideReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FamilyReview = z.infer<typeof familyReviewSchema>;

/**
 * GET /v2/requests/{id}/reviews: the caregivers who served on the request, each with the day
 * from which the family may review them and the family's review, if any.
 */
export const requestReviewsSchema = z.object({
  caregivers: z.array(
    z.object({
      docRef: z.string(),
      /** The first name ('Com’è andata con Martina?'). */
      name: z.string(),
      photo: z.string().nullable(),
      /** yyyy-mm-dd: after 30 days of a round, or its end, whichever comes first. */
      reviewableFrom: z.string(),
      reviewable: z.boolean(),
      review: familyReviewSchema.nullable(),
    }),
  ),
});
export type RequestReviews = z.infer<typeof requestReviewsSchema>;

// ── Back office: moderation ────────────────────────────────────────────────────────────────

/** A review as the tutors see it (the moderation inbox, the caregiver page). */
export const moderationReviewSchema = familyReviewSchema.extend({
  requestId: z.number().int(),
  caregiver: z.object({ docRef: z.string(), name: z.string(), surname: z.string() }),
  family: z.object({ name: z.string(), email: z.string().nullable() }),
  /** What other families would read as its signature ('Giulia · ottobre 2026'). */
  signature: z.string(),
  moderatedBy: z.string().nullable(),
  moderatedAt: z.string().nullable(),
});
export type ModerationReview = z.infer<typeof moderationReviewSchema>;

export const reviewListQuerySchema = z.object({
  status: z.enum(reviewStatuses, 'Stato non valido').optional(),
  ...pageQueryFields(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** GET /v1/backoffice/reviews: pending first (oldest wait first), then the newest. */
export const reviewPageSchema = countedPageSchema(moderationReviewSchema, reviewStatuses);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** POST /v1/backoffice/reviews/{id}/hide */
export const hideReviewSchema = z.object({ reason: requiredText(REVIEW_HIDE_REASON_MAX) });
export type HideReview = z.infer<typeof hideReviewSchema>;

/** GET /v1/backoffice/caregivers/{docRef}/reviews: every review of the caregiver, newest first. */
export const caregiverReviewsSchema = z.object({
  rating: ratingSummarySchema,
  reviews: z.array(moderationReviewSchema),
});
export type CaregiverReviews = z.infer<typeof caregiverReviewsSchema>;
