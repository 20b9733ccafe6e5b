import { handedOverNotice, handOverMessages } from '@equilibrio/contract/privacy';
import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppButton } from '@/components/app-button';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { handOver } from '@/lib/hand-over';
import { useMutation } from '@/lib/single-flight-mutation';
import { requestsKey } from '../api/keys';

/** The codes this page has sent (a link opened again in the same tab is not sent twice). */
const asked = new Set<string>();

export const handOverTexts = {
  working: 'Stiamo aggiungendo la richiesta al tuo account…',
  failedTitle: 'Non è stato possibile aggiungere la richiesta',
  failed: 'Qualcosa non ha funzionato: riprova tra qualche minuto aprendo di nuovo il link.',
  toList: 'Vai all’elenco richieste',
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

  if (code && (moved.isIdle || moved.isPending || requestIds?.length)) {
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
  return (
    <Card withBorder radius="md" padding="xl" role="alert" aria-labelledby="hand-over-heading">
      <Stack align="center" ta="center" gap="sm" maw={520} mx="auto">
        <IconFileUnknown size={48} aria-hidden color="var(--mantine-color-ink-4)" />
        <Title order={2} size="h3" id="hand-over-heading">
          {handOverTexts.failedTitle}
        </Title>
        <Text c="dimmed">{message}</Text>
        <AppButton component={Link} to={paths.dashboard.requestList.href()} mt="sm">
          {handOverTexts.toList}
        </AppButton>
      </Stack>
    </Card>
  );
}
