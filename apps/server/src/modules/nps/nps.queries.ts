import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { npsScores } from '../../db/schema/nps';

export async function insertNpsScore(
  db: Db,
  values: {
    userUid: string;
    email: string | null;
    score: number;
    notes: string | null;
    clientTimestamp: Date | null;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(npsScores)
    .values({ ...rest, createdAt: now })
    .returning(scoreColumns);
  return row!;
}

const scoreColumns = {
  id: npsScores.id,
  score: npsScores.score,
  email: npsScores.email,
  notes: npsScores.notes,
  createdAt: npsScores.createdAt,
};

/**
 * Holds the account's answers for the rest of the transaction: two answers sent at once (two
 * taps, two tabs) take turns, so the second finds the first.
 */
export async function lockNpsAnswers(db: Db, userUid: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('equilibrio:nps'), hashtext(${userUid}))`,
  );
}

/** The account's last answer (its notes too), or undefined. */
export async function findLatestNpsScore(db: Db, userUid: string) {
  const [row] = await db
    .select(scoreColumns)
    .from(npsScores)
    .where(eq(npsScores.userUid, userUid))
    .orderBy(desc(npsScores.createdAt))
    .limit(1);
  return row;
}

/**
 * An answer given again within its period: the new score and notes replace the old. Its time
 * stays the first answer's: the period it counts in, and the 90 days before the next question,
 * do not move with each change of mind.
 */
export async function replaceNpsScore(
  db: Db,
  id: number,
  values: {
    email: string | null;
    score: number;
    notes: string | null;
    clientTimestamp: Date | null;
  },
) {
  const [row] = await db
    .update(npsScores)
    .set(values)
    .where(eq(npsScores.id, id))
    .returning(scoreColumns);
  return row!;
}
