import { type ClaimAccountBody, claimAccountResponseSchema } from '@equilibrio/contract/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/*
 * The account-claim link (`/email-confirmed?oobCode=`) the identity service emails to a visitor
 * who sent a first request but left before setting a password.
 */

/** GET /api/v1/user-controller/claim-account?oobCode=: whose account the code opens (404 if none). */
export const checkClaimCode = (oobCode: string, signal?: AbortSignal) =>
  apiRequest('/api/v1/user-controller/claim-account', {
    query: { oobCode },
    schema: claimAccountResponseSchema,
    signal,
    auth: false,
  });

export const claimCodeQueryOptions = (oobCode: string) =>
  queryOptions({
    queryKey: ['claim-account', oobCode],
    queryFn: ({ signal }) => checkClaimCode(oobCode, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useClaimCode = (oobCode: string | null) =>
  useQuery({ ...claimCodeQueryOptions(oobCode ?? ''), enabled: Boolean(oobCode) });

/** POST /api/v1/user-controller/claim-account: sets email + password on the anonymous account. */
export const claimAccount = (body: ClaimAccountBody) =>
  apiRequest('/api/v1/user-controller/claim-account', {
    method: 'POST',
    body,
    schema: claimAccountResponseSchema,
    auth: false,
  });
