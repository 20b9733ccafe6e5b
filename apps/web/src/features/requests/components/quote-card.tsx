import { isClosedStatus, toRequestStatus } from '@equilibrio/contract/status-display';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { CardSkeleton } from '@/components/card-skeleton';
import { InfoAlert } from '@/components/notices';
import { WelfareNote } from '@/components/welfare-note';
import { paths } from '@/config/paths';
import { useQuoteBreakdown } from '@/resources/service-summary';
import type { ClientRequest } from '../api/request-schemas';
import { quoteAwaitsSelection, quoteBadge } from '../lib/quote';
import { requestMessages } from '../messages';
import { PROFILES_ANCHOR } from './caregivers-section';
import { AcceptedQuoteSummary } from './quote-costs';
import { QuoteTerms } from './quote-terms';

type Props = {
  request: ClientRequest;
  /** Accepted on this page a moment ago (spec §4: "marks it accepted locally"). */
  justAccepted: boolean;
  accepting: boolean;
  onAccept: () => void;
  /** Said beside 'Accetta' (the quote was corrected while the page showed the old one). */
  notice?: ReactNode;
  /** What comes next is said above the card (just accepted): its waiting message is not repeated. */
  nextSaidAbove?: boolean;
  /** Opens the request's message to the family tutor ('Richiedi assistenza'). */
  onAskTutor?: () => void;
  /**
   * The tutor searches for other profiles (the API's `otherProfilesSearchedAt`) and some of those
   * already sent are still on the request page (`sentProfilesKept`), to read — the waiting message
   * then says where. None left (the tutor removed them all): nothing to point to.
   */
  profilesKept?: boolean;
};

const badgeColors = { success: 'green', warning: 'sun', closed: 'gray' } as const;

/** The quote's badge (spec §4): see `quoteBadge` for the mapping. */
export function QuoteBadge({ status, accepted }: { status: string; accepted: boolean }) {
  const badge = quoteBadge(status, accepted);
  return (
    <Badge
      color={badgeColors[badge.kind]}
      variant={badge.kind === 'closed' ? 'light' : 'filled'}
      size="lg"
      radius="sm"
      tt="none"
    >
      {badge.label}
    </Badge>
  );
}

/** What was accepted, under the waiting message: the total and the day of the acceptance. */
function AcceptedSummary({
  request,
  justAccepted,
}: {
  request: ClientRequest;
  justAccepted: boolean;
}) {
  const summary = useQuoteBreakdown(
    request.serviceLinked?.id ?? null,
    request.province,
    request.requestDetail,
    request.quotedProducts,
    request.businessLine,
  );
  return (
    <>
      <AcceptedQuoteSummary
        total={summary.breakdown?.payNow.total}
        // Accepted a moment ago, before the request is read again: today.
        acceptedAt={request.quoteAcceptedAt ?? (justAccepted ? new Date().toISOString() : null)}
      />
      {request.welfareProgramme ? <WelfareNote programme={request.welfareProgramme} /> : null}
    </>
  );
}

/**
 * Whether the quote card says the quote's terms (`QuoteTerms`): not while it waits for the
 * selection (the accepted summary instead) nor without a quote. The quote page's 'Dettagli della
 * richiesta' then leaves them out.
 */
export const quoteCardShowsTerms = (request: ClientRequest, justAccepted: boolean) =>
  !quoteAwaitsSelection(request.status, justAccepted) &&
  Boolean(request.requestDetail && request.serviceLinked);

/**
 * The quote card (spec §2 "Request quote", §4 "Quote", §9): the service and coverage prices,
 * the hourly rate, start, duration, days and hours, and why Equilibrio; 'Accetta' while the quote
 * waits for the customer. Once accepted (and while the tutor selects) a waiting message instead.
 * A closed request's quote stays to read, said so, with nothing to do.
 */
export function QuoteCard({
  request,
  justAccepted,
  accepting,
  onAccept,
  notice = null,
  nextSaidAbove = false,
  onAskTutor,
  profilesKept = false,
}: Props) {
  const status = toRequestStatus(request.status);
  const waiting = quoteAwaitsSelection(request.status, justAccepted);
  // Paused by the tutor before the quote was accepted: it waits for the request to resume.
  const pausedBeforeAccepting = status === 'STAND BY' && !request.quoteAcceptedAt;
  const detail = request.requestDetail;
  const service = request.serviceLinked;
  const closed = isClosedStatus(request.status);

  return (
    <Card
      component="section"
      aria-labelledby="quote-heading"
      withBorder
      radius="md"
      padding="lg"
      style={{ borderTop: '6px solid var(--mantine-color-primary-6)' }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="quote-heading">
            Il tuo preventivo
          </Title>
          <QuoteBadge
            status={request.status}
            accepted={justAccepted || Boolean(request.quoteAcceptedAt)}
          />
        </Group>
        {closed ? (
          <InfoAlert color="gray">
            {detail && service
              ? requestMessages.quoteOfClosedRequest
              : requestMessages.closedWithoutQuote}
          </InfoAlert>
        ) : null}
        {pausedBeforeAccepting && detail && service ? (
          <InfoAlert color="sun" role="status">
            {request.standByWaitsForFamily && !request.standByFamilyAnswered
              ? requestMessages.quoteOfRequestPausedForFamily
              : requestMessages.quoteOfPausedRequest}
            {onAskTutor ? (
              <>
                {' '}
                <Anchor component="button" type="button" size="sm" onClick={onAskTutor}>
                  Scrivi al tuo family tutor
                </Anchor>
              </>
            ) : null}
          </InfoAlert>
        ) : null}
        {waiting ? (
          <>
            {nextSaidAbove ? null : (
              <Alert
                color="primary"
                variant="light"
                icon={<IconHourglassHigh aria-hidden />}
                role="status"
              >
                {requestMessages.quoteWaiting}
              </Alert>
            )}
            {profilesKept && status === 'SELEZIONE ATTIVA' ? (
              <Text size="sm">
                {requestMessages.quoteWaitingProfilesKept}{' '}
                <Anchor
                  component={Link}
                  to={`${paths.dashboard.requestDetail.href(request.id)}#${PROFILES_ANCHOR}`}
                  size="sm"
                >
                  Vedi i profili
                </Anchor>
              </Text>
            ) : null}
            <AcceptedSummary request={request} justAccepted={justAccepted} />
          </>
        ) : !detail || !service ? (
          closed ? null : (
            <InfoAlert color="gray">{requestMessages.quoteMissing}</InfoAlert>
          )
        ) : (
          <>
            <QuoteTerms request={request} service={service} detail={detail} />
            {status === 'INVIATO PREVENTIVO' && notice ? (
              <InfoAlert color="sun" role="status">
                {notice}
              </InfoAlert>
            ) : null}
            {status === 'INVIATO PREVENTIVO' ? (
              <Stack gap="xs" align="flex-end">
                <AppButton size="md" onClick={onAccept} loading={accepting}>
                  Accetta
                </AppButton>
                {/* Not as it is: the request's message to the family tutor, the quote unchanged. */}
                {onAskTutor ? (
                  <Text size="sm" ta="right">
                    Vuoi cambiare qualcosa o non ti convince?{' '}
                    <Anchor component="button" type="button" size="sm" onClick={onAskTutor}>
                      Scrivi al tuo family tutor
                    </Anchor>
                  </Text>
                ) : null}
              </Stack>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Placeholder of the same size while the request loads. */
export function QuoteCardSkeleton() {
  return (
    <CardSkeleton title={{ height: 26, width: 200 }} aside={{ height: 28, width: 170 }}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" mt="lg">
        <Skeleton height={58} />
        <Skeleton height={58} />
        <Skeleton height={58} />
      </SimpleGrid>
      <Stack gap={10} mt="lg">
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} />
      </Stack>
      <Skeleton height={44} mt="lg" />
    </CardSkeleton>
  );
}
