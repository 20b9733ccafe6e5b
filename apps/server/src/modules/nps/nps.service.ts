import {
  NPS_QUIET_DAYS,
  type NpsScore,
  type NpsScoreInput,
  type NpsStatus,
} from '@equilibrio/contract/nps';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { findLatestNpsAnswer, insertNpsScore } from './nps.queries';

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

const DAY_MS = 86_400_000;

/** GET /v1/nps-scores/me: asked again NPS_QUIET_DAYS days after the account's last answer. */
export async function getNpsStatus(ctx: AppContext, uid: string): Promise<NpsStatus> {
  const last = await findLatestNpsAnswer(ctx.db, uid);
  if (!last) return { lastAnsweredAt: null, askAgainAt: null, ask: true };
  const askAgainAt = new Date(last.getTime() + NPS_QUIET_DAYS * DAY_MS);
  return {
    lastAnsweredAt: last.toISOString(),
    askAgainAt: askAgainAt.toISOString(),
    ask: ctx.clock.now() >= askAgainAt,
  };
}
