import {
  isClosedStatus,
  statusDisplay,
  toRequestStatus,
} from '@equilibrio/contract/status-display';
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardSkeleton } from '@/components/card-skeleton';
import { statusKindColor } from '@/components/request-status';
import { useAuth } from '@/lib/auth';
import { useQuoteBreakdown } from '@/resources/service-summary';
import { useAmountDue } from '../api/amount-due';
import { useAppointment } from '../api/get-appointment';
import { useCaregivers } from '../api/get-caregivers';
import type { ClientRequest } from '../api/request-schemas';
import { caregiverProfile, choiceOpen } from '../lib/caregiver-visibility';
import { requestJourney } from '../lib/request-journey';
import { RequestTracker } from './request-tracker';
import { noChargeWords, StatusActionButton } from './status-action-button';

type Props = { request: ClientRequest; page: 'detail' | 'quote'; children?: ReactNode };

/** The status bar's id: where a decisive step (a quote or a caregiver accepted) leads next. */
export const REQUEST_STATUS_ID = 'stato-richiesta';
const NEXT_STEP_ID = 'stato-richiesta-prossimo-passo';

/**
 * What the status bar says of the caregiver at work (SELEZIONE COMPLETATA), read from the
 * confirmed caregivers the request page lists already (`read` on that page only): the first name
 * a service still to begin starts with ('Il servizio inizierà il … con Rosa'), and the one the
 * family asked to replace (the request's `substitutionAskedAt`: 'Hai chiesto di sostituire Rosa
 * il …'; the list's card, with no name: 'Hai chiesto una sostituzione il …').
 */
function useServingCaregiver(request: ClientRequest, read: boolean) {
  // The signed-in family (always, on the dashboard; a status bar drawn alone reads nothing).
  const { user } = useAuth();
  const serviceOn =
    read && user !== null && toRequestStatus(request.status) === 'SELEZIONE COMPLETATA';
  const chosen = useCaregivers(user?.uid ?? '', request.id, serviceOn ? 'CHOSEN' : null);
  const serving = (chosen.data ?? [])
    .filter((record) => record.acceptedAt && !record.ended)
    .sort((a, b) => (a.acceptedAt! < b.acceptedAt! ? 1 : -1))[0];
  const name = serviceOn && serving ? (caregiverProfile(serving)?.info.name ?? null) : null;
  return { caregiverName: name };
}

/**
 * The family's standing ask to move the booked interview (COLLOQUIO PRENOTATO), from the
 * appointment the request page's interview card reads (one query for both): the status bar then
 * says it is the tutor's turn, not the interview as the next step as if nothing was asked.
 */
function useInterviewChangeAsked(request: ClientRequest, read: boolean) {
  const { user } = useAuth();
  const booked = read && user !== null && toRequestStatus(request.status) === 'COLLOQUIO PRENOTATO';
  const appointment = useAppointment(user?.uid ?? '', request.id, booked);
  return { interviewChangeAskedAt: booked ? (appointment.data?.changeAskedAt ?? null) : null };
}

/**
 * INVIATO CV: whether a profile proposed is still there to choose, from the list the page's
 * caregiver section reads (one query for both): with every one withdrawn since, the status bar
 * says the tutor proposes others, as the list under it does.
 */
function useProfilesLeft(request: ClientRequest, read: boolean) {
  const { user } = useAuth();
  const choosing = read && user !== null && choiceOpen(request.status);
  const proposed = useCaregivers(user?.uid ?? '', request.id, choosing ? 'SELECTED' : null);
  return { profilesLeft: choosing && proposed.isSuccess ? proposed.data.length > 0 : undefined };
}

/**
 * A closed request paid and kept: whether its quote renewed the NO PROBLEM guarantee (a renewal in
 * its breakdown) and the family had not switched it off — its next step says it renews no more.
 */
function useGuaranteeRenewed(request: ClientRequest) {
  const asked = isClosedStatus(request.status) && Boolean(request.paidAt);
  const { breakdown } = useQuoteBreakdown(
    asked ? (request.serviceLinked?.id ?? null) : null,
    request.province,
    request.requestDetail,
    asked ? request.quotedProducts : null,
    request.businessLine,
  );
  if (!asked) return {};
  return { guaranteeRenewed: Boolean(breakdown?.recurring) && !request.guaranteeRenewalOffAt };
}

/**
 * Where the request stands: the status, the next step and who makes it, the status's button
 * (spec §4) and page actions, then the journey's named steps. A region named by its sentence,
 * focusable from code (`bringIntoView`) so that after a decisive step the family lands on it.
 */
export function RequestStatusBar({ request, page, children }: Props) {
  const display = statusDisplay(request.status);
  const serving = useServingCaregiver(request, page === 'detail');
  const moveAsked = useInterviewChangeAsked(request, page === 'detail');
  const profilesLeft = useProfilesLeft(request, page === 'detail');
  const renewed = useGuaranteeRenewed(request);
  const journey = requestJourney({
    ...request,
    ...serving,
    ...moveAsked,
    ...profilesLeft,
    ...renewed,
  });
  // The payment's step with nothing to charge (its button's own rule): a choice to confirm.
  const nothingDue = useAmountDue(request.id, false) === null;
  const title =
    display.button?.target === 'payment' && nothingDue ? noChargeWords.status : display.label;
  const color = statusKindColor[display.kind];
  return (
    <Card
      component="section"
      id={REQUEST_STATUS_ID}
      aria-labelledby={NEXT_STEP_ID}
      tabIndex={-1}
      className="mantine-focus-auto"
      withBorder
      radius="md"
      padding="md"
      style={{
        borderLeft: `6px solid var(--mantine-color-${color}-6)`,
        // Below the sticky header when brought into view.
        scrollMarginTop: 80,
      }}
      data-kind={display.kind}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text style={{ flex: '1 1 260px' }} id={NEXT_STEP_ID} data-testid="next-step">
            <strong>{title}.</strong> {journey.nextStep}
          </Text>
          {/* Stacked on a phone, the status's own button (the step to take) comes out on top. */}
          <Group gap="sm" wrap="wrap-reverse">
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
