import { PAID_BEFORE_PARAM } from '@equilibrio/contract/payments';
import { Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AppButton } from '@/components/app-button';
import { useCurrentUser } from '@/lib/current-user';
import { requestsKey } from '../api/get-requests';
import { useStartPayment } from '../api/start-payment';
import { requestMessages } from '../messages';

/**
 * Home after the checkout (spec §2): `?payment={id}&redirect_status=succeeded|…` opens a modal
 * with the outcome; 'Torna alla dashboard' closes it and clears the address. After a failure,
 * 'Riprova il pagamento' opens a new checkout for the request. `onPaid`: the modal was closed
 * after a payment (the page keeps a confirmation that stays).
 */
export function PaymentResultModal({ onPaid }: { onPaid?: (requestId: number) => void } = {}) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { uid } = useCurrentUser();
  const requestId = params.get('payment');
  const opened = requestId !== null && /^\d+$/.test(requestId);
  const succeeded = params.get('redirect_status') === 'succeeded';
  /** A new choice on a request paid before: confirmed with no new charge. */
  const paidBefore = succeeded && params.get(PAID_BEFORE_PARAM) === '1';
  const retry = useStartPayment();

  const close = () => {
    if (succeeded && requestId) onPaid?.(Number(requestId));
    setParams({}, { replace: true });
    void queryClient.invalidateQueries({ queryKey: requestsKey(uid) });
  };

  const title = succeeded ? requestMessages.paymentSuccess : requestMessages.paymentFailed;
  return (
    <Modal opened={opened} onClose={close} centered withCloseButton={false} title={title}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon
          size={64}
          radius="xl"
          variant="light"
          color={succeeded ? 'green' : 'danger'}
          aria-hidden
        >
          {succeeded ? <IconCircleCheck size={40} /> : <IconCircleX size={40} />}
        </ThemeIcon>
        <Text>
          {paidBefore
            ? `Hai confermato la tua scelta per la richiesta #${requestId}: non ti abbiamo addebitato nulla, vale il pagamento che hai già effettuato. Il family tutor ti contatterà per fissare il colloquio con il caregiver.`
            : succeeded
              ? `Abbiamo ricevuto il pagamento della richiesta #${requestId}. Il family tutor ti contatterà per fissare il colloquio con il caregiver.`
              : `Il pagamento della richiesta #${requestId} non è andato a buon fine: non ti è stato addebitato nulla. Puoi riprovare ora o contattare l’assistenza.`}
        </Text>
        {succeeded ? null : (
          <>
            <AppButton
              look="secondary"
              fullWidth
              // Stays loading after success: the browser is on its way to the new checkout.
              loading={retry.isPending || retry.isSuccess}
              onClick={() => retry.mutate(Number(requestId))}
            >
              Riprova il pagamento
            </AppButton>
            {retry.isError ? (
              <Text size="sm" c="danger.7" role="alert">
                {retry.error.message || requestMessages.paymentError}
              </Text>
            ) : null}
          </>
        )}
        <AppButton onClick={close} fullWidth look={succeeded ? undefined : 'dark-outline'}>
          Torna alla dashboard
        </AppButton>
      </Stack>
    </Modal>
  );
}
