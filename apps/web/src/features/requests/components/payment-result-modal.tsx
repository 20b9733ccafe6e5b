import { PAID_BEFORE_PARAM } from '@equilibrio/contract/payments';
import { toRequestStatus } from '@equilibrio/contract/status-display';
import { welfareTexts } from '@equilibrio/contract/welfare';
import { Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppButton } from '@/components/app-button';
import { WelfareNote } from '@/components/welfare-note';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { getRequestQueryOptions } from '../api/get-request';
import { requestsKey } from '../api/get-requests';
import type { ClientRequest } from '../api/request-schemas';
import { useStartPayment } from '../api/start-payment';
import { requestMessages } from '../messages';

/**
 * What the modal says, from the address and the request as the family reads it now (the address
 * alone is anyone's to type): 'succeeded' and 'failed' as the checkout said, while the request
 * waits for its payment (or, for a success, is paid); 'paid' when a failure is reported for a
 * request already paid; 'unknown' when the request cannot be read now, or waits for no payment.
 */
type PaymentOutcome = 'succeeded' | 'failed' | 'paid' | 'unknown';

function paymentOutcome(
  request: Pick<ClientRequest, 'status' | 'paidAt'>,
  reported: 'succeeded' | 'failed',
): PaymentOutcome {
  const awaiting = toRequestStatus(request.status) === 'DA PAGARE';
  const paid = !awaiting && Boolean(request.paidAt);
  if (paid) return reported === 'succeeded' ? 'succeeded' : 'paid';
  return awaiting ? reported : 'unknown';
}

/** The checkout's answer in the address (`?payment=…`), or null. */
const checkoutAnswer = (address: URLSearchParams) =>
  address.has('payment') ? new URLSearchParams(address) : null;

/**
 * Home after the checkout (spec §2): `?payment={id}&redirect_status=succeeded|…` opens a modal
 * with the outcome, once the request has been read: a request that is not the family's (or does
 * not exist) opens nothing, one already paid is never said 'fallito'. 'Torna alla dashboard'
 * closes it; the address is cleared as soon as it shows (a reload does not show it again). After a failure, 'Riprova il pagamento' opens a new checkout
 * for the request. `onPaid`: the modal was closed after a payment (the page keeps a confirmation
 * that stays).
 */
export function PaymentResultModal({ onPaid }: { onPaid?: (requestId: number) => void } = {}) {
  const [address, setAddress] = useSearchParams();
  // The checkout's answer, kept once read: the address drops it as soon as the modal shows (a
  // reload does not open it again), the modal still says it until closed.
  const [params, setParams] = useState(() => checkoutAnswer(address));
  useEffect(() => {
    const answer = checkoutAnswer(address);
    if (answer) setParams(answer);
  }, [address]);
  const queryClient = useQueryClient();
  const { uid } = useCurrentUser();
  const requestId = params?.get('payment') ?? null;
  const asked = requestId !== null && /^\d+$/.test(requestId);
  const request = useQuery({
    ...getRequestQueryOptions(uid, Number(requestId)),
    enabled: asked,
    // What the server says now, not what was read before the checkout.
    staleTime: 0,
  });
  const notFound =
    request.error instanceof ApiError &&
    (request.error.status === 404 || request.error.status === 403);
  const outcome: PaymentOutcome | null = !asked
    ? null
    : request.data
      ? paymentOutcome(
          request.data,
          params?.get('redirect_status') === 'succeeded' ? 'succeeded' : 'failed',
        )
      : request.isError && !notFound
        ? 'unknown'
        : null;
  const succeeded = outcome === 'succeeded';
  /** A new choice on a request paid before: confirmed with no new charge. */
  const paidBefore =
    succeeded && params?.get(PAID_BEFORE_PARAM) === '1' && Boolean(request.data?.paidAt);
  const retry = useStartPayment();
  const navigate = useNavigate();

  // Not the family's request (or none): nothing to say, and nothing left in the address.
  useEffect(() => {
    if (asked && notFound) {
      setParams(null);
      setAddress({}, { replace: true });
    }
  }, [asked, notFound, setAddress]);
  // Shown: the address forgets the checkout's answer, replaced in the history (no new entry).
  const shown = outcome !== null;
  useEffect(() => {
    if (shown && checkoutAnswer(address)) setAddress({}, { replace: true });
  }, [shown, address, setAddress]);

  const close = () => {
    // Nothing charged: no 'Pagamento ricevuto' left on Home; the family goes back to the request
    // it confirmed (Home may lead with another one).
    if (succeeded && requestId && !paidBefore) onPaid?.(Number(requestId));
    setParams(null);
    if (checkoutAnswer(address)) setAddress({}, { replace: true });
    void queryClient.invalidateQueries({ queryKey: requestsKey(uid) });
    if (paidBefore) void navigate(paths.dashboard.requestDetail.href(Number(requestId)));
  };

  const title = paidBefore
    ? requestMessages.choiceConfirmedTitle
    : outcome === 'succeeded'
      ? requestMessages.paymentSuccess
      : outcome === 'failed'
        ? requestMessages.paymentFailed
        : outcome === 'paid'
          ? requestMessages.paymentAlreadyPaidTitle
          : requestMessages.paymentUnknownTitle;
  const id = Number(requestId);
  return (
    <Modal opened={outcome !== null} onClose={close} centered withCloseButton={false} title={title}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon
          size={64}
          radius="xl"
          variant="light"
          color={outcome === 'failed' ? 'danger' : outcome === 'unknown' ? 'primary' : 'green'}
          aria-hidden
        >
          {outcome === 'failed' ? (
            <IconCircleX size={40} />
          ) : outcome === 'unknown' ? (
            <IconInfoCircle size={40} />
          ) : (
            <IconCircleCheck size={40} />
          )}
        </ThemeIcon>
        <Text>
          {outcome === 'paid'
            ? requestMessages.paymentAlreadyPaid(id)
            : outcome === 'unknown'
              ? request.isError
                ? requestMessages.paymentUnverified(id)
                : params?.get('redirect_status') === 'succeeded'
                  ? requestMessages.paymentNotAwaitedAfterCharge(id)
                  : requestMessages.paymentNotAwaited(id)
              : paidBefore
                ? `Hai confermato la tua scelta per la richiesta #${id}: non ti abbiamo addebitato nulla, vale il pagamento che hai già effettuato. Il family tutor ti contatterà per fissare il colloquio con il caregiver.`
                : succeeded
                  ? `Abbiamo ricevuto il pagamento della richiesta #${id}. Il family tutor ti contatterà per fissare il colloquio con il caregiver.`
                  : `Il pagamento della richiesta #${id} non è andato a buon fine: non ti è stato addebitato nulla. Puoi riprovare ora o contattare l’assistenza.`}
        </Text>
        {succeeded && !paidBefore && request.data?.welfareProgramme ? (
          <WelfareNote
            programme={request.data.welfareProgramme}
            detail={welfareTexts.paidOnScreen}
          />
        ) : null}
        {outcome === 'failed' ? (
          <>
            <AppButton
              fullWidth
              // Stays loading after success: the browser is on its way to the new checkout.
              loading={retry.isPending || retry.isSuccess}
              onClick={() => retry.mutate(id)}
            >
              Riprova il pagamento
            </AppButton>
            {retry.isError ? (
              <Text size="sm" c="danger.7" role="alert">
                {retry.error.message || requestMessages.paymentError}
              </Text>
            ) : null}
          </>
        ) : null}
        <AppButton
          onClick={close}
          fullWidth
          look={outcome === 'failed' ? 'dark-outline' : undefined}
        >
          {paidBefore ? requestMessages.choiceConfirmedBack : 'Torna alla dashboard'}
        </AppButton>
      </Stack>
    </Modal>
  );
}
