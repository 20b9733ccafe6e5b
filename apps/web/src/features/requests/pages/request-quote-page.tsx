import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { StatusBoundary } from '@/components/request-status';
import { toast } from '@/components/toast';
import { useCurrentUser } from '@/lib/current-user';
import { showPendingFlashToast } from '@/lib/reload-page';
import { useConfirmQuotation } from '../api/confirm-quotation';
import type { ClientRequest } from '../api/request-schemas';
import { useRouteRequest } from '../api/use-route-request';
import { CaregiversSection } from '../components/caregivers-section';
import { QuoteCard, QuoteCardSkeleton } from '../components/quote-card';
import { RequestDetailCard, RequestDetailCardSkeleton } from '../components/request-detail-card';
import { RequestNotFound } from '../components/request-not-found';
import { RequestStatusBar, RequestStatusBarSkeleton } from '../components/request-status-bar';
import { requestMessages } from '../messages';

/**
 * 'Preventivo' (spec §2 "Request quote", §4 "Quote"): the quote card with 'Accetta', the
 * request's data and the caregiver cards.
 */
export function RequestQuotePage() {
  const { request, isPending, notFound, loadError } = useRouteRequest();
  // Kept above the status boundary: the refetched status remounts what is below it.
  const [justAccepted, setJustAccepted] = useState(false);
  useEffect(() => showPendingFlashToast(), []);

  if (notFound) return <RequestNotFound />;
  if (loadError) {
    return (
      <Alert color="danger" variant="light" icon={<IconAlertTriangle aria-hidden />}>
        {loadError}
      </Alert>
    );
  }
  if (isPending || !request) {
    return (
      <Stack gap="lg" aria-busy aria-label="Caricamento del preventivo">
        <RequestStatusBarSkeleton />
        <QuoteCardSkeleton />
        <RequestDetailCardSkeleton />
      </Stack>
    );
  }
  return (
    <StatusBoundary key={request.status} status={request.status}>
      <RequestQuote
        request={request}
        justAccepted={justAccepted}
        onAccepted={() => setJustAccepted(true)}
      />
    </StatusBoundary>
  );
}

type QuoteProps = { request: ClientRequest; justAccepted: boolean; onAccepted: () => void };

function RequestQuote({ request, justAccepted, onAccepted }: QuoteProps) {
  const { uid } = useCurrentUser();
  const confirmQuotation = useConfirmQuotation(uid);

  const accept = () =>
    confirmQuotation.mutate(request.id, {
      onSuccess: () => {
        onAccepted();
        toast.success(requestMessages.quoteAcceptSuccess);
      },
    });

  return (
    <Stack gap="lg">
      <RequestStatusBar request={request} page="quote" />
      <QuoteCard
        request={request}
        justAccepted={justAccepted}
        accepting={confirmQuotation.isPending}
        onAccept={accept}
      />
      <CaregiversSection requestId={request.id} status={request.status} page="quote" />
      <RequestDetailCard request={request} />
    </Stack>
  );
}
