import { urgentAwaitingAnswer } from '@equilibrio/contract/conversations';
import { isoDayAfter } from '@equilibrio/contract/italian-format';
import { toRequestStatus } from '@equilibrio/contract/status-display';
import { useQuery } from '@tanstack/react-query';
import { RequestConversation } from '@/features/conversations/components/request-conversation';
import { NpsInlineCard, type NpsMoment } from '@/features/nps/components/nps-inline-card';
import type { ClientRequest } from '@/features/requests/api/request-schemas';
import { RequestDetailPage } from '@/features/requests/pages/request-detail-page';
import { RequestReviews } from '@/features/reviews/components/request-reviews';
import { italianDay } from '@/lib/format-datetime';
import { useRevealHash } from '@/lib/reveal';
import { pageNow } from '@/lib/server-clock';
import { requestThreadQueryOptions } from '@/resources/conversations';

/**
 * When the request page asks for the NPS in context (issue 21 item 9): once the interview is done
 * (SELEZIONE COMPLETATA), and again after 30 days of service — not while the family waits for
 * the caregiver's substitute it asked for ('Quanto consiglieresti Equilibrio?' under 'Sostituisci').
 */
export function npsMomentOf(request: ClientRequest, now = pageNow()): NpsMoment | null {
  if (toRequestStatus(request.status) !== 'SELEZIONE COMPLETATA') return null;
  if (request.substitutionAskedAt) return null;
  const start = request.requestDetail?.serviceStart;
  if (!start) return 'interview';
  const monthIn = isoDayAfter(start, 30);
  return italianDay(now) >= monthIn ? 'month' : 'interview';
}

/**
 * The ratings asked on the request page (the NPS in context, the caregiver's review), held while
 * the family's urgent message waits for its answer (`urgentAwaitingAnswer`; the conversation's own
 * query, no second call).
 */
export function RequestFeedback({ request }: { request: ClientRequest }) {
  const thread = useQuery(requestThreadQueryOptions(request.id));
  if (thread.isPending || (thread.data && urgentAwaitingAnswer(thread.data.messages))) return null;
  const moment = npsMomentOf(request);
  return (
    <>
      {moment ? <NpsInlineCard moment={moment} /> : null}
      <RequestReviews requestId={request.id} />
    </>
  );
}

export function Component() {
  // The emails' and Home's '#messaggi' lead to the conversation, once the page has drawn it.
  useRevealHash();
  return (
    <RequestDetailPage
      aside={(request) => (
        <RequestConversation requestId={request.id} status={toRequestStatus(request.status)} />
      )}
      feedback={(request) => <RequestFeedback request={request} />}
    />
  );
}
