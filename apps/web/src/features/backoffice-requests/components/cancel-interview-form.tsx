import {
  type InterviewCancelReason,
  interviewCancelReasonLabels,
  interviewCancelReasons,
} from '@equilibrio/contract/backoffice';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { useState } from 'react';
import { formatDay, italianTime } from '@/lib/format-datetime';
import type { RequestWorkspace } from '../api/get-request';
import { quotedStatus } from '../lib/statuses';
import { MoveChoice } from './move-choice';
import { NoteMoveForm } from './note-move-form';

/** Under each reason: what it does to the request, the caregiver and the family. */
const reasonDescriptions: Record<InterviewCancelReason, string> = {
  caregiverUnavailable:
    'Per esempio per una malattia o un altro lavoro accettato: il caregiver viene rilasciato dalla richiesta, come dopo un colloquio non riuscito.',
  familyAsked: 'Il caregiver resta confermato: dopo potrai fissare un nuovo colloquio.',
};

/**
 * Whether the interview's caregiver reads the call-off from us: emailed when they have an address
 * (the server's `mailCaregiver`), otherwise the tutor tells them.
 */
function caregiverToldLine(request: RequestWorkspace, caregiver: string) {
  const docRef = request.appointment?.caregiver?.docRef;
  const candidate = request.candidates.find((c) => c.caregiver.docRef === docRef);
  if (!candidate || !caregiver) return '';
  return candidate.caregiver.email
    ? ` Anche ${caregiver} riceve un’email: non deve presentarsi.`
    : ` ${caregiver} non ha un indirizzo email: avvisa tu per telefono che il colloquio è annullato.`;
}

/** What happens, told before the tutor confirms: the interview, then the reason's consequences. */
function explanationOf(request: RequestWorkspace, reason: InterviewCancelReason | null) {
  const appointment = request.appointment;
  const at = appointment ? new Date(appointment.dateTime) : null;
  const caregiver = fullName(appointment?.caregiver?.name, appointment?.caregiver?.surname);
  const told = caregiverToldLine(request, caregiver);
  const which = `Il colloquio${caregiver ? ` con ${caregiver}` : ''}${
    at ? ` fissato per ${withDayArticle('il', formatDay(at))} alle ${italianTime(at)}` : ''
  } viene annullato e non sarà più nel calendario della famiglia.`;
  if (reason === 'caregiverUnavailable') {
    const others = request.candidates.some(
      (c) => c.published && c.phase === 'SELECTED' && !c.endedAt,
    );
    return `${which} ${
      others
        ? `La richiesta torna a ${quotedStatus('INVIATO CV')}: la famiglia sceglie un altro profilo tra quelli proposti.`
        : `La richiesta torna a ${quotedStatus('SELEZIONE ATTIVA')}: proponi un altro caregiver alla famiglia.`
    } La famiglia riceve un’email che dice che il caregiver non è più disponibile e che non deve pagare nulla di nuovo.${told}`;
  }
  if (reason === 'familyAsked') {
    return `${which} La richiesta torna a ${quotedStatus('PAGATO')} con lo stesso caregiver: fissa il nuovo colloquio quando la famiglia è pronta. La famiglia riceve un’email di conferma dell’annullamento.${told}`;
  }
  return `${which} Scegli il motivo: da questo dipende cosa succede al caregiver e cosa legge la famiglia.`;
}

/**
 * 'Annulla colloquio': the reason (required), an optional note for the history, and what will
 * happen, said before the tutor confirms.
 */
export function CancelInterviewForm({
  request,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  request: RequestWorkspace;
  onSubmit: (input: { reason: InterviewCancelReason; note: string }) => Promise<void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [reason, setReason] = useState<InterviewCancelReason | null>(null);
  return (
    <NoteMoveForm
      explanation={explanationOf(request, reason)}
      confirmLabel="Annulla colloquio"
      confirmLook="danger"
      cancelLabel="Indietro"
      noteRequired={false}
      noteLabel="Nota per lo storico"
      waitsFor={{ choose: reason === null ? ['Motivo'] : [] }}
      dirty={reason !== null}
      onDirtyChange={onDirtyChange}
      onCancel={onCancel}
      onSubmit={(note) => onSubmit({ reason: reason!, note })}
    >
      <MoveChoice
        label="Motivo"
        value={reason}
        onChange={setReason}
        options={interviewCancelReasons.map((value) => ({
          value,
          label: interviewCancelReasonLabels[value],
          description: reasonDescriptions[value],
        }))}
      />
    </NoteMoveForm>
  );
}
