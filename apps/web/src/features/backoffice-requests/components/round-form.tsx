import { isoDateSchema, type RoundInput } from '@equilibrio/contract/backoffice';
import {
  type RoundPaymentStatus,
  roundPaymentStatuses,
  roundPaymentStatusLabels,
  serviceEventTypeLabels,
  serviceEventTypes,
} from '@equilibrio/contract/enums';
import { isoDayAfter } from '@equilibrio/contract/italian-format';
import {
  checkRoundRules,
  roundDays,
  roundNotBegunProblems,
} from '@equilibrio/contract/service-rounds';
import { fieldIssue, validationMessages } from '@equilibrio/contract/validation';
import type { ServiceRound } from '@equilibrio/contract/workflow';
import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { z } from 'zod';
import { AppButton } from '@/components/app-button';
import { DateField } from '@/components/form/date-field';
import { DialogForm } from '@/components/form/dialog-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { submitShowingErrors } from '@/lib/form-errors';
import { italianDay } from '@/lib/format-datetime';
import { optionsOf } from '@/lib/options';
import { pageNow } from '@/lib/server-clock';

const required = validationMessages.required;

const roundFields = z.object({
  eventType: z.enum(serviceEventTypes, required),
  caregiverDocRef: z.string().nullable(),
  startDate: z.string(required).min(1, required).pipe(isoDateSchema),
  endDate: z.string().nullable(),
  hoursWorked: z.number().min(0, validationMessages.notNegative).max(10_000).nullable(),
  paymentStatus: z.enum(roundPaymentStatuses, required),
});

/**
 * The API's own rules (end after start, at most 24 hours a day of the period, no hours nor
 * payment before the first day — by Italy's day on the server's clock, as the page reads it; an
 * edited round's stored values pass as they are); a start before the request's day only the API
 * knows: its message comes back under the start.
 */
const roundFormSchema = (round?: ServiceRound) =>
  roundFields.superRefine((values, ctx) => {
    checkRoundRules(values, ctx);
    const notBegun = roundNotBegunProblems(values, italianDay(pageNow()), round);
    for (const [field, message] of Object.entries(notBegun)) fieldIssue(ctx, [field], message);
  });

/**
 * The period after `previous` (a round with its end), as long as it (`roundDays`). A round of a
 * week or less comes again on the same weekdays a week later (Monday to Friday, then the next
 * Monday to Friday: from the day after, it proposed Saturday to Wednesday); a longer one goes on
 * from the day after its end. A tutor recording a week of service at a time finds the next week
 * written in (one recording a day at a time, the same weekday next week: the dates are a
 * proposal to change).
 */
function nextRoundPeriod(previous: ServiceRound | undefined) {
  const days = previous ? roundDays(previous) : null;
  if (!previous?.endDate || days === null) return null;
  const startDate = days <= 7 ? isoDayAfter(previous.startDate, 7) : isoDayAfter(previous.endDate);
  return { startDate, endDate: isoDayAfter(startDate, days - 1) };
}

/**
 * A service round: type, dates, caregiver (one who served the request), hours and payment.
 * With `round`, edits that round (end, hours, payment; type, start and caregiver stay); a new one
 * after `follows` (the latest round with an end) proposes the period after it (`nextRoundPeriod`).
 */
export function RoundForm({
  caregivers,
  round,
  follows,
  onSubmit,
  onCancel,
  onCancelRound,
  onDirtyChange,
  paymentOnly,
}: {
  caregivers: { value: string; label: string }[];
  round?: ServiceRound;
  /** A new round: the latest one recorded with its end, whose next period is proposed. */
  follows?: ServiceRound;
  /** A closed request's round: only its payment changes, to one of these states. */
  paymentOnly?: readonly RoundPaymentStatus[];
  /** 'Cancella turno' (asks first, then cancels the round); left out without it. */
  onCancelRound?: () => void;
  onSubmit: (values: RoundInput) => Promise<void>;
  onCancel: () => void;
  /** Whether the tutor changed anything (the dialog then guards it). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const schema = useMemo(() => roundFormSchema(round), [round]);
  const next = round ? null : nextRoundPeriod(follows);
  const form = useSchemaForm(schema, {
    defaultValues: {
      eventType: round?.eventType ?? 'USAGE',
      caregiverDocRef: caregivers.length === 1 ? caregivers[0]!.value : null,
      startDate: round?.startDate ?? next?.startDate ?? '',
      endDate: round?.endDate ?? next?.endDate ?? null,
      hoursWorked: round?.hoursWorked ?? null,
      paymentStatus: round?.paymentStatus ?? 'TO_PAY',
    },
  });
  const editing = round !== undefined;

  const submit = submitShowingErrors(form, roundFields, (values) =>
    onSubmit({ ...values, caregiverDocRef: values.caregiverDocRef }),
  );

  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      // 'Annulla' beside a round's own cancelling read as that: the dialog's dismissal says 'Chiudi'.
      cancelLabel="Chiudi"
      start={
        onCancelRound ? (
          <AppButton look="danger" variant="outline" type="button" onClick={onCancelRound}>
            Cancella turno
          </AppButton>
        ) : undefined
      }
      onDirtyChange={onDirtyChange}
      submitLabel={editing ? 'Salva turno' : 'Aggiungi turno'}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SelectField
          control={form.control}
          name="eventType"
          label="Tipo"
          required
          disabled={editing}
          data={optionsOf(serviceEventTypes, serviceEventTypeLabels)}
          data-autofocus
        />
        <SelectField
          control={form.control}
          name="caregiverDocRef"
          label="Caregiver"
          // Said only where the field starts empty: with one caregiver it is already them.
          description={
            editing || caregivers.length === 1 ? undefined : 'Vuoto: il caregiver in servizio'
          }
          disabled={editing}
          clearable
          data={caregivers}
        />
        <DateField
          control={form.control}
          name="startDate"
          empty=""
          label="Dal"
          description={next ? 'Proposto: il periodo dopo l’ultimo turno' : undefined}
          required
          disabled={editing}
        />
        <DateField
          control={form.control}
          name="endDate"
          label="Al"
          clearable
          disabled={paymentOnly !== undefined}
        />
        <NumberField
          control={form.control}
          name="hoursWorked"
          label="Ore lavorate"
          // Empty is allowed on purpose: a round planned ahead gets its hours once worked.
          description={
            paymentOnly === undefined
              ? 'Lascia vuoto per un turno ancora da svolgere: le ore si aggiungono a turno concluso'
              : undefined
          }
          max={10_000}
          decimalScale={1}
          disabled={paymentOnly !== undefined}
        />
        <SelectField
          control={form.control}
          name="paymentStatus"
          label="Pagamento"
          required
          description={
            paymentOnly ? 'La richiesta è chiusa: si registra solo il pagamento.' : undefined
          }
          data={(paymentOnly && round
            ? [round.paymentStatus, ...paymentOnly]
            : roundPaymentStatuses
          ).map((s) => ({
            value: s,
            label: roundPaymentStatusLabels[s],
          }))}
        />
      </SimpleGrid>
    </DialogForm>
  );
}
