import { desc, eq } from 'drizzle-orm';
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
    .returning({
      id: npsScores.id,
      score: npsScores.score,
      email: npsScores.email,
      notes: npsScores.notes,
      createdAt: npsScores.createdAt,
    });
  return row!;
}

/** When the account last gave a score, or undefined. */
export async function findLatestNpsAnswer(db: Db, userUid: string) {
  const [row] = await db
    .select({ createdAt: npsScores.createdAt })
    .from(npsScores)
    .where(eq(npsScores.userUid, userUid))
    .orderBy(desc(npsScores.createdAt))
    .limit(1);
  return row?.createdAt;
}
