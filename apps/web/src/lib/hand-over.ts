import { type HandOverBody, handOverResultSchema } from '@equilibrio/contract/privacy';
import { apiRequest } from './api-client';

/**
 * POST hand-over: the requests a visitor sent before signing in join the signed-in account `uid`
 * (proof: this browser's anonymous session, or the code of the link emailed to the address).
 */
export const handOver = (uid: string, proof: HandOverBody, signal?: AbortSignal) =>
  apiRequest(`/api/v1/user-controller/${encodeURIComponent(uid)}/hand-over`, {
    method: 'POST',
    body: proof,
    schema: handOverResultSchema,
    signal,
  });
