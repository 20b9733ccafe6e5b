import { type NpsScoreInput, npsScoreSchema } from '@equilibrio/contract/nps';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { npsMessages } from '../messages';

/** POST /v1/nps-scores: id, score, email, timestamp, notes (spec §7). */
export const submitNpsScore = (body: NpsScoreInput) =>
  apiRequest('/v1/nps-scores', { method: 'POST', body, schema: npsScoreSchema });

export const useSubmitNpsScore = () =>
  useMutation({ mutationFn: submitNpsScore, meta: { errorToast: npsMessages.failure } });
