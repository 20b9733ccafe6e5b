import {
  interviewOutcomeTooEarly,
  interviewOutcomeTooEarlyMessage,
  publishCandidatesProblem,
} from '@equilibrio/contract/backoffice-moves';
import { availabilityGapWarning, requestedCells } from '@equilibrio/contract/caregiver-matching';
import {
  checkPendingLabels,
  criminalRecordMissingMessage,
  referencesToConfirm,
} from '@equilibrio/contract/caregiver-profile';
import { profileChoiceWords } from '@equilibrio/contract/caregivers';
import { italianList, withDayArticle } from '@equilibrio/contract/italian-format';
import { addressOneLine, fullName } from '@equilibrio/contract/people';
import {
  type AllowedTransition,
  quoteCorrectable,
  type WorkflowAction,
} from '@equilibrio/contract/workflow';
import { Anchor, Group, List, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDoorExit } from '@tabler/icons-react';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { GuardedModal, useDiscardGuard } from '@/components/guarded-modal';
import { Hint } from '@/components/hint';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import type { ButtonStyle } from '@/config/theme';
import { openedFromRequest } from '@/lib/back-link';
import { formatDateTime, formatDay, italianDay, italianTime } from '@/lib/format-datetime';
import { useMedia } from '@/lib/media-query';
import { pageNow, toServerTime } from '@/lib/server-clock';
import { useBookInterview } from '../api/book-interview';
import { useCloseRequest } from '../api/close-request';
import type { RequestWorkspace } from '../api/get-request';
import { isNoteMove, type NoteMove, useMoveRequest } from '../api/move-request';
import { useSendQuote } from '../api/send-quote';
import { candidatesToSend, heldBack, heldChoiceUntil, vettedAs } from '../lib/candidates-to-send';
import { quotedStatus } from '../lib/statuses';
import { CloseRequestForm } from './close-request-form';
import { interviewChangeAsk } from './interview-card';
import { InterviewForm } from './interview-form';
import { calleeOf, NoteForm } from './note-form';
import { NoteMoveForm } from './note-move-form';
import { QuoteForm } from './quote-form';
import { ReasonMoveForm } from './reason-move-form';
import { UndoBar, useUndoableMove } from './undoable-move';

/** The server's time at this moment (what a click decides on: a drawn page's instant may be old). */
const clickNow = () => new Date(toServerTime(Date.now()));

/** The interview booked on a COLLOQUIO PRENOTATO request, with whom, and whether it is still ahead. */
function bookedInterview(request: RequestWorkspace, now: Date) {
  if (request.status !== 'COLLOQUIO PRENOTATO' || !request.appointment) return null;
  const at = new Date(request.appointment.dateTime);
  const caregiver = request.appointment.caregiver;
  return {
    at,
    ahead: at.getTime() > now.getTime(),
    with: caregiver ? ` con ${fullName(caregiver.name, caregiver.surname)}` : '',
  };
}

/** Until when the family's unpaid choice is held (DA PAGARE), if it still is at `now`. */
function heldUntil(request: RequestWorkspace, now: Date) {
  if (request.status !== 'DA PAGARE') return null;
  const held = heldChoiceUntil(request.candidates);
  return held && Date.parse(held) > now.getTime() ? held : null;
}

/**
 * What a pause does to the booked interview (called off while ahead, as the API does, else kept)
 * and to a choice waiting for its payment (its 24 hours go on: a pause does not stop them).
 */
function pauseExplanation(request: RequestWorkspace, now: Date) {
  const pause =
    'La richiesta viene messa in pausa; potrai riprenderla dallo stato in cui si trova ora.';
  const held = heldUntil(request, now);
  if (held)
    return `${pause} Il profilo scelto dalla famiglia resta riservato solo fino ${withDayArticle('a', formatDateTime(held))}: la pausa non ferma il tempo per il pagamento, e se la riprendi dopo, la famiglia dovrà scegliere di nuovo tra i profili proposti.`;
  const interview = bookedInterview(request, now);
  if (!interview) return pause;
  const day = formatDay(interview.at);
  const time = italianTime(interview.at);
  return interview.ahead
    ? `La richiesta viene messa in pausa e il colloquio${interview.with} fissato per ${withDayArticle('il', day)} alle ${time} viene annullato: la famiglia riceve un’email. Alla ripresa la richiesta torna a ${quotedStatus('PAGATO')} e potrai fissare un nuovo colloquio.`
    : `${pause} Il colloquio${interview.with} ${withDayArticle('di', day)} alle ${time} è già passato: resta registrato e, alla ripresa, potrai segnarne l’esito.`;
}

/** What each move means, told before the tutor confirms it. */
function explanationOf(move: AllowedTransition, request: RequestWorkspace, now: Date) {
  const unpublished = candidatesToSend(request.candidates).length;
  switch (move.action) {
    case 'markToCall':
      return 'La famiglia va ricontattata: la richiesta passa a «Da richiamare».';
    case 'startSelection':
      return 'La famiglia ha accettato il preventivo: avvia la ricerca dei caregiver.';
    case 'publishCandidates': {
      const seen = `${unpublished === 1 ? 'Il profilo aggiunto sarà visibile' : `I ${unpublished} profili aggiunti saranno visibili`} alla famiglia, che riceverà un’email per ${profileChoiceWords(request.candidates.filter((c) => c.phase === 'SELECTED' && !c.endedAt).length).toChoose}.`;
      const bare = unexplained(request);
      if (bare.length === 0) return seen;
      return `${seen} ${bare.length === 1 ? `${bare[0]} non ha` : `${bare.join(', ')} non hanno`} «Perché te lo proponiamo»: la famiglia vedrà solo la scheda. Puoi scriverlo nella sezione Caregiver prima di inviare.`;
    }
    case 'searchOtherProfiles':
      return 'Nessuno dei profili inviati fa per la famiglia: la richiesta torna a «Selezione attiva» per aggiungere altri profili e inviarli di nuovo. I profili già inviati restano, se non li togli; la richiesta di altri profili della famiglia risulta gestita.';
    case 'interviewDone':
      return 'Il colloquio è andato bene: la selezione è completata e viene registrato il turno di attivazione del servizio.';
    case 'interviewFailed': {
      const failed =
        'Il colloquio non è andato bene: il caregiver viene rilasciato e la famiglia potrà sceglierne un altro tra i profili proposti (riceverà un’email).';
      // Before its hour the outcome is rarely what is meant: moving or calling it off keeps the
      // caregiver (the interview's card has both).
      const interview = bookedInterview(request, now);
      return interview?.ahead
        ? `Il colloquio${interview.with} è fissato per ${withDayArticle('il', formatDay(interview.at))} alle ${italianTime(interview.at)} e non si è ancora svolto: per spostarlo o annullarlo usa «Sposta colloquio» o «Annulla colloquio» nella scheda del colloquio. ${failed}`
        : failed;
    }
    case 'substitutionAsked':
      return 'Cerchi un sostituto per il caregiver confermato: la richiesta passa a «In attesa» e la famiglia riceve un’email (la scelta del sostituto non comporta nuovi addebiti). Il caregiver attuale resta visibile finché il sostituto non inizia.';
    case 'newSelection':
      return 'Avvia la selezione del sostituto: potrai aggiungere e inviare nuovi profili.';
    case 'standBy':
      return pauseExplanation(request, now);
    case 'resume':
      return `La richiesta torna allo stato ${quotedStatus(move.to)}.`;
    case 'closeNotInterested':
      return 'La richiesta viene chiusa definitivamente perché la famiglia non è più interessata: riceve un’email che glielo dice.';
    case 'closeNoAnswer':
      return 'La richiesta viene chiusa definitivamente perché la famiglia non risponde: riceve comunque un’email che glielo dice.';
    default:
      return move.label;
  }
}

/** The names of the candidates about to be sent without 'Perché te lo proponiamo'. */
const unexplained = (request: RequestWorkspace) =>
  candidatesToSend(request.candidates)
    .filter((c) => !c.reason?.trim())
    .map((c) => fullName(c.caregiver.name, c.caregiver.surname));

/**
 * The candidates about to be sent whose weekly availability does not cover the request's days and
 * time slots, each with the rows' warning (`availabilityGapWarning`).
 */
const notFreeWhenAsked = (request: RequestWorkspace) => {
  const wanted = requestedCells(request.schedule, request.requestDetail);
  return candidatesToSend(request.candidates).flatMap(({ caregiver }) => {
    const warning = availabilityGapWarning(wanted, caregiver.availability);
    return warning ? [{ name: fullName(caregiver.name, caregiver.surname), warning }] : [];
  });
};

/**
 * The babysitters and badanti about to be sent whose references are not verified yet
 * (`referencesToConfirm`): the tutor confirms sending them anyway.
 */
const unverifiedReferences = (request: RequestWorkspace) =>
  candidatesToSend(request.candidates)
    .filter((c) => referencesToConfirm(c.caregiver, c.checkKinds))
    .map((c) => fullName(c.caregiver.name, c.caregiver.surname));

/** Whether 'Invia profili alla famiglia' has something to say first (in its dialog). */
const publishNeedsWord = (request: RequestWorkspace) =>
  unexplained(request).length > 0 ||
  notFreeWhenAsked(request).length > 0 ||
  unverifiedReferences(request).length > 0;

/**
 * What the 'Invia profili alla famiglia' dialog says besides its explanation: the profiles whose
 * availability does not cover the request, and those whose references are not verified (asked
 * to be sent anyway).
 */
function PublishWarnings({ request }: { request: RequestWorkspace }) {
  const notFree = notFreeWhenAsked(request);
  const unverified = unverifiedReferences(request);
  return (
    <>
      {notFree.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm">
            {notFree.length === 1
              ? 'La disponibilità settimanale di questo profilo non copre la richiesta:'
              : 'La disponibilità settimanale di questi profili non copre la richiesta:'}
          </Text>
          <List size="sm" spacing={2} aria-label="Profili con disponibilità diversa">
            {notFree.map(({ name, warning }) => (
              <List.Item key={name}>
                {name} — {warning}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {unverified.length > 0 ? (
        <Text size="sm">
          {unverified.length === 1
            ? `Le referenze di ${unverified[0]} non sono ancora verificate: la famiglia leggerà «${checkPendingLabels.references}» nel profilo di ${unverified[0]}. Vuoi inviarlo comunque?`
            : `Le referenze di ${italianList(unverified)} non sono ancora verificate: la famiglia leggerà «${checkPendingLabels.references}» nei loro profili. Vuoi inviarli comunque?`}
        </Text>
      ) : null}
    </>
  );
}

const closing = (action: WorkflowAction) =>
  action === 'closeNotInterested' || action === 'closeNoAnswer';
/**
 * Moves beside the way forward, not it: a pause, a call-back, and a substitution (on a service
 * that runs, the one green button read as what to do next).
 */
const secondary = (action: WorkflowAction) =>
  action === 'standBy' ||
  action === 'resume' ||
  action === 'markToCall' ||
  action === 'substitutionAsked';
/** A move that undoes what the family has paid for: drawn apart from the way forward. */
const setback = (action: WorkflowAction) => action === 'interviewFailed';

/**
 * The moves the transition table allows now, as buttons (the server's `allowedTransitions`); each
 * opens the form it needs. `openInterview` lets the interview card reuse the interview form.
 */
export function NextSteps({
  request,
  interviewOpen,
  onInterviewOpenChange,
  now = pageNow(),
}: {
  request: RequestWorkspace;
  /** The server's time the request was read at (a drawn page and its take-over agree on it). */
  now?: Date;
  interviewOpen: 'book' | 'reschedule' | null;
  onInterviewOpenChange: (mode: 'book' | 'reschedule' | null) => void;
}) {
  const [current, setCurrent] = useState<AllowedTransition | null>(null);
  /**
   * The quote sent is being corrected (until the family accepts it), from the version it was
   * opened on: the form starts from that version, and so does the correction it sends. The live
   * refresh may bring another tutor's correction meanwhile; naming that one instead would let
   * this form overwrite it unread.
   */
  const [correcting, setCorrecting] = useState<{ quoteSentAt: string | null } | null>(null);
  /** A move's form holds changes: its dialog keeps them from Escape, the × and Back. */
  const moveGuard = useDiscardGuard(() => {
    setCurrent(null);
    setCorrecting(null);
  });
  const interviewGuard = useDiscardGuard(() => onInterviewOpenChange(null));
  const wide = useMedia('(min-width: 48em)');
  const undoable = useUndoableMove(request.id);
  const moveWithNote = useMoveRequest();
  const sendQuote = useSendQuote();
  const bookInterview = useBookInterview();
  const closeRequest = useCloseRequest();

  // 'Annulla colloquio' is the interview card's (it asks for the reason and is there until the
  // interview starts).
  const moves = request.allowedTransitions.filter((m) => m.action !== 'cancelInterview');
  const closeMoves = moves.filter((m) => closing(m.action));
  // Forward moves first, then pauses and recalls.
  const mainMoves = [
    ...moves.filter((m) => !closing(m.action) && !secondary(m.action)),
    ...moves.filter((m) => !closing(m.action) && secondary(m.action)),
  ];
  const toSend = candidatesToSend(request.candidates);
  const chosen = request.candidates.find((c) => c.acceptedAt && !c.endedAt) ?? null;

  const done = (message: string) => {
    toast.success(message);
    moveGuard.close();
  };

  // Moves that need no note happen in one click, with 'Annulla' for a few seconds (no modal).
  const open = async (m: AllowedTransition) => {
    if (m.action === 'bookInterview') onInterviewOpenChange('book');
    // Profiles without the tutor's line, not free when the request asks or with references not
    // verified: said first, in the dialog, instead of sent in one click.
    else if (m.action === 'publishCandidates' && publishNeedsWord(request)) setCurrent(m);
    // A substitution or a pause asks why (and a pause by when to resume), a call-back when to
    // call, in the dialog.
    else if (
      m.action === 'standBy' ||
      m.action === 'substitutionAsked' ||
      m.action === 'markToCall'
    )
      setCurrent(m);
    else if (isNoteMove(m.action) && !m.noteRequired) {
      // Recorded by day (an interview may be brought forward): before its hour, asked first, in
      // the present (its time is still ahead).
      const clicked = clickNow();
      if (m.action === 'interviewDone' && interviewAt && interviewAt > clicked) {
        const day =
          italianDay(interviewAt) === italianDay(clicked)
            ? 'oggi'
            : withDayArticle('il', formatDay(interviewAt));
        const held = await confirm({
          title: 'Colloquio riuscito',
          message: `Il colloquio è fissato per ${day} alle ${italianTime(interviewAt)}: si è già svolto in anticipo?`,
          note: 'Segnalalo come riuscito solo se si è già svolto: la selezione si completa e viene registrato il turno di attivazione del servizio.',
          confirmLabel: 'Sì, si è svolto',
          cancelLabel: 'No',
        });
        if (!held) return;
      }
      undoable.start(m as AllowedTransition & { action: NoteMove });
    } else setCurrent(m);
  };

  const reasonId = useId();
  const interviewAt = request.appointment ? new Date(request.appointment.dateTime) : null;
  /** Why a move cannot be made yet (its button stays, disabled, with the reason as its hint). */
  const blockedReason = (action: WorkflowAction) => {
    // Nobody to send, or nobody new (after 'Cerca altri profili'): the API's own refusal, said
    // before the click. A babysitter or badante goes to a family only once their criminal record
    // is seen (6 months).
    if (action === 'publishCandidates')
      return (
        publishCandidatesProblem(request.candidates.filter((c) => !c.endedAt)) ??
        criminalRecordMissingMessage(toSend.map(vettedAs), italianDay(now))
      );
    if (
      (action === 'interviewDone' || action === 'interviewFailed') &&
      interviewAt &&
      interviewOutcomeTooEarly(interviewAt, now)
    )
      return interviewOutcomeTooEarlyMessage(interviewAt);
    return null;
  };

  /**
   * The move whose line says a reason (the first with it): both outcomes of an interview still
   * ahead wait for the same day, said once and describing both buttons.
   */
  const saidBy = (reason: string) =>
    mainMoves.find((other) => blockedReason(other.action) === reason)?.action;

  const buttonFor = (m: AllowedTransition) => {
    const look: ButtonStyle = setback(m.action)
      ? 'danger'
      : secondary(m.action)
        ? 'dark-outline'
        : 'primary';
    const blocked = blockedReason(m.action);
    const waiting = undoable.pending !== null || undoable.sending;
    const button = (
      <AppButton
        key={m.action}
        look={look}
        // Only when set: an explicit undefined would replace the variant the look gives.
        {...(setback(m.action) ? { variant: 'outline' } : {})}
        onClick={() => void open(m)}
        disabled={blocked !== null || waiting}
        // A blocked button says why in its hint, not what it would do ('I 0 profili…'), and is
        // described by the line that says it in words.
        title={blocked ? undefined : explanationOf(m, request, now)}
        aria-describedby={blocked ? `${reasonId}-${saidBy(blocked) ?? m.action}` : undefined}
      >
        {m.label}
      </AppButton>
    );
    return blocked ? (
      <Hint key={m.action} label={blocked} multiline maw={360}>
        <span>{button}</span>
      </Hint>
    ) : (
      button
    );
  };

  const quoteOpen = current?.action === 'sendQuote' || correcting !== null;
  const modalTitle = correcting
    ? `Correggi il preventivo della richiesta #${request.id}`
    : current?.action === 'sendQuote'
      ? `Preventivo per la richiesta #${request.id}`
      : current?.label;

  return (
    <SectionCard title="Prossimi passi" id="prossimi-passi">
      {moves.length === 0 && request.refundOwed ? (
        // The same refund the page's red banner names: the one step left on a closed request.
        <Text size="sm">
          La richiesta è chiusa: resta da rimborsare il pagamento. Esegui il rimborso dal pannello
          del fornitore dei pagamenti, poi registralo con «Rimborso eseguito» in «Pagamenti».
        </Text>
      ) : moves.length === 0 ? (
        <Text size="sm" c="ink.5">
          La richiesta è chiusa: non ci sono altri passi.
        </Text>
      ) : (
        <Stack gap="xs">
          {undoable.pending ? (
            <UndoBar
              pending={undoable.pending}
              onUndo={undoable.undo}
              onAddNote={() => setCurrent(undoable.takeBack())}
            />
          ) : null}
          <Group gap="xs">
            {mainMoves.map(buttonFor)}
            {quoteCorrectable(request.status) ? (
              <AppButton
                look="dark-outline"
                onClick={() => setCorrecting({ quoteSentAt: request.quoteSentAt })}
                disabled={undoable.pending !== null || undoable.sending}
                title="La famiglia non l’ha ancora accettato: puoi correggerlo e rinviarglielo"
              >
                Correggi preventivo
              </AppButton>
            ) : null}
            {closeMoves.length > 0 ? (
              <Menu position="bottom-start" withinPortal>
                <Menu.Target>
                  <AppButton
                    look="danger"
                    variant="outline"
                    disabled={undoable.pending !== null}
                    rightSection={<IconChevronDown size={14} aria-hidden />}
                  >
                    Chiudi richiesta
                  </AppButton>
                </Menu.Target>
                <Menu.Dropdown>
                  {closeMoves.map((m) => (
                    <Menu.Item
                      key={m.action}
                      color="danger"
                      leftSection={<IconDoorExit size={16} aria-hidden />}
                      onClick={() => setCurrent(m)}
                    >
                      {m.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </Group>
          {/* Said in words too: a disabled button's hint reaches neither the keyboard nor a tap. */}
          {mainMoves.map((m) => {
            const reason = blockedReason(m.action);
            // The caregivers who hold the profiles back: each a link to their 'Verifiche'.
            const toVet = m.action === 'publishCandidates' ? toSend.filter((c) => heldBack(c)) : [];
            return reason && saidBy(reason) === m.action ? (
              <Text key={m.action} size="xs" c="ink.5">
                {/* The button's description is the sentence; the links follow it. */}
                <span id={`${reasonId}-${m.action}`}>{reason}</span>
                {toVet.map(({ caregiver }) => (
                  <Fragment key={caregiver.docRef}>
                    {' '}
                    <Anchor
                      component={Link}
                      to={openedFromRequest(
                        paths.backoffice.caregiver.checksHref(caregiver.docRef),
                        request.id,
                        'prossimi-passi',
                      )}
                      inherit
                    >
                      Verifiche di {fullName(caregiver.name, caregiver.surname)}
                    </Anchor>
                  </Fragment>
                ))}
              </Text>
            ) : null;
          })}
          {request.status === 'STAND BY' && request.statusBeforeStandBy ? (
            <Text size="xs" c="ink.5">
              Alla ripresa torna a {quotedStatus(request.statusBeforeStandBy)}.
            </Text>
          ) : null}
        </Stack>
      )}

      <GuardedModal
        dirty={moveGuard.dirty}
        opened={current !== null || correcting !== null}
        onClose={moveGuard.close}
        title={<Text fw={700}>{modalTitle}</Text>}
        size={quoteOpen ? 'xl' : 'md'}
        fullScreen={!wide}
        // Escape or a click beside it close it, asking first once something is written
        // (GuardedModal); an open date picker or list takes Escape for itself.
      >
        {quoteOpen ? (
          <QuoteForm
            request={request}
            correction={correcting !== null}
            onDirtyChange={moveGuard.setDirty}
            onCancel={moveGuard.cancel}
            onSubmit={async (quote) => {
              await sendQuote.mutateAsync({
                requestId: request.id,
                correction: correcting,
                ...quote,
              });
              done(
                correcting
                  ? 'Preventivo corretto: la famiglia riceve la nuova versione'
                  : 'Preventivo inviato alla famiglia',
              );
            }}
          />
        ) : current && closing(current.action) ? (
          <CloseRequestForm
            request={request}
            explanation={explanationOf(current, request, clickNow())}
            onDirtyChange={moveGuard.setDirty}
            onCancel={moveGuard.cancel}
            onSubmit={async (note, refund) => {
              await closeRequest.mutateAsync({
                requestId: request.id,
                outcome: current.to === 'NON RISPONDE' ? 'NON RISPONDE' : "NON PIU' INTERESSATO",
                note,
                ...(refund === undefined ? {} : { refund }),
              });
              done(
                refund
                  ? 'Richiesta chiusa: il pagamento è da rimborsare alla famiglia'
                  : 'Richiesta chiusa',
              );
            }}
          />
        ) : current && isNoteMove(current.action) ? (
          // A one-click move taken back to add a note for the history (optional), or one said
          // first (profiles without the tutor's line, a pause with the interview booked).
          current.action === 'markToCall' ? (
            <NoteForm
              kind="call"
              callee={calleeOf(request)}
              move={{
                explanation: explanationOf(current, request, clickNow()),
                confirmLabel: current.label,
              }}
              onDirtyChange={moveGuard.setDirty}
              onCancel={moveGuard.cancel}
              onSubmit={async (note, callBackAt) => {
                const result = await moveWithNote.mutateAsync({
                  requestId: request.id,
                  action: 'markToCall',
                  note,
                  callBackAt,
                });
                done(`Richiesta #${request.id} ora in ${quotedStatus(result.status)}`);
              }}
            />
          ) : current.action === 'standBy' || current.action === 'substitutionAsked' ? (
            <ReasonMoveForm
              kind={current.action}
              explanation={explanationOf(current, request, clickNow())}
              confirmLabel={current.label}
              onDirtyChange={moveGuard.setDirty}
              onCancel={moveGuard.cancel}
              onSubmit={async (note, reasoned) => {
                const result = await moveWithNote.mutateAsync({
                  requestId: request.id,
                  action: current.action as NoteMove,
                  note,
                  reasoned,
                });
                done(`Richiesta #${request.id} ora in ${quotedStatus(result.status)}`);
              }}
            />
          ) : (
            <NoteMoveForm
              explanation={explanationOf(current, request, clickNow())}
              confirmLabel={
                current.action === 'publishCandidates' && unverifiedReferences(request).length > 0
                  ? 'Invia comunque'
                  : current.label
              }
              confirmLook={setback(current.action) ? 'danger' : 'primary'}
              noteRequired={current.noteRequired}
              noteLabel={
                current.action === 'interviewFailed'
                  ? 'Perché il colloquio non è riuscito'
                  : undefined
              }
              onDirtyChange={moveGuard.setDirty}
              onCancel={moveGuard.cancel}
              onSubmit={async (note) => {
                const action = current.action as NoteMove;
                const result = await moveWithNote.mutateAsync({
                  requestId: request.id,
                  action,
                  note,
                });
                done(`Richiesta #${request.id} ora in ${quotedStatus(result.status)}`);
              }}
            >
              {current.action === 'publishCandidates' ? (
                <PublishWarnings request={request} />
              ) : null}
            </NoteMoveForm>
          )
        ) : null}
      </GuardedModal>

      <GuardedModal
        dirty={interviewGuard.dirty}
        opened={interviewOpen !== null}
        onClose={interviewGuard.close}
        title={
          <Text fw={700}>
            {interviewOpen === 'reschedule' ? 'Sposta il colloquio' : 'Prenota il colloquio'}
          </Text>
        }
        size="lg"
        fullScreen={!wide}
      >
        {interviewOpen !== null ? (
          <InterviewForm
            initial={interviewOpen === 'reschedule' ? request.appointment : null}
            defaultPlace={addressOneLine(request.address) || null}
            caregiver={
              chosen
                ? {
                    name: fullName(chosen.caregiver.name, chosen.caregiver.surname),
                    phone: chosen.caregiver.phone,
                    availability: chosen.caregiver.availability,
                  }
                : null
            }
            familyAsks={
              interviewOpen === 'reschedule' ? interviewChangeAsk(request)?.message : null
            }
            serviceStart={request.requestDetail?.serviceStart ?? null}
            confirmLabel={interviewOpen === 'reschedule' ? 'Sposta colloquio' : 'Prenota colloquio'}
            onDirtyChange={interviewGuard.setDirty}
            onCancel={interviewGuard.cancel}
            onSubmit={async (values) => {
              await bookInterview.mutateAsync({
                requestId: request.id,
                reschedule: interviewOpen === 'reschedule',
                ...values,
              });
              toast.success(
                interviewOpen === 'reschedule' ? 'Colloquio spostato' : 'Colloquio prenotato',
              );
              interviewGuard.close();
            }}
          />
        ) : null}
      </GuardedModal>
    </SectionCard>
  );
}
