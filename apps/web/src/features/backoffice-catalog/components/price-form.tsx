import {
  type PriceInput,
  priceInputSchema,
  productTypeLabels,
  type ServicePrice,
} from '@equilibrio/contract/backoffice-catalog';
import { productTypes } from '@equilibrio/contract/enums';
import { formatEuro } from '@equilibrio/contract/money-format';
import { validationMessages } from '@equilibrio/contract/validation';
import { z } from 'zod';
import { confirm } from '@/components/confirm';
import { DialogForm } from '@/components/form/dialog-form';
import { MoneyField } from '@/components/form/money-field';
import { SelectField } from '@/components/form/select-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { centsToEuro, euroToCents } from '@/lib/money';
import { optionsOf } from '@/lib/options';
import { provinceOptions } from '@/lib/provinces';
import { provinceName } from './price-table';

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

/** The question before an edited price leaps from the one it replaces; null: no question. */
const leapQuestion = (fromCents: number, toCents: number) =>
  priceLeaps(fromCents, toCents)
    ? `Il prezzo passa da ${formatEuro(fromCents)} a ${formatEuro(toCents)}: vale per i preventivi scritti da ora, quelli già inviati restano con il prezzo di allora. Confermi?`
    : null;

/**
 * The question before a new price far from every other price of the same product of the service
 * (more than half of each, up or down): a new row has no old amount to compare with, and '164.5'
 * once saved 1.645,00 € in Napoli beside 164,00 € elsewhere without a word. null: no question.
 */
function farFromOthers(
  others: readonly Pick<ServicePrice, 'province' | 'productType' | 'amountCents'>[],
  price: PriceInput,
) {
  const alike = others
    .filter((p) => p.productType === price.productType && p.province !== price.province)
    .sort((a, b) => a.amountCents - b.amountCents);
  const [lowest] = alike;
  const highest = alike.at(-1);
  if (!lowest || !highest || alike.some((p) => !priceLeaps(p.amountCents, price.amountCents))) {
    return null;
  }
  const product = `«${productTypeLabels[price.productType]}»`;
  const range =
    alike.length === 1
      ? `${formatEuro(lowest.amountCents)} in ${provinceName(lowest.province)}`
      : lowest.amountCents === highest.amountCents
        ? `tutti ${formatEuro(lowest.amountCents)}`
        : `da ${formatEuro(lowest.amountCents)} a ${formatEuro(highest.amountCents)}`;
  return `Il prezzo ${product} per ${provinceName(price.province)} sarà ${formatEuro(price.amountCents)}, lontano dagli altri prezzi ${product} di questo servizio (${range}). Vale per i preventivi scritti da ora. Confermi?`;
}

/** A price in euro (stored in cents) for a province — or "Altre province" — and a product type. */
export function PriceForm({
  initial,
  otherPrices = [],
  lockSlot,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  /** The row edited, or the province and type of a new row (no amount yet). */
  initial?: {
    province: string | null;
    productType: PriceInput['productType'];
    amountCents?: number;
  };
  /** The service's other prices: a new price far from all of its product's is asked about. */
  otherPrices?: readonly Pick<ServicePrice, 'province' | 'productType' | 'amountCents'>[];
  /** Editing an existing row: province and type stay. */
  lockSlot?: boolean;
  onSubmit: (input: PriceInput) => Promise<void>;
  onCancel: () => void;
  /** Told whether anything was changed (the dialog then asks before it is thrown away). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  /** The province and product are given (a row edited, or a missing one added from its place). */
  const slotGiven = lockSlot || initial !== undefined;
  const form = useSchemaForm(priceFormSchema, {
    defaultValues: {
      province: initial ? (initial.province ?? OTHER) : '',
      productType: initial?.productType ?? 'SERVICE',
      amount:
        initial?.amountCents !== undefined
          ? centsToEuro(initial.amountCents)
          : (undefined as unknown as number),
    },
  });

  const submit = form.handleSubmit(async (values) => {
    // Zero may be meant (a partner pays it), but families would pay nothing: never by a slip.
    if (
      values.amount === 0 &&
      !(await confirm({
        title: 'Prezzo a zero',
        message: `Con un importo di 0,00 € la famiglia non paga nulla per «${productTypeLabels[values.productType]}». Vuoi salvarlo comunque?`,
        confirmLabel: 'Salva a zero',
        cancelLabel: 'Correggi',
      }))
    ) {
      form.setFocus('amount');
      return;
    }
    const price = {
      province: values.province === OTHER ? null : values.province,
      productType: values.productType,
      amountCents: euroToCents(values.amount),
    };
    const before = initial?.amountCents;
    // An edited price is compared with what it was, a new one with its product's other prices.
    const question =
      values.amount === 0
        ? null
        : before === undefined
          ? farFromOthers(otherPrices, price)
          : leapQuestion(before, price.amountCents);
    if (
      question &&
      !(await confirm({
        title: 'Confermi il nuovo prezzo?',
        message: question,
        confirmLabel: 'Salva il nuovo prezzo',
        cancelLabel: 'Correggi',
      }))
    ) {
      form.setFocus('amount');
      return;
    }
    try {
      await onSubmit(price);
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
        // A new price opens on the first thing it asks; one whose slot is given, on its amount.
        {...(slotGiven ? {} : { 'data-autofocus': true })}
      />
      <SelectField
        control={form.control}
        name="productType"
        label="Prodotto"
        required
        disabled={lockSlot}
        data={optionsOf(productTypes, productTypeLabels)}
      />
      <MoneyField
        control={form.control}
        name="amount"
        label="Importo (€)"
        required
        // (A minus sign stays as typed, for the rule to name: '-5' became 5,00 € in silence.)
        {...(slotGiven ? { 'data-autofocus': true } : {})}
      />
    </DialogForm>
  );
}
