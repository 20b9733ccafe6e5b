import type { NpsScore, NpsScoreInput } from '@equilibrio/contract/nps';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { insertNpsScore } from './nps.queries';

/**
 * POST /v1/nps-scores: stores a satisfaction score. The email recorded is the signed-in
 * account's (the widget sends it too, but a body cannot speak for someone else).
 */
export async function submitNpsScore(
  ctx: AppContext,
  user: Pick<AuthUser, 'uid' | 'email'>,
  input: NpsScoreInput,
): Promise<NpsScore> {
  const clientTimestamp =
    input.timestamp === undefined || input.timestamp === null ? null : new Date(input.timestamp);
  if (clientTimestamp && Number.isNaN(clientTimestamp.getTime())) {
    throw new AppError('VALIDATION_FAILED', 'Alcuni dati non sono validi.', {
      'body.timestamp': 'Data non valida',
    });
  }
  const notes = input.notes?.trim() ? input.notes.trim() : null;
  const row = await insertNpsScore(ctx.db, {
    userUid: user.uid,
    email: user.email,
    score: input.score,
    notes,
    clientTimestamp,
    now: ctx.clock.now(),
  });
  return {
    id: row.id,
    score: row.score,
    email: row.email,
    notes: row.notes,
    timestamp: row.createdAt.toISOString(),
  };
}
