import { standByReasonLabels, standByResumeDayTexts } from '@equilibrio/contract/backoffice-moves';
import type { RequestStatus } from '@equilibrio/contract/enums';
import { isClosedStatus, statusDisplayTable } from '@equilibrio/contract/status-display';
import { Alert, Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { type ComponentType, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import type { CaregiverPicker } from '@/components/pickers';
import { RecordColumns } from '@/components/record-columns';
import { SectionCard } from '@/components/section-card';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { answeredAt, formatDateTime, formatDay } from '@/lib/format-datetime';
import { useRevealHash } from '@/lib/reveal';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequest } from '../api/get-request';
import { AssigneeSelect } from '../components/assignee-select';
import { AssistanceMessage } from '../components/assistance-message';
import { AwaitingAnswer } from '../components/awaiting-answer';
import { CandidatesSection } from '../components/candidates-section';
import { CustomerCard } from '../components/customer-card';
import { HistoryTimeline } from '../components/history-timeline';
import { InterviewCard } from '../components/interview-card';
import { NextInInbox } from '../components/next-in-inbox';
import { NextSteps } from '../components/next-steps';
import { calleeOf } from '../components/note-form';
import { PaymentsCard } from '../components/payments-card';
import { RequestSummaryCard } from '../components/request-summary-card';
import { RoundsSection } from '../components/rounds-section';
import { StatusBadge } from '../components/status-badge';
import { SubstitutionAskedNote } from '../components/substitution-asked-note';
import { WaitingForLabel } from '../components/waiting-for-label';
import {
  candidatesToSend,
  heldBack,
  heldBackByExpired,
  heldChoiceUntil,
} from '../lib/candidates-to-send';
import { inboxHrefFor, rememberInboxOpened } from '../lib/inbox-filters';
import { openMessageTexts } from '../lib/open-messages';
import { statusInfo } from '../lib/statuses';
import { agreedCallBack } from '../lib/waiting-for';

/**
 * The family's name for the status, when it is not the back office's own ('In attesa' is PAGATO
 * to the family, a substitution to the tutors): what to say on the phone.
 */
function FamilySees({ status }: { status: RequestStatus }) {
  const theirs = statusDisplayTable[status].label;
  if (theirs === statusInfo[status].label) return null;
  return (
    <Text size="xs" c="ink.5" component="span">
      La famiglia vede: «{theirs}»
    </Text>
  );
}

/** When the request was last touched: its own change, or a later call, note or status move. */
const lastTouched = (request: {
  updatedAt: string;
  notes: readonly { createdAt: string }[];
  events: readonly { createdAt: string }[];
}) =>
  [
    request.updatedAt,
    ...request.notes.map((n) => n.createdAt),
    ...request.events.map((e) => e.createdAt),
  ].reduce((latest, at) => (Date.parse(at) > Date.parse(latest) ? at : latest));

const showsCaregivers = (status: string) =>
  !['NUOVA', 'DA RICHIAMARE', 'INVIATO PREVENTIVO', 'PREVENTIVO ACCETTATO'].includes(status);

/**
 * One request, everything a tutor needs: the customer, the request and its quote, the moves
 * allowed now, caregivers, interview, rounds, assistance messages and history.
 */
export function RequestWorkspacePage({
  requestId,
  myUid,
  CaregiverPicker,
  Conversation,
}: {
  requestId: number;
  myUid: string;
  CaregiverPicker: CaregiverPicker;
  /** The conversation with the family (another feature's, composed by the route). */
  Conversation?: ComponentType<{
    requestId: number;
    openMessages: number;
    openAsks: number;
    familyFirstName: string | null;
  }>;
}) {
  useDocumentTitle(`Richiesta #${requestId} | Back office Equilibrio`);
  const query = useRequest(requestId);
  const [interviewOpen, setInterviewOpen] = useState<'book' | 'reschedule' | null>(null);
  // The inbox's 'segnalazione' badge opens the request at its 'Segnalazioni' card.
  useRevealHash();
  // Back on the inbox by '← Richieste', its row takes the keyboard (`useInboxRowFocused`).
  useEffect(() => rememberInboxOpened(myUid, requestId), [myUid, requestId]);

  const back = (
    <Anchor component={Link} to={inboxHrefFor(myUid)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> Richieste
      </Group>
    </Anchor>
  );

  if (query.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label="Caricamento della richiesta" />
      </Center>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack>
        {back}
        <Alert
          color="danger"
          variant="light"
          role="alert"
          title={missing ? 'Richiesta non trovata' : undefined}
        >
          {missing
            ? `La richiesta #${requestId} non esiste.`
            : errorMessage(
                query.error,
                'Errore durante il caricamento della richiesta. Riprova più tardi.',
              )}
        </Alert>
      </Stack>
    );
  }

  const request = query.data;
  const toSend = candidatesToSend(request.candidates);
  const summaryRow = {
    status: request.status,
    holdExpiresAt: heldChoiceUntil(request.candidates),
    interviewAt: request.appointment?.dateTime ?? null,
    serviceStart: request.requestDetail?.serviceStart ?? null,
    serviceEnd: request.requestDetail?.serviceEnd ?? null,
    unpublishedCandidates: toSend.length,
    unvettedCandidates: toSend.filter((candidate) => heldBack(candidate)).length,
    expiredRecordCandidates: toSend.filter((candidate) => heldBackByExpired(candidate)).length,
    // The server's counts (the inbox's and the rows' numbers): segnalazioni and messages awaiting an answer.
    openAssistance: request.openMessages.openAsks + request.openMessages.awaitingAnswer,
    ...request.openMessages,
    openOtherProfiles: request.openOtherProfiles,
    // The interview card's rule (the appointment's standing ask): the inbox's flag, here.
    openInterviewChange: Boolean(request.appointment?.changeAskedAt),
    callBackAt: agreedCallBack(request.status, request.notes, request.events),
    standByResumeBy: request.status === 'STAND BY' ? request.standByResumeBy : null,
  };
  const { openAssistance, openAsks, awaitingAnswer, answeredToHandle } = summaryRow;
  // 'Segnalazioni' keeps the asks (help, a substitution, other profiles, a move of the interview);
  // the messages written in the conversation are read, answered or marked handled there.
  const asks = request.assistance.filter((message) => message.kind === 'ask');
  // The newest open message on this page: 'Segna come gestiti' closes up to it, so
  // one the family writes meanwhile stays open, to be read.
  const newestAwaitingId = Math.max(
    0,
    ...request.assistance
      .filter((message) => message.kind === 'message' && message.handledAt === null)
      .map((message) => message.id),
  );

  const nextSteps = (
    <NextSteps
      request={request}
      interviewOpen={interviewOpen}
      onInterviewOpenChange={setInterviewOpen}
      now={answeredAt(query)}
    />
  );
  const work = (
    <>
      <RequestSummaryCard request={request} />
      {showsCaregivers(request.status) || request.candidates.length > 0 ? (
        <CandidatesSection request={request} Picker={CaregiverPicker} />
      ) : null}
      <InterviewCard request={request} onReschedule={() => setInterviewOpen('reschedule')} />
      <RoundsSection request={request} />
    </>
  );
  const history = (
    <HistoryTimeline
      requestId={request.id}
      events={request.events}
      notes={request.notes}
      customerUid={request.customer.uid}
      callee={calleeOf(request)}
      writable={!request.customer.deleted}
    />
  );
  const customer = <CustomerCard request={request} />;
  // Above the reply and above the ask alike: where the tutor may settle it unaware.
  const substitutionNote = (
    <SubstitutionAskedNote
      status={request.status}
      substitutionAskedAt={request.substitutionAskedAt}
    />
  );
  const conversation = Conversation ? (
    <SectionCard
      title={openMessageTexts.conversationTitle(awaitingAnswer, answeredToHandle)}
      id="conversazione"
    >
      {substitutionNote}
      <AwaitingAnswer
        requestId={request.id}
        awaiting={awaitingAnswer}
        answered={answeredToHandle}
        newestAwaitingId={newestAwaitingId}
      />
      {isClosedStatus(request.status) ? (
        <Text size="sm" c="ink.5" mb="xs">
          La richiesta è chiusa: un messaggio arriva comunque alla famiglia, che lo legge nella sua
          area riservata.
        </Text>
      ) : null}
      {/* The reply may handle all that is open, the messages already answered too. */}
      <Conversation
        requestId={request.id}
        openMessages={openAssistance + answeredToHandle}
        openAsks={openAsks}
        familyFirstName={request.customer.deleted ? null : request.customer.name}
      />
    </SectionCard>
  ) : null;
  const payments = <PaymentsCard payments={request.payments} request={request} />;
  const assistance = (
    <SectionCard
      title={openAsks ? `Segnalazioni (${openAsks} da gestire)` : 'Segnalazioni'}
      id="segnalazioni"
    >
      {substitutionNote}
      {asks.length === 0 ? (
        <Text size="sm" c="ink.5">
          Nessuna segnalazione per questa richiesta.
        </Text>
      ) : (
        asks.map((message) => <AssistanceMessage key={message.id} message={message} />)
      )}
    </SectionCard>
  );

  return (
    <>
      <PageHeader
        eyebrow={
          <Group gap="lg" component="span">
            {back}
            <NextInInbox myUid={myUid} requestId={request.id} />
          </Group>
        }
        title={
          <Group gap="sm" component="span" wrap="wrap">
            <span>
              Richiesta #{request.id} · {request.type}
            </span>
            <StatusBadge status={request.status} size="lg" />
          </Group>
        }
        description={
          <Stack gap={2} component="span">
            <WaitingForLabel row={summaryRow} now={answeredAt(query)} />
            <FamilySees status={request.status} />
            {request.status === 'STAND BY' && request.standByReason ? (
              <Text size="xs" c="ink.5" component="span">
                Motivo dello stand-by: {standByReasonLabels[request.standByReason]}
              </Text>
            ) : null}
            {/* What the pause's day means: nothing happens by itself; what the family reads of it. */}
            {request.status === 'STAND BY' && request.standByResumeBy ? (
              <Text size="xs" c="ink.5" component="span">
                {standByResumeDayTexts.tutor(formatDay(request.standByResumeBy))}
                {request.standByReason === 'WAITING_FAMILY'
                  ? ` ${standByResumeDayTexts.tutorOnFamily}`
                  : ''}
              </Text>
            ) : null}
            <Text size="xs" c="ink.5" component="span">
              Ricevuta {formatDateTime(request.createdAt)} · aggiornata{' '}
              {formatDateTime(lastTouched(request))}
            </Text>
          </Stack>
        }
        actions={<AssigneeSelect request={request} myUid={myUid} />}
      />
      {request.refundOwed ? (
        <Alert
          color="danger"
          variant="filled"
          role="alert"
          mb="md"
          title="Pagamento da rimborsare"
          icon={<IconAlertTriangle aria-hidden />}
        >
          Un pagamento di questa richiesta va rimborsato alla famiglia (il motivo è in «Pagamenti»):
          esegui il rimborso dal pannello del fornitore dei pagamenti, poi registralo con «Rimborso
          eseguito» in «Pagamenti».
        </Alert>
      ) : null}
      <RecordColumns
        main={
          <>
            {nextSteps}
            {work}
            {history}
          </>
        }
        aside={
          <>
            {customer}
            {conversation}
            {payments}
            {assistance}
          </>
        }
        narrow={
          // One column (a laptop's 1024 px): in the order a tutor uses them — the moves, the
          // family's phone, the money, the conversation — and the long history last.
          <Stack gap="md">
            {nextSteps}
            {customer}
            {payments}
            {conversation}
            {assistance}
            {work}
            {history}
          </Stack>
        }
      />
    </>
  );
}
