import { type BackofficePayment, isSettledPayment } from '@equilibrio/contract/backoffice';
import {
  refundAboveAmountMessage,
  refundAmountSchema,
} from '@equilibrio/contract/backoffice-moves';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { type FieldErrors, type ResolverResult, useWatch } from 'react-hook-form';
import { MoneyField } from '@/components/form/money-field';
import { useAppForm } from '@/components/form/use-app-form';
import { centsToEuro, euroToCents, formatCents } from '@/lib/money';
import type { RequestWorkspace } from '../api/get-request';
import { ClosingWarning } from './closing-warning';
import { MoveChoice } from './move-choice';
import { NoteMoveForm } from './note-move-form';

type RefundChoice = 'refund' | 'keep';

/** The amounts to refund typed, in euro, one per payment received (NaN: unreadable). */
type RefundAmounts = { amounts: (number | null)[] };

/** How much of a payment goes back, as the close sends it (`closeRequestSchema`). */
export type RefundAmount = { paymentId: number; amountCents: number };

const refundAmountLabel = 'Importo da rimborsare';

/**
 * What is wrong with an amount to refund typed for a payment (null: nothing): the API's own
 * rules — more than nothing, never more than the family paid.
 */
export function refundAmountProblem(amount: number | null | undefined, paidCents: number) {
  if (amount == null || Number.isNaN(amount)) return 'Indica l’importo da rimborsare.';
  const cents = euroToCents(amount);
  const read = refundAmountSchema.safeParse(cents);
  if (!read.success) return read.error.issues[0]!.message;
  return cents > paidCents ? refundAboveAmountMessage(formatCents(paidCents)) : null;
}

/**
 * The close of a request ('Chiudi: non più interessato', 'Chiudi: non risponde'): what it leaves
 * behind (`ClosingWarning`), the reason, and — when the family's payment was received — the
 * tutor's decision on it, required: 'Da rimborsare alla famiglia' flags it for a refund with the
 * close (the API refuses a close without it); 'Non va rimborsato' keeps it, the reason says why.
 * With a refund, how much of each payment goes back (terms §6: after the selection started the
 * family pays only the part done), the whole payment unless the tutor writes less.
 * `onSubmit` gets the decision, or undefined when nothing was paid, and the amounts to refund.
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
  onSubmit: (
    note: string,
    refund: boolean | undefined,
    refundAmounts?: RefundAmount[],
  ) => Promise<void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [choice, setChoice] = useState<RefundChoice | null>(null);
  const settled = request.payments.filter(isSettledPayment);
  const paid = settled.length > 0;
  const { control } = useAppForm<RefundAmounts>({
    defaultValues: { amounts: settled.map((p) => centsToEuro(p.amountCents)) },
    mode: 'onChange',
    // Each amount's problem under it as it is typed (the same rule greys the confirm).
    resolver: (values): ResolverResult<RefundAmounts> => {
      const wrong = values.amounts.map((amount, index) =>
        refundAmountProblem(amount, settled[index]?.amountCents ?? 0),
      );
      if (!wrong.some(Boolean)) return { values, errors: {} };
      const amounts = wrong.map((message) => (message ? { type: 'validate', message } : undefined));
      return { values: {}, errors: { amounts } as FieldErrors<RefundAmounts> };
    },
  });
  const amounts = useWatch({ control, name: 'amounts' });
  const problems = settled.map((p, index) => refundAmountProblem(amounts[index], p.amountCents));
  const refunding = choice === 'refund';
  const wrongAmount = refunding && problems.some(Boolean);
  return (
    <NoteMoveForm
      explanation={explanation}
      confirmLabel="Chiudi richiesta"
      confirmLook="danger"
      noteRequired
      noteLabel="Motivo della chiusura"
      waitsFor={{
        choose: paid && choice === null ? ['Il pagamento ricevuto'] : [],
        fill: wrongAmount ? [refundAmountLabel] : [],
      }}
      dirty={choice !== null}
      onDirtyChange={onDirtyChange}
      onCancel={onCancel}
      onSubmit={(note) =>
        onSubmit(
          note,
          paid ? refunding : undefined,
          refunding
            ? settled.map((p, index) => ({
                paymentId: p.id,
                amountCents: euroToCents(amounts[index]!),
              }))
            : undefined,
        )
      }
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
      {refunding ? (
        <Stack gap="xs">
          {settled.map((payment, index) => (
            <MoneyField
              key={payment.id}
              control={control}
              name={`amounts.${index}`}
              label={refundAmountLabel}
              required
              rightSection="€"
              description={refundAmountHint(payment, settled.length > 1)}
            />
          ))}
        </Stack>
      ) : null}
    </NoteMoveForm>
  );
}

/** Under the amount: the terms' rule, and which payment when the family paid more than once. */
const refundAmountHint = (payment: BackofficePayment, several: boolean) =>
  `${several ? `Pagamento di ${formatCents(payment.amountCents)} (n. ${payment.id}). ` : ''}Se la selezione è già iniziata, la famiglia paga solo la parte svolta: indica quanto le restituisci.`;
