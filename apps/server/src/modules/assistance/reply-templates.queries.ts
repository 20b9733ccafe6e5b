import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replyTemplates } from '../../db/schema/assistance';
import { users } from '../../db/schema/users';

const columns = {
  id: replyTemplates.id,
  title: replyTemplates.title,
  body: replyTemplates.body,
  updatedAt: replyTemplates.updatedAt,
  authorName: users.name,
  authorSurname: users.surname,
};

/** Every ready reply with who last wrote it, by title (as people read it: case aside). */
export function listReplyTemplates(db: Db, id?: number) {
  const query = db
    .select(columns)
    .from(replyTemplates)
    .leftJoin(users, eq(users.uid, replyTemplates.updatedByUid));
  return (id === undefined ? query : query.where(eq(replyTemplates.id, id))).orderBy(
    asc(sql`lower(${replyTemplates.title})`),
    asc(replyTemplates.id),
  );
}

export async function insertReplyTemplate(
  db: Db,
  values: { title: string; body: string; byUid: string | null; now: Date },
) {
  const [row] = await db
    .insert(replyTemplates)
    .values({
      title: values.title,
      body: values.body,
      updatedByUid: values.byUid,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: replyTemplates.id });
  return row!.id;
}

/** Rewrites a ready reply; false when there is none with this id. */
export async function updateReplyTemplate(
  db: Db,
  id: number,
  values: { title: string; body: string; byUid: string; now: Date },
) {
  const rows = await db
    .update(replyTemplates)
    .set({
      title: values.title,
      body: values.body,
      updatedByUid: values.byUid,
      updatedAt: values.now,
    })
    .where(eq(replyTemplates.id, id))
    .returning({ id: replyTemplates.id });
  return rows.length > 0;
}

/** Removes a ready reply; false when there is none with this id. */
export async function deleteReplyTemplate(db: Db, id: number) {
  const rows = await db
    .delete(replyTemplates)
    .where(eq(replyTemplates.id, id))
    .returning({ id: replyTemplates.id });
  return rows.length > 0;
}
