import { statusDisplay } from '@equilibrio/contract/status-display';
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardSkeleton } from '@/components/card-skeleton';
import { statusKindColor } from '@/components/request-status';
import type { ClientRequest } from '../api/request-schemas';
import { requestJourney } from '../lib/request-journey';
import { RequestTracker } from './request-tracker';
import { StatusActionButton } from './status-action-button';

type Props = { request: ClientRequest; page: 'detail' | 'quote'; children?: ReactNode };

/**
 * Where the request stands: the status, the next step and who makes it, the status's button
 * (spec §4) and page actions, then the journey's named steps.
 */
export function RequestStatusBar({ request, page, children }: Props) {
  const display = statusDisplay(request.status);
  const journey = requestJourney(request);
  const color = statusKindColor[display.kind];
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      style={{ borderLeft: `6px solid var(--mantine-color-${color}-6)` }}
      data-kind={display.kind}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text style={{ flex: '1 1 260px' }} data-testid="next-step">
            <strong>{display.label}.</strong> {journey.nextStep}
          </Text>
          <Group gap="sm">
            {children}
            <StatusActionButton
              requestId={request.id}
              status={request.status}
              hideQuoteButton={page === 'quote'}
              hideDetailButton={page === 'detail'}
            />
          </Group>
        </Group>
        <RequestTracker journey={journey} variant="full" />
      </Stack>
    </Card>
  );
}

export function RequestStatusBarSkeleton() {
  return (
    <CardSkeleton
      title={{ height: 18, width: '55%' }}
      aside={{ height: 36, width: 160 }}
      padding="md"
    >
      {/* The tracker's place, so the page does not jump when the request arrives. */}
      <Skeleton height={30} mt="md" />
    </CardSkeleton>
  );
}
