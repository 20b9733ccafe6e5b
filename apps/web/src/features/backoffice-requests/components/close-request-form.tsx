import { isSettledPayment } from '@equilibrio/contract/backoffice';
import { useState } from 'react';
import type { RequestWorkspace } from '../api/get-request';
import { ClosingWarning } from './closing-warning';
import { MoveChoice } from './move-choice';
import { NoteMoveForm } from './note-move-form';

type RefundChoice = 'refund' | 'keep';

/**
 * The close of a request ('Chiudi: non più interessato', 'Chiudi: non risponde'): what it leaves
 * behind (`ClosingWarning`), the reason, and — when the family's payment was received — the
 * tutor's decision on it, required: 'Da rimborsare alla famiglia' flags it for a refund with the
 * close (the API refuses a close without it); 'Non va rimborsato' keeps it, the reason says why.
 * `onSubmit` gets the decision, or undefined when nothing was paid.
 */
export function CloseRequestForm({
  request,
  explanation,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  request: RequestWorkspace;
  explanation: string;
  onSubmit: (note: string, refund: boolean | undefined) => Promise<void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [choice, setChoice] = useState<RefundChoice | null>(null);
  const paid = request.payments.some(isSettledPayment);
  return (
    <NoteMoveForm
      explanation={explanation}
      confirmLabel="Chiudi richiesta"
      confirmLook="danger"
      noteRequired
      noteLabel="Motivo della chiusura"
      waitsFor={{ choose: paid && choice === null ? ['Il pagamento ricevuto'] : [] }}
      dirty={choice !== null}
      onDirtyChange={onDirtyChange}
      onCancel={onCancel}
      onSubmit={(note) => onSubmit(note, paid ? choice === 'refund' : undefined)}
    >
      <ClosingWarning request={request} />
      {paid ? (
        <MoveChoice
          label="Il pagamento ricevuto"
          description="Scelta obbligatoria: decidi prima di chiudere."
          value={choice}
          onChange={setChoice}
          options={[
            {
              value: 'refund',
              label: 'Da rimborsare alla famiglia',
              description:
                'Il pagamento viene segnato «Da rimborsare»: esegui il rimborso dal pannello del fornitore dei pagamenti, poi registralo con «Rimborso eseguito». La famiglia riceve un’email che le dice che il rimborso è in arrivo.',
            },
            {
              value: 'keep',
              label: 'Non va rimborsato',
              description:
                'Il pagamento resta alla richiesta: scrivi il perché nel motivo della chiusura (per esempio, il servizio è già stato svolto).',
            },
          ]}
        />
      ) : null}
    </NoteMoveForm>
  );
}
