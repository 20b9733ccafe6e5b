import { confirmedChoices, substitutionUnderWay } from '@equilibrio/contract/backoffice';
import {
  interviewOutcomeTooEarly,
  interviewOutcomeTooEarlyMessage,
  publishCandidatesProblem,
} from '@equilibrio/contract/backoffice-moves';
import { criminalRecordMissingMessage } from '@equilibrio/contract/criminal-record';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { addressOneLine, fullName } from '@equilibrio/contract/people';
import {
  type AllowedTransition,
  HOLD_REMINDER_LEAD_HOURS,
  quoteCorrectable,
  type WorkflowAction,
} from '@equilibrio/contract/workflow';
import { Anchor, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDoorExit } from '@tabler/icons-react';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { AppMenu } from '@/components/app-menu';
import { confirm } from '@/components/confirm';
import { GuardedModal, useDiscardGuard } from '@/components/guarded-modal';
import { Hint } from '@/components/hint';
import { useMenuOpener } from '@/components/menu-opener';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import type { ButtonStyle } from '@/config/theme';
import { openedFromRequest } from '@/lib/back-link';
import { formatDateTime, formatDay, italianDay, italianTime } from '@/lib/format-datetime';
import { useMedia } from '@/lib/media-query';
import { clickNow, pageNow } from '@/lib/server-clock';
import { useBookInterview } from '../api/book-interview';
import type { RequestWorkspace } from '../api/get-request';
import { isNoteMove, type NoteMove } from '../api/move-request';
import { candidatesToSend, heldBack, heldChoiceUntil, vettedAs } from '../lib/candidates-to-send';
import { quotedStatus } from '../lib/statuses';
import { interviewChangeAsk } from './interview-card';
import { InterviewForm } from './interview-form';
import { MoveDialog } from './move-dialog';
import {
  closing,
  explanationOf,
  interviewDoneOutcome,
  secondary,
  setback,
} from './next-step-explanations';
import { publishNeedsWord } from './publish-warnings';
import { UndoBar, useUndoableMove } from './undoable-move';

/**
 * The moves the transition table allows now, as buttons (the server's `allowedTransitions`); each
 * opens the form it needs. `interviewOpen` lets the interview card open the same interview form.
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
  const closeMenu = useMenuOpener();
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
  const bookInterview = useBookInterview();

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
  // The caregiver the interview is with, as the server picks them: during a substitution the
  // substitute (the latest confirmed), not the caregiver they replace, still on the request.
  const [chosen = null] = confirmedChoices(request.candidates);
  const substituting = substitutionUnderWay(request.candidates);

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
          note: `Segnalalo come riuscito solo se si è già svolto: la selezione si completa e ${interviewDoneOutcome(request)}.`,
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

  return (
    <SectionCard title="Prossimi passi" id="prossimi-passi">
      {moves.length === 0 && request.refundOwed ? (
        // The same refund the page's red banner names: the one step left on a closed request.
        <Text size="sm">
          La richiesta è chiusa: resta da rimborsare il pagamento. Esegui il rimborso dal pannello
          del fornitore dei pagamenti, poi registralo con «Rimborso eseguito» in «Pagamenti».
        </Text>
      ) : moves.length === 0 ? (
        // Closing is final (WORKFLOW.md): a family calling back is a new request, said here.
        <Text size="sm" c="ink.5">
          La richiesta è chiusa: non ci sono altri passi. Se la famiglia si fa risentire, registra
          la chiamata e invitala a inviare una nuova richiesta dalla sua area personale: la troverai
          tra le nuove.
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
              <AppMenu position="bottom-start" withinPortal>
                <Menu.Target>
                  <AppButton
                    ref={closeMenu.target}
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
                      onClick={closeMenu.opening(() => setCurrent(m))}
                    >
                      {m.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </AppMenu>
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
          {request.status === 'DA PAGARE' ? <PaymentAwaited request={request} /> : null}
          {request.status === 'STAND BY' && request.statusBeforeStandBy ? (
            <Text size="xs" c="ink.5">
              Alla ripresa torna a {quotedStatus(request.statusBeforeStandBy)}.
            </Text>
          ) : null}
        </Stack>
      )}

      <MoveDialog
        request={request}
        current={current}
        correcting={correcting}
        moveGuard={moveGuard}
      />

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
                    hasEmail: Boolean(chosen.caregiver.email),
                    availability: chosen.caregiver.availability,
                  }
                : null
            }
            familyAsks={
              interviewOpen === 'reschedule' ? interviewChangeAsk(request)?.message : null
            }
            // A substitute's interview falls after the service's first day by nature (the
            // service is running): nothing to point out.
            serviceStart={substituting ? null : (request.requestDetail?.serviceStart ?? null)}
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

/**
 * To pay: the step is the family's, and the reminder is ours (the server's job): said, so that a
 * tutor does not chase a family the product reminds anyway, and knows what happens at the end. A
 * family that has paid already (choosing a substitute, or again after a failed interview: the
 * request's `paidAt`) pays nothing new: it only confirms its choice, as its own page tells it.
 */
function PaymentAwaited({ request }: { request: RequestWorkspace }) {
  const held = heldChoiceUntil(request.candidates);
  const by = held ? ` ${withDayArticle('entro', formatDateTime(held))}` : '';
  return (
    <Text size="sm" c="ink.6">
      {request.paidAt
        ? `Tocca alla famiglia confermare la scelta${by}, senza nuovi addebiti: ha già pagato la selezione.`
        : `Tocca alla famiglia pagare${by}.`}{' '}
      Se non lo ha ancora fatto, le mandiamo noi un promemoria per email circa{' '}
      {HOLD_REMINDER_LEAD_HOURS} ore prima della scadenza; allo scadere, il profilo scelto torna
      libero e la richiesta torna a {quotedStatus('INVIATO CV')}.
    </Text>
  );
}
