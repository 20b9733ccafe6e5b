import {
  MAX_PRICE_CENTS,
  type PriceInput,
  priceInputSchema,
  productTypeLabels,
} from '@equilibrio/contract/backoffice-catalog';
import { productTypes } from '@equilibrio/contract/enums';
import { formatEuro } from '@equilibrio/contract/quote-costs';
import { validationMessages } from '@equilibrio/contract/validation';
import { z } from 'zod';
import { confirm } from '@/components/confirm';
import { DialogForm } from '@/components/form/dialog-form';
import { euroAmount, NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { centsToEuro, euroToCents } from '@/lib/money';
import { optionsOf } from '@/lib/options';
import { provinceOptions } from '@/lib/provinces';

/** The default row's value in the province select. */
const OTHER = '__other__';

const priceFormSchema = z.object({
  province: z.string(validationMessages.required).min(1, validationMessages.required),
  productType: z.enum(productTypes, validationMessages.required),
  // In euro here, in cents for the API: the API's own rule, checked on the cents.
  amount: z.number('Indica l’importo').superRefine((euro, ctx) => {
    const cents = priceInputSchema.shape.amountCents.safeParse(euroToCents(euro));
    if (!cents.success) ctx.addIssue({ code: 'custom', message: cents.error.issues[0]!.message });
  }),
});

/**
 * Whether a new price is far from the one it replaces (more than half of it, up or down): a
 * digit too many or too few, or a sign, which would reach the families' next quotes at once.
 */
const priceLeaps = (fromCents: number, toCents: number) =>
  fromCents > 0 && Math.abs(toCents - fromCents) > fromCents / 2;

/** A price in euro (stored in cents) for a province — or "Altre province" — and a product type. */
export function PriceForm({
  initial,
  lockSlot,
  onSubmit,
  onCancel,
  onDirtyChange,
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
  /** Told whether anything was changed (the dialog then asks before it is thrown away). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(priceFormSchema, {
    defaultValues: {
      province: initial ? (initial.province ?? OTHER) : '',
      productType: initial?.productType ?? 'SERVICE',
      amount: initial ? centsToEuro(initial.amountCents) : (undefined as unknown as number),
    },
  });

  const submit = form.handleSubmit(async (values) => {
    // Zero may be meant (a partner pays it), but families would pay nothing: never by a slip.
    if (
      values.amount === 0 &&
      !(await confirm({
        title: 'Prezzo a zero',
        message: `Con un importo di 0,00 € la famiglia non paga nulla per "${productTypeLabels[values.productType]}". Vuoi salvarlo comunque?`,
        confirmLabel: 'Salva a zero',
        cancelLabel: 'Correggi',
      }))
    ) {
      form.setFocus('amount');
      return;
    }
    const amountCents = euroToCents(values.amount);
    if (
      values.amount !== 0 &&
      initial &&
      priceLeaps(initial.amountCents, amountCents) &&
      !(await confirm({
        title: 'Confermi il nuovo prezzo?',
        message: `Il prezzo passa da ${formatEuro(initial.amountCents)} a ${formatEuro(amountCents)}: vale per i preventivi scritti da ora, quelli già inviati restano con il prezzo di allora. Confermi?`,
        confirmLabel: 'Salva il nuovo prezzo',
        cancelLabel: 'Correggi',
      }))
    ) {
      form.setFocus('amount');
      return;
    }
    try {
      await onSubmit({
        province: values.province === OTHER ? null : values.province,
        productType: values.productType,
        amountCents,
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
    <DialogForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      submitLabel="Salva prezzo"
    >
      <SelectField
        control={form.control}
        name="province"
        empty=""
        label="Provincia"
        required
        searchable
        disabled={lockSlot}
        data={[{ value: OTHER, label: 'Altre province (prezzo di base)' }, ...provinceOptions]}
      />
      <SelectField
        control={form.control}
        name="productType"
        label="Prodotto"
        required
        disabled={lockSlot}
        allowDeselect={false}
        data={optionsOf(productTypes, productTypeLabels)}
      />
      <NumberField
        control={form.control}
        name="amount"
        label="Importo (€)"
        required
        max={MAX_PRICE_CENTS / 100}
        // A minus sign stays as typed, for the rule to name: '-5' became 5,00 € in silence.
        allowNegative
        {...euroAmount}
        fixedDecimalScale
        suffix=" €"
        data-autofocus
      />
    </DialogForm>
  );
}
