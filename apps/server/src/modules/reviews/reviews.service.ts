import { pageTotals } from '@equilibrio/contract/paging';
import { fullName } from '@equilibrio/contract/people';
import { reviewSignature } from '@equilibrio/contract/published-reviews';
import {
  type CaregiverReviews,
  type FamilyReview,
  type HideReview,
  type ModerationReview,
  type NewReview,
  REVIEW_AFTER_DAYS,
  type RequestReviews,
  type ReviewInput,
  type ReviewListQuery,
  type ReviewPage,
  type ReviewStatus,
  reviewMessages,
  reviewStatuses,
} from '@equilibrio/contract/reviews';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { italianDay } from '../../lib/clock';
import { requireCaregiver } from '../caregivers/caregivers.service';
import { requireOwnedRequest } from '../workflow/customer-flow.service';
import { formatItalianDay } from '../workflow/mail-facts';
import { publishedReviewsOf } from './published-reviews';
import {
  findFamilyReview,
  findModerationReview,
  insertReview,
  listCaregiverModerationReviews,
  listFamilyReviews,
  listModerationReviews,
  listServedCaregivers,
  type ModerationRow,
  setReviewModeration,
  updateFamilyReview,
} from './reviews.queries';

const reviewNotFound = () => new AppError('NOT_FOUND', reviewMessages.notFound);
const iso = (date: Date) => date.toISOString();

function toFamilyReview(
  row: NonNullable<Awaited<ReturnType<typeof findFamilyReview>>>,
): FamilyReview {
  return {
    id: row.id,
    docRef: row.docRef,
    rating: row.rating,
    comment: row.comment,
    status: row.status,
    hideReason: row.status === 'HIDDEN' ? row.hideReason : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const firstNameOf = (name: string | null) => name?.trim().split(/\s+/)[0] || 'Una famiglia';
const monthOf = (date: Date) => italianDay(date).slice(0, 7);

function toModerationReview(row: ModerationRow): ModerationReview {
  return {
    ...toFamilyReview(row),
    requestId: row.requestId,
    caregiver: { docRef: row.docRef, name: row.caregiverName, surname: row.caregiverSurname },
    family: {
      name: fullName(row.familyName, row.familySurname) || row.familyEmail || 'Famiglia',
      email: row.familyEmail,
    },
    signature: reviewSignature({
      firstName: firstNameOf(row.familyName),
      month: monthOf(row.createdAt),
    }),
    moderatedBy: row.moderatedAt
      ? fullName(row.moderatorName, row.moderatorSurname) || 'Family tutor'
      : null,
    moderatedAt: row.moderatedAt ? iso(row.moderatedAt) : null,
  };
}

// ── The family ─────────────────────────────────────────────────────────────────────────────

const servedOn = (ctx: AppContext, requestId: number, docRef?: string) =>
  listServedCaregivers(ctx.db, requestId, {
    today: italianDay(ctx.clock.now()),
    days: REVIEW_AFTER_DAYS,
    docRef,
  });

/**
 * GET /v2/requests/{id}/reviews: the caregivers who served on the family's request, when each
 * may be reviewed, and the family's reviews (404 for anyone else's request).
 */
export async function getRequestReviews(
  ctx: AppContext,
  uid: string,
  requestId: number,
): Promise<RequestReviews> {
  await requireOwnedRequest(ctx, uid, requestId);
  const served = await servedOn(ctx, requestId);
  const reviews = await listFamilyReviews(ctx.db, requestId, uid);
  return {
    caregivers: served.map((row) => {
      const review = reviews.find((found) => found.caregiverId === row.caregiverId);
      return {
        docRef: row.docRef,
        name: row.name,
        photo: row.photoUrl,
        reviewableFrom: row.reviewableFrom,
        reviewable: row.roundId !== null,
        review: review ? toFamilyReview(review) : null,
      };
    }),
  };
}

/**
 * POST /v2/requests/{id}/reviews: the family reviews a caregiver who served on the request for
 * 30 days, or whose service ended (409 otherwise); once per family, caregiver and request.
 */
export async function createReview(
  ctx: AppContext,
  uid: string,
  requestId: number,
  input: NewReview,
): Promise<FamilyReview> {
  await requireOwnedRequest(ctx, uid, requestId);
  const [served] = await servedOn(ctx, requestId, input.docRef);
  if (!served) throw new AppError('CONFLICT', reviewMessages.notServed);
  if (served.roundId === null) {
    throw new AppError(
      'CONFLICT',
      reviewMessages.notYet(formatItalianDay(new Date(`${served.reviewableFrom}T12:00:00Z`))),
    );
  }
  const now = ctx.clock.now();
  const created = await insertReview(ctx.db, {
    requestId,
    caregiverId: served.caregiverId,
    userUid: uid,
    serviceRoundId: served.roundId,
    rating: input.rating,
    comment: input.comment || null,
    createdAt: now,
    updatedAt: now,
  });
  if (!created) throw new AppError('CONFLICT', reviewMessages.duplicate);
  return toFamilyReview((await findFamilyReview(ctx.db, created.id))!);
}

/** PUT /v2/requests/{id}/reviews/{docRef}: the family changes its review; a tutor checks it again. */
export async function changeReview(
  ctx: AppContext,
  uid: string,
  requestId: number,
  docRef: string,
  input: ReviewInput,
): Promise<FamilyReview> {
  await requireOwnedRequest(ctx, uid, requestId);
  const caregiver = await requireCaregiver(ctx.db, docRef).catch(() => {
    throw reviewNotFound();
  });
  const updated = await updateFamilyReview(
    ctx.db,
    { requestId, caregiverId: caregiver.id, userUid: uid },
    { rating: input.rating, comment: input.comment || null, now: ctx.clock.now() },
  );
  if (!updated) throw reviewNotFound();
  return toFamilyReview((await findFamilyReview(ctx.db, updated.id))!);
}

// ── The tutors ─────────────────────────────────────────────────────────────────────────────

/** GET /v1/backoffice/reviews: the moderation inbox, pending first. */
export async function listReviewsToModerate(
  ctx: AppContext,
  query: ReviewListQuery,
): Promise<ReviewPage> {
  const { rows, counts } = await listModerationReviews(ctx.db, {
    status: query.status,
    limit: query.pageSize,
    offset: query.page * query.pageSize,
  });
  const countOf = Object.fromEntries(reviewStatuses.map((status) => [status, 0])) as Record<
    ReviewStatus,
    number
  >;
  for (const row of counts) countOf[row.status] = row.count;
  const total = query.status
    ? countOf[query.status]
    : reviewStatuses.reduce((sum, status) => sum + countOf[status], 0);
  return {
    content: rows.map(toModerationReview),
    counts: countOf,
    ...pageTotals(query, total),
  };
}

async function moderate(
  ctx: AppContext,
  tutorUid: string,
  reviewId: number,
  status: ReviewStatus,
  hideReason: string | null,
) {
  const updated = await setReviewModeration(ctx.db, reviewId, {
    status,
    hideReason,
    byUid: tutorUid,
    now: ctx.clock.now(),
  });
  if (!updated) throw reviewNotFound();
  return toModerationReview((await findModerationReview(ctx.db, reviewId))!);
}

/** POST /v1/backoffice/reviews/{id}/publish: other families will read it on the profile. */
export const publishReview = (ctx: AppContext, tutorUid: string, reviewId: number) =>
  moderate(ctx, tutorUid, reviewId, 'PUBLISHED', null);

/** POST /v1/backoffice/reviews/{id}/hide: kept from other families; the family reads the reason. */
export const hideReview = (
  ctx: AppContext,
  tutorUid: string,
  reviewId: number,
  input: HideReview,
) => moderate(ctx, tutorUid, reviewId, 'HIDDEN', input.reason);

/** GET /v1/backoffice/caregivers/{docRef}/reviews: every review of the caregiver and its rating. */
export async function getCaregiverReviews(
  ctx: AppContext,
  docRef: string,
): Promise<CaregiverReviews> {
  const caregiver = await requireCaregiver(ctx.db, docRef);
  const rows = await listCaregiverModerationReviews(ctx.db, caregiver.id);
  const { reviewsOf } = await publishedReviewsOf(ctx.db, [caregiver.id]);
  return { rating: reviewsOf(caregiver.id).rating, reviews: rows.map(toModerationReview) };
}
