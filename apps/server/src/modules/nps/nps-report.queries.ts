import { and, count, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { npsScores } from '../../db/schema/nps';
import { users } from '../../db/schema/users';

/** Scores given from the start of `from` to the end of `to`, days in Italy. */
function periodWhere(period: { from: string; to: string }): SQL {
  const start = sql`(${period.from}::date)::timestamp at time zone 'Europe/Rome'`;
  const end = sql`((${period.to}::date + 1)::timestamp) at time zone 'Europe/Rome'`;
  return and(gte(npsScores.createdAt, start), lt(npsScores.createdAt, end))!;
}

/** How many scores of each value in the period (values without scores are absent). */
export async function countScoresByValue(db: Db, period: { from: string; to: string }) {
  return db
    .select({ score: npsScores.score, count: count() })
    .from(npsScores)
    .where(periodWhere(period))
    .groupBy(npsScores.score);
}

/** One page of the period's scores with a suggestion, newest first, and how many there are. */
export async function listSuggestions(
  db: Db,
  period: { from: string; to: string },
  page: { limit: number; offset: number },
) {
  const where = and(periodWhere(period), isNotNull(npsScores.notes));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: npsScores.id,
        score: npsScores.score,
        notes: npsScores.notes,
        email: npsScores.email,
        createdAt: npsScores.createdAt,
        uid: npsScores.userUid,
        name: users.name,
        surname: users.surname,
        accountEmail: users.email,
      })
      .from(npsScores)
      .innerJoin(users, eq(users.uid, npsScores.userUid))
      .where(where)
      .orderBy(desc(npsScores.createdAt), desc(npsScores.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(npsScores).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}
