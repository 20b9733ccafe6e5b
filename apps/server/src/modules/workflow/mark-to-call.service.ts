import { type MarkToCallInput, markToCallNoteText } from '@equilibrio/contract/backoffice';
import type { AppContext } from '../../context';
import { insertRequestNote } from './request-notes.queries';
import { refuseCallBackProblem } from './request-notes.service';
import { runTutorTransition } from './tutor-flow.service';

/**
 * 'Passa a «Da richiamare»' (NUOVA → DA RICHIAMARE). With a call-back, what was said is kept as
 * the call that agreed it, in the move's transaction: the inbox then leaves the request aside
 * until that moment, as after 'Registra chiamata', and the note is not written twice.
 */
export async function markToCall(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  input: MarkToCallInput,
) {
  const note = input?.note?.trim() || null;
  const callBackAt = input?.callBackAt ?? null;
  refuseCallBackProblem(ctx, callBackAt);
  return runTutorTransition(ctx, tutorUid, requestId, 'markToCall', {
    note: callBackAt ? null : note,
    also: callBackAt
      ? async (tx) => {
          await insertRequestNote(tx, {
            requestId,
            kind: 'call',
            text: note ?? markToCallNoteText,
            authorUid: tutorUid,
            callBackAt: new Date(callBackAt),
            at: ctx.clock.now(),
          });
        }
      : undefined,
  });
}
