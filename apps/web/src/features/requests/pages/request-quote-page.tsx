import type { RequestStatus } from '@equilibrio/contract/enums';
import { type QuoteVersion, quoteChangesForFamily } from '@equilibrio/contract/quote-changes';
import { toRequestStatus } from '@equilibrio/contract/status-display';
import { quoteChangedMessage, quoteCorrectable } from '@equilibrio/contract/workflow';
import { List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { confirm } from '@/components/confirm';
import { OutcomeNotice } from '@/components/outcome-notice';
import { toast } from '@/components/toast';
import { useCurrentUser } from '@/lib/current-user';
import { bringIntoView } from '@/lib/reveal';
import { quoteChanged, requestMovedOn, useConfirmQuotation } from '../api/confirm-quotation';
import type { ClientRequestWithDependants } from '../api/request-schemas';
import { useAssistanceModal } from '../components/assistance-modal';
import { CaregiversSection } from '../components/caregivers-section';
import { QuoteCard, QuoteCardSkeleton, quoteCardShowsTerms } from '../components/quote-card';
import { RequestDetailCard } from '../components/request-detail-card';
import { REQUEST_STATUS_ID, RequestStatusBar } from '../components/request-status-bar';
import { RouteRequestView } from '../components/route-request-view';
import { quoteAwaitsSelection } from '../lib/quote';
import { requestMessages, requestModals } from '../messages';

/**
 * 'Preventivo' (spec §2 "Request quote", §4 "Quote"): the quote card with 'Accetta', the
 * request's data and the caregiver cards.
 */
export function RequestQuotePage() {
  // Kept above the status boundary: the refetched status remounts what is below it.
  const [justAccepted, setJustAccepted] = useState(false);
  /** Accepted a moment ago, not yet brought to what comes next. */
  const [toReveal, setToReveal] = useState(false);
  return (
    <RouteRequestView loadingLabel="Caricamento del preventivo" skeleton={<QuoteCardSkeleton />}>
      {(request) => (
        <RequestQuote
          // One request's quote per instance: another request's is not a correction of this one.
          key={request.id}
          request={request}
          justAccepted={justAccepted}
          onAccepted={() => {
            setJustAccepted(true);
            setToReveal(true);
          }}
          reveal={toReveal}
          onRevealed={() => setToReveal(false)}
        />
      )}
    </RouteRequestView>
  );
}

/** The quote the page shows, as the family's comparison reads it. */
const versionOf = (request: ClientRequestWithDependants): QuoteVersion => ({
  serviceId: request.serviceLinked?.id ?? null,
  requestDetail: request.requestDetail as QuoteVersion['requestDetail'],
});

type QuoteProps = {
  request: ClientRequestWithDependants;
  justAccepted: boolean;
  onAccepted: () => void;
  /** Bring the family to the status (what comes next), then call `onRevealed`. */
  reveal: boolean;
  onRevealed: () => void;
};

function RequestQuote({ request, justAccepted, onAccepted, reveal, onRevealed }: QuoteProps) {
  const { uid } = useCurrentUser();
  const confirmQuotation = useConfirmQuotation(uid);
  // A quote the family does not want as it is: their message to the family tutor.
  const assistance = useAssistanceModal(request.id, 'GENERIC', {
    status: toRequestStatus(request.status),
    // Under a quote to accept, a question about it; a paused one's link asks for what the tutor
    // is waiting for: the request's message.
    about: request.status === 'INVIATO PREVENTIVO' ? 'quote' : undefined,
  });
  /** The tutor corrected the quote while the page showed the old one: said until it is accepted. */
  const [changed, setChanged] = useState<string | null>(null);
  /** What the correction changed since the page first showed the quote (the email's words). */
  const [changes, setChanges] = useState<string[]>([]);
  // A correction arriving live (the page follows the request) says so, as a stale tab's 409 does:
  // 'Accetta' would otherwise accept a version the family has not noticed.
  const [shownQuote, setShownQuote] = useState(request.quoteSentAt);
  const [firstSeen] = useState<QuoteVersion>(() => versionOf(request));
  if (request.quoteSentAt !== shownQuote) {
    setShownQuote(request.quoteSentAt);
    if (quoteCorrectable(request.status as RequestStatus)) {
      setChanged(quoteChangedMessage);
      setChanges(quoteChangesForFamily(firstSeen, versionOf(request), request.businessLine));
    }
  }
  // The quote accepted ('Accetta' sits at its foot): up to the status, which now says the family
  // tutor is selecting, with the confirmation under it — once the page shows the new status.
  useEffect(() => {
    if (!reveal) return;
    bringIntoView(document.getElementById(REQUEST_STATUS_ID), { focus: true });
    onRevealed();
  }, [reveal, onRevealed]);

  const accept = async () => {
    const yes = await confirm({
      title: requestModals.acceptQuote.title,
      message: requestModals.acceptQuote.message,
      confirmLabel: requestModals.acceptQuote.confirm,
      cancelLabel: requestModals.acceptQuote.cancel,
    });
    if (!yes) return;
    confirmQuotation.mutate(
      { requestId: request.id, quoteSentAt: request.quoteSentAt },
      {
        onSuccess: () => {
          onAccepted();
          toast.success(requestMessages.quoteAcceptSuccess);
        },
        // Corrected meanwhile: the page now shows the new version, to read before accepting.
        onError: (error) => {
          if (quoteChanged(error) || requestMovedOn(error)) setChanged(error.message);
        },
      },
    );
  };

  // Just accepted: the confirmation that stays says what comes next, once (not the card too).
  const nextSaidAbove = justAccepted && quoteAwaitsSelection(request.status, true);
  return (
    <Stack gap="lg">
      <RequestStatusBar request={request} page="quote" />
      {nextSaidAbove ? (
        <OutcomeNotice title="Preventivo accettato">
          {requestMessages.quoteAcceptedNext}
        </OutcomeNotice>
      ) : null}
      <QuoteCard
        request={request}
        justAccepted={justAccepted}
        nextSaidAbove={nextSaidAbove}
        accepting={confirmQuotation.isPending}
        onAccept={accept}
        notice={
          changed ? (
            <>
              {changed}
              {changes.length > 0 ? (
                <>
                  <Text size="sm" mt={6}>
                    Cosa cambia:
                  </Text>
                  <List size="sm" aria-label="Cosa cambia">
                    {changes.map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                </>
              ) : null}
            </>
          ) : null
        }
        onAskTutor={assistance.open}
        profilesKept={Boolean(request.otherProfilesSearchedAt) && request.sentProfilesKept === true}
      />
      <CaregiversSection
        requestId={request.id}
        status={request.status}
        page="quote"
        paid={Boolean(request.paidAt)}
      />
      <RequestDetailCard
        request={request}
        termsAbove={quoteCardShowsTerms(request, justAccepted)}
      />
      {assistance.modal}
    </Stack>
  );
}
