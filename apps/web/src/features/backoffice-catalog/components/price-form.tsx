import { type PriceInput, productTypeLabels } from '@equilibrio/contract/backoffice-catalog';
import { productTypes } from '@equilibrio/contract/enums';
import { validationMessages } from '@equilibrio/contract/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Group, NumberInput, Select, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppButton } from '@/components/app-button';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { centsToEuro, euroToCents } from '@/lib/money';
import { provinceOptions } from '@/lib/provinces';

/** The default row's value in the province select. */
const OTHER = '__other__';

const priceFormSchema = z.object({
  province: z.string(validationMessages.required).min(1, validationMessages.required),
  productType: z.enum(productTypes, validationMessages.required),
  amount: z
    .number('Indica l’importo')
    .min(0, 'L’importo non può essere negativo')
    .max(100_000, 'Importo troppo alto'),
});
type PriceFormValues = z.infer<typeof priceFormSchema>;

/** A price in euro (stored in cents) for a province — or "Altre province" — and a product type. */
export function PriceForm({
  initial,
  lockSlot,
  onSubmit,
  onCancel,
}: {
  initial?: {
    province: string | null;
    productType: PriceInput['productType'];
    amountCents: number;
  };
  /** Editing an existing row: province and type stay. */
  lockSlot?: boolean;
  onSubmit: (input: PriceInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<PriceFormValues>({
    resolver: zodResolver(priceFormSchema),
    mode: 'onTouched',
    defaultValues: {
      province: initial ? (initial.province ?? OTHER) : '',
      productType: initial?.productType ?? 'SERVICE',
      amount: initial ? centsToEuro(initial.amountCents) : (undefined as unknown as number),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        province: values.province === OTHER ? null : values.province,
        productType: values.productType,
        amountCents: euroToCents(values.amount),
      });
    } catch (error) {
      const amountError =
        error instanceof ApiError ? error.fields?.['body.amountCents'] : undefined;
      if (amountError) form.setError('amount', { message: amountError });
      const matched = applyServerFieldErrors(error, form.setError, ['province', 'productType']);
      if (!matched && !amountError) form.setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="province"
          render={({ field, fieldState }) => (
            <Select
              label="Provincia"
              required
              searchable
              disabled={lockSlot}
              data={[
                { value: OTHER, label: 'Altre province (prezzo di base)' },
                ...provinceOptions,
              ]}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="productType"
          render={({ field, fieldState }) => (
            <Select
              label="Prodotto"
              required
              disabled={lockSlot}
              allowDeselect={false}
              data={productTypes.map((t) => ({ value: t, label: productTypeLabels[t] }))}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Importo (€)"
              required
              min={0}
              max={100_000}
              decimalScale={2}
              fixedDecimalScale
              decimalSeparator=","
              thousandSeparator="."
              allowNegative={false}
              suffix=" €"
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              data-autofocus
            />
          )}
        />
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
            Salva prezzo
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
