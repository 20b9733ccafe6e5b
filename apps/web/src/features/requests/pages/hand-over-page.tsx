import { handedOverNotice, handOverMessages } from '@equilibrio/contract/privacy';
import { Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { handOver } from '@/lib/hand-over';
import { useMutation } from '@/lib/single-flight-mutation';
import { requestsKey } from '../api/keys';
import { RequestNotFound } from '../components/request-not-found';

/** The codes this page has sent (a link opened again in the same tab is not sent twice). */
const asked = new Set<string>();

export const handOverTexts = {
  working: 'Stiamo aggiungendo la richiesta al tuo account…',
  failedTitle: 'Non è stato possibile aggiungere la richiesta',
  failed: 'Qualcosa non ha funzionato: riprova tra qualche minuto aprendo di nuovo il link.',
} as const;

/**
 * The page the hand-over email links to (`?oobCode=`): a request sent without signing in, with
 * this account's address, joins the account. Signed out, the dashboard's guard asks to sign in
 * first and comes back here. Once moved, the family lands on the request (or on the list, for
 * several) and reads that it is theirs now; a used, expired or foreign link says so.
 */
export function HandOverPage() {
  const { uid } = useCurrentUser();
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Sent once per code, from the browser only (an effect: never while the server draws the page,
  // never twice in a double mount), as the link is spent by the first answer.
  const moved = useMutation({ mutationFn: (oobCode: string) => handOver(uid, { oobCode }) });
  const { mutate } = moved;
  useEffect(() => {
    if (!code || asked.has(code)) return;
    asked.add(code);
    mutate(code);
  }, [code, mutate]);
  const requestIds = moved.data?.requestIds;

  useEffect(() => {
    if (!requestIds?.length) return;
    void queryClient.invalidateQueries({ queryKey: requestsKey(uid) });
    toast.success(handedOverNotice(requestIds));
    navigate(
      requestIds.length === 1
        ? paths.dashboard.requestDetail.href(requestIds[0]!)
        : paths.dashboard.requestList.href(),
      { replace: true },
    );
  }, [requestIds, uid, queryClient, navigate]);

  // Idle only until the effect sends it; a code this tab sent before (the page opened again from
  // the history) is not sent twice and reads as used.
  const sending = code !== null && moved.isIdle && !asked.has(code);
  if (sending || moved.isPending || requestIds?.length) {
    return (
      <Stack align="center" gap="sm" py="xl" role="status">
        <Loader aria-hidden />
        <Text>{handOverTexts.working}</Text>
      </Stack>
    );
  }
  // No code, a code spent or void, another address, or nothing left to move.
  const error = moved.error;
  const message =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
      ? error.message
      : error
        ? handOverTexts.failed
        : handOverMessages.linkNotValid;
  return <RequestNotFound title={handOverTexts.failedTitle} message={message} />;
}
