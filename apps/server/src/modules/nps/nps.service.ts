import {
  NPS_NOTES_MAX,
  NPS_QUIET_DAYS,
  type NpsScore,
  type NpsScoreInput,
  type NpsStatus,
} from '@equilibrio/contract/nps';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { daysFrom } from '../../lib/clock';
import type { AuthUser } from '../../plugins/auth';
import { findLatestNpsScore, insertNpsScore, lockNpsAnswers, replaceNpsScore } from './nps.queries';

/** The most characters an answer's notes hold once several answers' notes are kept together. */
const KEPT_NOTES_MAX = 4 * NPS_NOTES_MAX;

/**
 * Two suggestions, each kept: a second answer's notes join the first's instead of erasing them
 * (a family that wrote what to improve, then changed only the score, had lost it); one already
 * there is not written twice. Past KEPT_NOTES_MAX the oldest words give way.
 */
function keptNotes(before: string | null, now: string | null) {
  if (!before || !now || before.split('\n\n').includes(now)) return before ?? now;
  return `${before}\n\n${now}`.slice(-KEPT_NOTES_MAX);
}

/**
 * POST /v1/nps-scores: stores a satisfaction score. The email recorded is the signed-in
 * account's (the widget sends it too, but a body cannot speak for someone else). One answer a
 * family per period: given again within NPS_QUIET_DAYS of the last, it replaces that one (its
 * notes kept beside the new) — 13 taps were 13 votes in the report. `replaced` says which.
 */
export async function submitNpsScore(
  ctx: AppContext,
  user: Pick<AuthUser, 'uid' | 'email'>,
  input: NpsScoreInput,
): Promise<{ score: NpsScore; replaced: boolean }> {
  const clientTimestamp =
    input.timestamp === undefined || input.timestamp === null ? null : new Date(input.timestamp);
  if (clientTimestamp && Number.isNaN(clientTimestamp.getTime())) {
    throw new AppError('VALIDATION_FAILED', 'Alcuni dati non sono validi.', {
      'body.timestamp': 'Data non valida',
    });
  }
  const notes = input.notes?.trim() ? input.notes.trim() : null;
  const now = ctx.clock.now();
  const answer = { email: user.email, score: input.score, clientTimestamp };
  const { row, replaced } = await ctx.db.transaction(async (tx) => {
    await lockNpsAnswers(tx, user.uid);
    const last = await findLatestNpsScore(tx, user.uid);
    if (last && now < daysFrom(last.createdAt, NPS_QUIET_DAYS)) {
      const notesNow = keptNotes(last.notes, notes);
      return {
        row: await replaceNpsScore(tx, last.id, { ...answer, notes: notesNow }),
        replaced: true,
      };
    }
    return {
      row: await insertNpsScore(tx, { ...answer, userUid: user.uid, notes, now }),
      replaced: false,
    };
  });
  return {
    score: {
      id: row.id,
      score: row.score,
      email: row.email,
      notes: row.notes,
      timestamp: row.createdAt.toISOString(),
    },
    replaced,
  };
}

/** GET /v1/nps-scores/me: asked again NPS_QUIET_DAYS days after the account's last answer. */
export async function getNpsStatus(ctx: AppContext, uid: string): Promise<NpsStatus> {
  const last = (await findLatestNpsScore(ctx.db, uid))?.createdAt;
  if (!last) return { lastAnsweredAt: null, askAgainAt: null, ask: true };
  const askAgainAt = daysFrom(last, NPS_QUIET_DAYS);
  return {
    lastAnsweredAt: last.toISOString(),
    askAgainAt: askAgainAt.toISOString(),
    ask: ctx.clock.now() >= askAgainAt,
  };
}
