import type { ReviewStatus } from '@equilibrio/contract/reviews';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { caregivers } from '../../db/schema/caregivers';
import { caregiverReviews } from '../../db/schema/reviews';
import { serviceRounds } from '../../db/schema/service-records';
import { users } from '../../db/schema/users';
import { columnsOf, reviewColumns } from '../../db/selections';

// The reviews of caregivers after the service: who may write one (the rounds), the family's own,
// the tutors' moderation, and the published ones other families read.

/** The day from which a round makes its caregiver reviewable: 30 days in, or its end if sooner. */
const reviewableFrom = (days: number) =>
  sql<string>`min(least(${serviceRounds.endDate}, ${serviceRounds.startDate} + ${sql.raw(String(days))}))::text`;

/**
 * The caregivers who served on the request (a round names them), each with the day from which
 * they may be reviewed and, of the rounds that make them reviewable by `today`, the first.
 */
export async function listServedCaregivers(
  db: Db,
  requestId: number,
  input: { today: string; days: number; docRef?: string },
) {
  const from = reviewableFrom(input.days);
  return db
    .select({
      caregiverId: caregivers.id,
      docRef: caregivers.docRef,
      name: caregivers.name,
      photoUrl: caregivers.photoUrl,
      reviewableFrom: from,
      roundId: sql<
        number | null
      >`min(${serviceRounds.id}) filter (where least(${serviceRounds.endDate}, ${serviceRounds.startDate} + ${sql.raw(String(input.days))}) <= ${input.today}::date)`,
    })
    .from(serviceRounds)
    .innerJoin(caregivers, eq(caregivers.id, serviceRounds.caregiverId))
    .where(
      and(
        eq(serviceRounds.requestId, requestId),
        input.docRef ? eq(caregivers.docRef, input.docRef) : undefined,
      ),
    )
    .groupBy(caregivers.id)
    .orderBy(from, asc(caregivers.id));
}

const familyReviewColumns = {
  ...columnsOf(caregiverReviews, ['id', 'caregiverId']),
  ...reviewColumns,
  docRef: caregivers.docRef,
};

/** The family's reviews on one of its requests. */
export async function listFamilyReviews(db: Db, requestId: number, userUid: string) {
  return db
    .select(familyReviewColumns)
    .from(caregiverReviews)
    .innerJoin(caregivers, eq(caregivers.id, caregiverReviews.caregiverId))
    .where(and(eq(caregiverReviews.requestId, requestId), eq(caregiverReviews.userUid, userUid)))
    .orderBy(asc(caregiverReviews.id));
}

/** A new review; undefined when the family already reviewed this caregiver on this request. */
export async function insertReview(db: Db, values: typeof caregiverReviews.$inferInsert) {
  const [row] = await db
    .insert(caregiverReviews)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: caregiverReviews.id });
  return row;
}

/** The family changes its review: it waits for a tutor again. */
export async function updateFamilyReview(
  db: Db,
  where: { requestId: number; caregiverId: number; userUid: string },
  values: { rating: number; comment: string | null; now: Date },
) {
  const [row] = await db
    .update(caregiverReviews)
    .set({
      rating: values.rating,
      comment: values.comment,
      status: 'PENDING',
      hideReason: null,
      moderatedByUid: null,
      moderatedAt: null,
      updatedAt: values.now,
    })
    .where(
      and(
        eq(caregiverReviews.requestId, where.requestId),
        eq(caregiverReviews.caregiverId, where.caregiverId),
        eq(caregiverReviews.userUid, where.userUid),
      ),
    )
    .returning({ id: caregiverReviews.id });
  return row;
}

export async function findFamilyReview(db: Db, id: number) {
  const [row] = await db
    .select(familyReviewColumns)
    .from(caregiverReviews)
    .innerJoin(caregivers, eq(caregivers.id, caregiverReviews.caregiverId))
    .where(eq(caregiverReviews.id, id));
  return row;
}

// ── Moderation ───────────────────────────────────────────────────────────────────────────────

const moderator = alias(users, 'moderator');

const moderationColumns = {
  ...familyReviewColumns,
  caregiverName: caregivers.name,
  caregiverSurname: caregivers.surname,
  familyName: users.name,
  familySurname: users.surname,
  familyEmail: users.email,
  moderatorName: moderator.name,
  moderatorSurname: moderator.surname,
  moderatedAt: caregiverReviews.moderatedAt,
};

const moderationRows = (db: Db, where: SQL | undefined) =>
  db
    .select(moderationColumns)
    .from(caregiverReviews)
    .innerJoin(caregivers, eq(caregivers.id, caregiverReviews.caregiverId))
    .innerJoin(users, eq(users.uid, caregiverReviews.userUid))
    .leftJoin(moderator, eq(moderator.uid, caregiverReviews.moderatedByUid))
    .where(where);

export type ModerationRow = Awaited<ReturnType<typeof findModerationReview>> & object;

export async function findModerationReview(db: Db, id: number) {
  const [row] = await moderationRows(db, eq(caregiverReviews.id, id));
  return row;
}

const pendingFirst = sql`case when ${caregiverReviews.status} = 'PENDING' then 0 else 1 end`;

/** The moderation inbox: the pending reviews first, oldest wait first; then the newest. */
export async function listModerationReviews(
  db: Db,
  query: { status?: ReviewStatus; limit: number; offset: number },
) {
  const where = query.status ? eq(caregiverReviews.status, query.status) : undefined;
  const rows = await moderationRows(db, where)
    .orderBy(
      pendingFirst,
      sql`case when ${caregiverReviews.status} = 'PENDING' then ${caregiverReviews.createdAt} end asc`,
      desc(caregiverReviews.createdAt),
      desc(caregiverReviews.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  const counts = await db
    .select({ status: caregiverReviews.status, count: count() })
    .from(caregiverReviews)
    .groupBy(caregiverReviews.status);
  return { rows, counts };
}

/** Every review of a caregiver, newest first (the back office's caregiver page). */
export async function listCaregiverModerationReviews(db: Db, caregiverId: number) {
  return moderationRows(db, eq(caregiverReviews.caregiverId, caregiverId)).orderBy(
    desc(caregiverReviews.createdAt),
    desc(caregiverReviews.id),
  );
}

export async function setReviewModeration(
  db: Db,
  id: number,
  values: { status: ReviewStatus; hideReason: string | null; byUid: string; now: Date },
) {
  const [row] = await db
    .update(caregiverReviews)
    .set({
      status: values.status,
      hideReason: values.hideReason,
      moderatedByUid: values.byUid,
      moderatedAt: values.now,
      updatedAt: values.now,
    })
    .where(eq(caregiverReviews.id, id))
    .returning({ id: caregiverReviews.id });
  return row;
}

// ── What other families read ────────────────────────────────────────────────────────────────

/** The family's first name as other families read it ('' when the profile has none). */
const firstName = sql<string>`coalesce(split_part(trim(${users.name}), ' ', 1), '')`;
const month = sql<string>`to_char(${caregiverReviews.createdAt} at time zone 'Europe/Rome', 'YYYY-MM')`;
const published = eq(caregiverReviews.status, 'PUBLISHED');

/**
 * The newest published reviews of each caregiver (at most `perCaregiver` each), signed with the
 * family's first name and the month only, each row with the average and the number of all the
 * caregiver's published reviews (one read). Nothing else of the family leaves this query.
 */
export async function listPublishedReviews(db: Db, caregiverIds: number[], perCaregiver: number) {
  if (caregiverIds.length === 0) return [];
  const byCaregiver = sql`partition by ${caregiverReviews.caregiverId}`;
  const ranked = db
    .select({
      caregiverId: caregiverReviews.caregiverId,
      rating: caregiverReviews.rating,
      comment: caregiverReviews.comment,
      firstName: firstName.as('first_name'),
      month: month.as('month'),
      average:
        sql<number>`round(avg(${caregiverReviews.rating}) over (${byCaregiver}), 1)::float8`.as(
          'average',
        ),
      count: sql<number>`(count(*) over (${byCaregiver}))::int`.as('count'),
      position:
        sql<number>`row_number() over (${byCaregiver} order by ${caregiverReviews.createdAt} desc, ${caregiverReviews.id} desc)`.as(
          'position',
        ),
    })
    .from(caregiverReviews)
    .innerJoin(users, eq(users.uid, caregiverReviews.userUid))
    .where(and(published, inArray(caregiverReviews.caregiverId, caregiverIds)))
    .as('ranked');
  return db
    .select({
      caregiverId: ranked.caregiverId,
      rating: ranked.rating,
      comment: ranked.comment,
      firstName: ranked.firstName,
      month: ranked.month,
      average: ranked.average,
      count: ranked.count,
    })
    .from(ranked)
    .where(sql`${ranked.position} <= ${perCaregiver}`)
    .orderBy(asc(ranked.caregiverId), asc(ranked.position));
}
