import { type NpsScoreInput, npsScoreSchema } from '@equilibrio/contract/nps';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { npsMessages } from '../messages';

/** An answer as the form gives it: the time of sending is stamped on the way out. */
type NpsAnswer = Omit<NpsScoreInput, 'timestamp'>;

/**
 * POST /v1/nps-scores: id, score, email, timestamp, notes (spec §7). The timestamp is taken here,
 * not in the form: a double tap on 'Invia' is then the same call twice, which the single-flight
 * mutation sends once (two taps a millisecond apart made two calls and two identical records).
 */
export const submitNpsScore = (answer: NpsAnswer) =>
  apiRequest('/v1/nps-scores', {
    method: 'POST',
    body: { ...answer, timestamp: new Date().toISOString() } satisfies NpsScoreInput,
    schema: npsScoreSchema,
  });

export const useSubmitNpsScore = () =>
  useMutation({ mutationFn: submitNpsScore, meta: { errorToast: npsMessages.failure } });
