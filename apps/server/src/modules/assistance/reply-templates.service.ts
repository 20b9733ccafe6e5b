import { fullName } from '@equilibrio/contract/people';
import type { ReplyTemplate, ReplyTemplateInput } from '@equilibrio/contract/reply-templates';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import {
  deleteReplyTemplate,
  insertReplyTemplate,
  listReplyTemplates,
  updateReplyTemplate,
} from './reply-templates.queries';

// The tutors' ready replies ('Risposte pronte'): shared by the team, written and used in the back
// office only (a family never reads one but as the reply a tutor sent).

type Row = Awaited<ReturnType<typeof listReplyTemplates>>[number];

const toReplyTemplate = (row: Row): ReplyTemplate => ({
  id: row.id,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: fullName(row.authorName, row.authorSurname) || null,
});

const notFound = () =>
  new AppError('NOT_FOUND', 'Questa risposta pronta non c’è più: forse l’ha eliminata un collega.');

export async function getReplyTemplates(ctx: AppContext) {
  return (await listReplyTemplates(ctx.db)).map(toReplyTemplate);
}

async function findOne(ctx: AppContext, id: number) {
  const [row] = await listReplyTemplates(ctx.db, id);
  if (!row) throw notFound();
  return toReplyTemplate(row);
}

export async function createReplyTemplate(
  ctx: AppContext,
  tutorUid: string,
  input: ReplyTemplateInput,
) {
  const id = await insertReplyTemplate(ctx.db, {
    ...input,
    byUid: tutorUid,
    now: ctx.clock.now(),
  });
  return findOne(ctx, id);
}

export async function changeReplyTemplate(
  ctx: AppContext,
  tutorUid: string,
  id: number,
  input: ReplyTemplateInput,
) {
  const found = await updateReplyTemplate(ctx.db, id, {
    ...input,
    byUid: tutorUid,
    now: ctx.clock.now(),
  });
  if (!found) throw notFound();
  return findOne(ctx, id);
}

export async function removeReplyTemplate(ctx: AppContext, id: number) {
  if (!(await deleteReplyTemplate(ctx.db, id))) throw notFound();
}
