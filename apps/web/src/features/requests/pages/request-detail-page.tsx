import { PAYMENT_CANCELLED_PARAM, PAYMENT_CANCELLED_VALUE } from '@equilibrio/contract/payments';
import { isClosedStatus, toRequestStatus } from '@equilibrio/contract/status-display';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AppButton } from '@/components/app-button';
import { InfoAlert } from '@/components/notices';
import { paths } from '@/config/paths';
import { useRevealAfterReload } from '@/lib/reveal';
import type { ClientRequestWithDependants } from '../api/request-schemas';
import { useAssistanceModal } from '../components/assistance-modal';
import { CaregiverCardSkeleton, CaregiversSection } from '../components/caregivers-section';
import { GuaranteeCard } from '../components/guarantee-card';
import { InterviewCard } from '../components/interview-card';
import { RequestDetailCard } from '../components/request-detail-card';
import { RequestStatusBar } from '../components/request-status-bar';
import { RouteRequestView } from '../components/route-request-view';
import { ServiceRoundsSection } from '../components/service-rounds-section';
import { shownStatusButton } from '../components/status-action-button';
import { caregiversLead } from '../lib/caregiver-visibility';

/** Spec §4: the interview is fetched for SELEZIONE COMPLETATA (and shown while it is booked). */

/**
 * 'Dettagli richiesta' (spec §2 "Request detail"): the request's data, the caregiver cards, the
 * interview, the event register, and the assistance and substitution requests. The spec lists
 * what the page holds, not in which order: under the status, what the family must do now comes
 * first — the profiles to choose from (or the one held for the payment), the booked interview,
 * the caregiver at work with their phone and 'Sostituisci' — then `aside` (the messages with the
 * family tutor), then `feedback` (the score and the reviews asked in context: never above what a
 * family comes to do), then the rest.
 */
export function RequestDetailPage({
  aside,
  feedback,
}: {
  aside?: (request: ClientRequestWithDependants) => ReactNode;
  feedback?: (request: ClientRequestWithDependants) => ReactNode;
}) {
  return (
    <RouteRequestView
      loadingLabel="Caricamento della richiesta"
      skeleton={<CaregiverCardSkeleton />}
    >
      {(request) => (
        <RequestDetail request={request} aside={aside?.(request)} feedback={feedback?.(request)} />
      )}
    </RouteRequestView>
  );
}

/**
 * Back from the checkout the family left on purpose (`paymentCancelledPath`): nothing was charged,
 * and the request waits for the payment here. Not Home's 'Pagamento fallito': nothing failed.
 */
function PaymentCancelledNotice({ status }: { status: string }) {
  const [params, setParams] = useSearchParams();
  // Only while the request waits for the payment (paid in another tab, or the hold gone: no).
  if (params.get(PAYMENT_CANCELLED_PARAM) !== PAYMENT_CANCELLED_VALUE || status !== 'DA PAGARE') {
    return null;
  }
  return (
    <InfoAlert
      role="status"
      radius="md"
      title="Pagamento annullato"
      withCloseButton
      closeButtonLabel="Chiudi l’avviso"
      onClose={() => setParams({}, { replace: true })}
      styles={{ title: { color: 'var(--mantine-color-ink-6)' } }}
    >
      <Text size="sm">
        Non ti è stato addebitato nulla. Quando vuoi, puoi pagare da qui con «Effettua pagamento».
      </Text>
    </InfoAlert>
  );
}

function RequestDetail({
  request,
  aside,
  feedback,
}: {
  request: ClientRequestWithDependants;
  aside?: ReactNode;
  feedback?: ReactNode;
}) {
  const assistance = useAssistanceModal(request.id, 'GENERIC', {
    status: toRequestStatus(request.status),
  });
  // Back from the reload of a caregiver accepted: on the status, with 'Effettua pagamento'.
  useRevealAfterReload();
  const status = toRequestStatus(request.status) ?? '';
  // The status's own button, as this page shows it, leads to the quote already: not twice.
  const statusLeadsToQuote =
    status !== '' &&
    shownStatusButton(status, { hideDetailButton: true })?.target === 'request-quote';
  const caregivers = (
    <CaregiversSection
      requestId={request.id}
      status={request.status}
      page="detail"
      paid={Boolean(request.paidAt)}
      otherProfiles={{ askedAt: request.otherProfilesAskedAt ?? null }}
      searchingOthers={Boolean(request.otherProfilesSearchedAt)}
    />
  );
  const caregiversFirst = caregiversLead(request.status);

  return (
    <Stack gap="lg">
      <PaymentCancelledNotice status={status} />
      <RequestStatusBar request={request} page="detail">
        {/* Closed: 'se ti serve ancora aiuto, crea una nuova richiesta' — here, from this one. */}
        {isClosedStatus(request.status) ? (
          <AppButton
            component={Link}
            to={paths.dashboard.requestCreation.href({ id: request.id, duplicate: true })}
            size="sm"
          >
            Crea una nuova richiesta
          </AppButton>
        ) : null}
        {request.requestDetail && !statusLeadsToQuote ? (
          <AppButton
            component={Link}
            to={paths.dashboard.requestQuote.href(request.id)}
            look="dark-outline"
            size="sm"
          >
            Visualizza preventivo
          </AppButton>
        ) : null}
        <AppButton look="dark-outline" size="sm" onClick={assistance.open}>
          Richiedi assistenza
        </AppButton>
      </RequestStatusBar>
      {caregiversFirst ? caregivers : null}
      {/* Once the service started, the interview is what was: a line below the caregiver. */}
      {status === 'SELEZIONE COMPLETATA' ? <InterviewCard requestId={request.id} done /> : null}
      {status === 'COLLOQUIO PRENOTATO' ? <InterviewCard requestId={request.id} /> : null}
      {aside}
      {caregiversFirst ? null : caregivers}
      {feedback}
      <RequestDetailCard request={request} />
      <GuaranteeCard request={request} />
      <ServiceRoundsSection requestId={request.id} />
      {assistance.modal}
    </Stack>
  );
}
