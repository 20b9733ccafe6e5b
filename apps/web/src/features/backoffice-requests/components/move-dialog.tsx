// The dialog a move opens when it is not made in one click: the form the move needs, and its call.
import type { AllowedTransition } from '@equilibrio/contract/workflow';
import { Text } from '@mantine/core';
import { GuardedModal, type useDiscardGuard } from '@/components/guarded-modal';
import { toast } from '@/components/toast';
import { useMedia } from '@/lib/media-query';
import { clickNow } from '@/lib/server-clock';
import { useCloseRequest } from '../api/close-request';
import type { RequestWorkspace } from '../api/get-request';
import { isNoteMove, type NoteMove, useMoveRequest } from '../api/move-request';
import { useSendQuote } from '../api/send-quote';
import { quotedStatus } from '../lib/statuses';
import { CloseRequestForm } from './close-request-form';
import { closing, explanationOf, setback } from './next-step-explanations';
import { calleeOf, NoteForm } from './note-form';
import { NoteMoveForm } from './note-move-form';
import { PublishWarnings, unverifiedReferences } from './publish-warnings';
import { QuoteForm } from './quote-form';
import { ReasonMoveForm } from './reason-move-form';

/**
 * The dialog of the move `current` (or of the quote's correction, `correcting`), its changes kept
 * by `moveGuard`; it closes with a toast once the move is made.
 */
export function MoveDialog({
  request,
  current,
  correcting,
  moveGuard,
}: {
  request: RequestWorkspace;
  current: AllowedTransition | null;
  correcting: { quoteSentAt: string | null } | null;
  moveGuard: ReturnType<typeof useDiscardGuard>;
}) {
  const wide = useMedia('(min-width: 48em)');
  const moveWithNote = useMoveRequest();
  const sendQuote = useSendQuote();
  const closeRequest = useCloseRequest();

  const done = (message: string) => {
    toast.success(message);
    moveGuard.close();
  };

  const quoteOpen = current?.action === 'sendQuote' || correcting !== null;
  const modalTitle = correcting
    ? `Correggi il preventivo della richiesta #${request.id}`
    : current?.action === 'sendQuote'
      ? `Preventivo per la richiesta #${request.id}`
      : current?.label;

  return (
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
          onSubmit={async (note, refund, refundAmounts) => {
            await closeRequest.mutateAsync({
              requestId: request.id,
              outcome: current.to === 'NON RISPONDE' ? 'NON RISPONDE' : "NON PIU' INTERESSATO",
              note,
              ...(refund === undefined ? {} : { refund }),
              ...(refundAmounts ? { refundAmounts } : {}),
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
            {current.action === 'publishCandidates' ? <PublishWarnings request={request} /> : null}
          </NoteMoveForm>
        )
      ) : null}
    </GuardedModal>
  );
}
