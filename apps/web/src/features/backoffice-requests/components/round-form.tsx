import { isoDateSchema, type RoundInput } from '@equilibrio/contract/backoffice';
import {
  roundPaymentStatuses,
  roundPaymentStatusLabels,
  serviceEventTypeLabels,
  serviceEventTypes,
} from '@equilibrio/contract/enums';
import { validationMessages } from '@equilibrio/contract/validation';
import type { ServiceRound } from '@equilibrio/contract/workflow';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppButton } from '@/components/app-button';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { parseItalianDate } from '@/lib/format-datetime';

const required = validationMessages.required;

const roundFormSchema = z
  .object({
    eventType: z.enum(serviceEventTypes, required),
    caregiverDocRef: z.string().nullable(),
    startDate: z.string(required).min(1, required).pipe(isoDateSchema),
    endDate: z.string().nullable(),
    hoursWorked: z.number().min(0, 'Non può essere negativo').max(10_000).nullable(),
    paymentStatus: z.enum(roundPaymentStatuses, required),
  })
  .superRefine((value, ctx) => {
    if (value.endDate && value.endDate < value.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'La fine non può precedere l’inizio',
      });
    }
  });
type RoundFormValues = z.infer<typeof roundFormSchema>;

/**
 * A service round: type, dates, caregiver (one who served the request), hours and payment.
 * With `round`, edits that round (end, hours, payment; type, start and caregiver stay).
 */
export function RoundForm({
  caregivers,
  round,
  onSubmit,
  onCancel,
}: {
  caregivers: { value: string; label: string }[];
  round?: ServiceRound;
  onSubmit: (values: RoundInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<RoundFormValues>({
    resolver: zodResolver(roundFormSchema),
    mode: 'onTouched',
    defaultValues: {
      eventType: round?.eventType ?? 'USAGE',
      caregiverDocRef: caregivers.length === 1 ? caregivers[0]!.value : null,
      startDate: round?.startDate ?? '',
      endDate: round?.endDate ?? null,
      hoursWorked: round?.hoursWorked ?? null,
      paymentStatus: round?.paymentStatus ?? 'TO_PAY',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const editing = round !== undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, caregiverDocRef: values.caregiverDocRef });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, Object.keys(roundFormSchema.shape))) {
        form.setError('root', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={form.control}
            name="eventType"
            render={({ field, fieldState }) => (
              <Select
                label="Tipo"
                required
                disabled={editing}
                data={serviceEventTypes.map((t) => ({
                  value: t,
                  label: serviceEventTypeLabels[t],
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={fieldState.error?.message}
                data-autofocus
              />
            )}
          />
          <Controller
            control={form.control}
            name="caregiverDocRef"
            render={({ field, fieldState }) => (
              <Select
                label="Caregiver"
                description={editing ? undefined : 'Vuoto: il caregiver in servizio'}
                disabled={editing}
                clearable
                data={caregivers}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="startDate"
            render={({ field, fieldState }) => (
              <DateInput
                dateParser={parseItalianDate}
                label="Dal"
                required
                disabled={editing}
                valueFormat="DD/MM/YYYY"
                placeholder="gg/mm/aaaa"
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="endDate"
            render={({ field, fieldState }) => (
              <DateInput
                dateParser={parseItalianDate}
                label="Al"
                clearable
                valueFormat="DD/MM/YYYY"
                placeholder="gg/mm/aaaa"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="hoursWorked"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Ore lavorate"
                min={0}
                max={10_000}
                decimalScale={1}
                decimalSeparator=","
                allowNegative={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="paymentStatus"
            render={({ field, fieldState }) => (
              <Select
                label="Pagamento"
                required
                data={roundPaymentStatuses.map((s) => ({
                  value: s,
                  label: roundPaymentStatusLabels[s],
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        {errors.root ? (
          <Alert color="danger" variant="light" role="alert">
            {errors.root.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <AppButton look="dark-outline" type="button" onClick={onCancel}>
            Annulla
          </AppButton>
          <AppButton type="submit" loading={isSubmitting}>
            {editing ? 'Salva turno' : 'Aggiungi turno'}
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
