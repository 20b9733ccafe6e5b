import { statusDisplay, toRequestStatus } from '@equilibrio/contract/status-display';
import { Stack, VisuallyHidden } from '@mantine/core';
import { useDidUpdate } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { ProblemAlert } from '@/components/notices';
import { RetryButton } from '@/components/query-view';
import { StatusBoundary } from '@/components/request-status';
import type { ClientRequestWithDependants } from '../api/request-schemas';
import { useRouteRequest } from '../api/use-route-request';
import { RequestDetailCardSkeleton } from './request-detail-card';
import { RequestNotFound } from './request-not-found';
import { RequestPeople } from './request-people';
import { RequestStatusBarSkeleton } from './request-status-bar';

/**
 * A page about the request of the address: 'not found', its load failure, or skeletons (the
 * status bar, `skeleton`, the details) while it loads; then who it is for and the family tutor,
 * and `children`, under a boundary that remounts them when the status changes. A toast left by a reload is shown first.
 */
export function RouteRequestView({
  loadingLabel,
  skeleton,
  children,
}: {
  loadingLabel: string;
  skeleton: ReactNode;
  children: (request: ClientRequestWithDependants) => ReactNode;
}) {
  const { request, isPending, notFound, loadError, error, retry } = useRouteRequest();

  if (notFound) return <RequestNotFound />;
  if (loadError) {
    return (
      <ProblemAlert>
        {loadError}
        <RetryButton error={error} onRetry={retry} />
      </ProblemAlert>
    );
  }
  if (isPending || !request) {
    return (
      <Stack gap="lg" aria-busy aria-label={loadingLabel}>
        <RequestStatusBarSkeleton />
        {skeleton}
        <RequestDetailCardSkeleton />
      </Stack>
    );
  }
  return (
    <>
      <StatusNews status={request.status} />
      <StatusBoundary key={request.status} status={request.status}>
        <Stack gap="md">
          <RequestPeople request={request} />
          {children(request)}
        </Stack>
      </StatusBoundary>
    </>
  );
}

/**
 * What a screen reader is told when the request's status changes while the page is open (a
 * tutor's move, by live update): the page below is drawn anew for the status, a live region of
 * its own would be too, and nothing was said. Drawn with the request's first status, so nothing
 * is said on arrival; a status the app does not know is the boundary's to say, never thrown here.
 */
function StatusNews({ status }: { status: string }) {
  const [news, setNews] = useState('');
  useDidUpdate(() => {
    const known = toRequestStatus(status);
    if (known) setNews(`La richiesta ora è «${statusDisplay(known).label}».`);
  }, [status]);
  return <VisuallyHidden role="status">{news}</VisuallyHidden>;
}
