import { checkQuoteRules, type SendQuote } from '@equilibrio/contract/backoffice';
import {
  noteText,
  quoteStartInThePastMessage,
  quoteStartsInThePast,
} from '@equilibrio/contract/backoffice-moves';
import {
  animalSizeCodes,
  type BusinessLine,
  contractCodes,
  dayCodes,
  hourCodes,
  languages,
} from '@equilibrio/contract/enums';
import { formatEuro } from '@equilibrio/contract/money-format';
import type { QuoteWeek } from '@equilibrio/contract/quote-schedule';
import { chosenServiceFlags, serviceFlagsByLine } from '@equilibrio/contract/request-detail-labels';
import { contractForFrequency } from '@equilibrio/contract/request-schedule';
import { type ServiceFlag, serviceFlags, slotHoursSchema } from '@equilibrio/contract/requests';
import { fieldIssue, validationMessages } from '@equilibrio/contract/validation';
import { z } from 'zod';
import { clickNow } from '@/lib/server-clock';
import type { RequestWorkspace } from '../api/get-request';

const required = validationMessages.required;
const euro = (max: number) =>
  z
    .number('Inserisci un importo')
    .min(0, 'L’importo non può essere negativo')
    .max(max, `Importo troppo alto: al massimo ${formatEuro(max * 100)}`)
    .nullable();

/**
 * A whole number, refused with `message` otherwise — by a refinement, not zod's `.int()`, whose
 * refusal stops the form's other rules: the tutor then met the quote's messages in rounds.
 */
const whole = (message: string) =>
  z
    .number()
    .min(0, validationMessages.notNegative)
    .refine((value) => Number.isInteger(value), message);

/** What the quote form holds: the quote's fields, flat (the API nests them in requestDetail). */
const quoteFields = z.object({
  serviceId: z.string(required).min(1, required),
  serviceStart: z.string(required).min(1, required),
  serviceEnd: z.string().nullable(),
  contract: z.enum(contractCodes).nullable(),
  netHourCost: euro(1000),
  packageFlatCost: euro(100_000),
  taxisitter: z.boolean(),
  requiredLanguage: z.array(z.enum(languages)),
  requestedExp: whole('Solo anni interi').max(60, 'Al massimo 60 anni').nullable(),
  workDays: z.array(z.enum(dayCodes)),
  workHours: z.array(z.enum(hourCodes)),
  slotHours: slotHoursSchema.nullable(),
  numberOfChildren: whole('Inserisci un numero intero').max(20, 'Al massimo 20').nullable(),
  animals: z.array(z.enum(animalSizeCodes)),
  dogHealing: z.array(z.enum(animalSizeCodes)),
  dogHosting: z.array(z.enum(animalSizeCodes)),
  catHealing: z.boolean(),
  catHosting: z.boolean(),
  flags: z.array(z.enum(serviceFlags as [ServiceFlag, ...ServiceFlag[]])),
  note: noteText.unwrap().unwrap(),
});

/**
 * What the quote's own rules read, by type only: the rules run as soon as these have the right
 * types, even while another field (or one of these) is still refused, so every message shows at
 * the first press (zod's default skips them while any field is refused).
 */
const ruleInput = z.object({
  serviceStart: z.string(),
  serviceEnd: z.string().nullable(),
  netHourCost: z.number().nullable(),
  packageFlatCost: z.number().nullable(),
  numberOfChildren: z.number().nullable(),
});

export const quoteFormSchema = quoteFields.superRefine(
  (value, ctx) => {
    checkQuoteRules(value, ctx);
    // The browser's today, as the interview form's: the API checks it again by its own clock.
    // Italy's today on the server's clock, as the calendar's first day and the API read it.
    if (quoteStartsInThePast(value.serviceStart, clickNow())) {
      fieldIssue(ctx, ['serviceStart'], quoteStartInThePastMessage);
    }
  },
  {
    when: ({ value }) => ruleInput.safeParse(value).success,
  },
);
export type QuoteFormValues = z.infer<typeof quoteFormSchema>;

/**
 * A cost the quote's preview may show as a price: one its field takes (above zero, within the
 * limit); otherwise null. A '-5' typed read 'Tariffa oraria del caregiver -5,00 €/h' before
 * the form was checked.
 */
export const previewCost = (
  name: 'netHourCost' | 'packageFlatCost',
  value: number | null | undefined,
) =>
  value !== null &&
  value !== undefined &&
  value > 0 &&
  quoteFields.shape[name].safeParse(value).success
    ? value
    : null;

/**
 * The quote's week as the form holds it, as the API takes it and as the cost preview and the
 * schedule's warnings count it: days and time slots in the week's order, and an 'Ore per fascia'
 * the form would refuse counted as none (a whole slot) until it is corrected.
 */
export const weekOf = (
  values: Pick<QuoteFormValues, 'workDays' | 'workHours' | 'slotHours'>,
): Required<QuoteWeek> => ({
  workDays: dayCodes.filter((d) => values.workDays.includes(d)).join('-'),
  workHours: hourCodes.filter((h) => values.workHours.includes(h)).join('-'),
  slotHours: slotHoursSchema.safeParse(values.slotHours).success ? values.slotHours : null,
});

/** The fields a quote is opened on, in the dialog's order: the first still empty takes the keyboard. */
export type OpeningField = 'serviceId' | 'serviceStart' | 'contract' | 'netHourCost';

/**
 * Where the tutor starts typing: the first of the service, the start, the contract and the cost
 * still to fill (a request whose 'Quando' and single fitting service filled the first three opens
 * on its cost); a quote already whole (a correction) opens on its service.
 */
export function firstToFill(values: QuoteFormValues): OpeningField {
  if (!values.serviceId) return 'serviceId';
  if (!values.serviceStart) return 'serviceStart';
  if (!values.contract) return 'contract';
  if (values.netHourCost == null && values.packageFlatCost == null) return 'netHourCost';
  return 'serviceId';
}

/** The `data-autofocus` a field takes when it is where the dialog opens. */
export const openingFocus = (first: OpeningField, name: OpeningField) =>
  first === name ? { 'data-autofocus': true } : {};

/** The request's current quote details, or what the request itself suggests. */
export function quoteFormDefaults(request: RequestWorkspace): QuoteFormValues {
  const line = request.businessLine;
  const detail = request.requestDetail;
  return {
    serviceId: request.serviceLinked ? String(request.serviceLinked.id) : '',
    // Before the first quote, the family's 'Quando' suggests start, days and time slots.
    serviceStart: detail?.serviceStart ?? request.schedule?.startDate ?? '',
    serviceEnd: detail?.serviceEnd ?? null,
    // Before the first quote, the family's 'Continuativo' or 'Occasionale' suggests the contract.
    contract: detail
      ? (detail.contract ?? null)
      : request.schedule?.frequency
        ? contractForFrequency[request.schedule.frequency]
        : null,
    netHourCost: detail?.netHourCost ?? null,
    packageFlatCost: detail?.packageFlatCost ?? null,
    taxisitter: detail?.taxisitter ?? request.needs === 'Taxi-sitter',
    requiredLanguage: detail?.requiredLanguage ?? request.languages,
    requestedExp: detail?.requestedExp ?? null,
    workDays: (detail
      ? detail.workDays.split('-').filter(Boolean)
      : (request.schedule?.days ?? [])) as QuoteFormValues['workDays'],
    workHours: (detail
      ? detail.workHours.split('-').filter(Boolean)
      : (request.schedule?.timeSlots ?? [])) as QuoteFormValues['workHours'],
    slotHours: detail?.slotHours ?? null,
    // A babysitter's only (the field is drawn for them alone): a count kept from another line
    // would be checked under no field.
    numberOfChildren:
      line === 'BABYSITTER'
        ? (detail?.numberOfChildren ??
          (request.dependants.filter((d) => d.type === 'PERSON').length || null))
        : null,
    animals: detail?.animals ?? [],
    dogHealing: detail?.dogHealing ?? [],
    dogHosting: detail?.dogHosting ?? [],
    catHealing: detail?.catHealing ?? false,
    catHosting: detail?.catHosting ?? false,
    flags: chosenServiceFlags(line, detail),
    note: '',
  };
}

/** The quote to send: only the fields the business line uses, the others emptied. */
export function toSendQuote(values: QuoteFormValues, line: BusinessLine): SendQuote {
  const pets = line === 'PETSITTER';
  return {
    serviceId: Number(values.serviceId),
    note: values.note.trim() || null,
    requestDetail: {
      serviceStart: values.serviceStart,
      serviceEnd: values.serviceEnd,
      contract: values.contract,
      netHourCost: values.netHourCost,
      packageFlatCost: values.packageFlatCost,
      taxisitter: line === 'BABYSITTER' && values.taxisitter,
      requiredLanguage: pets ? [] : values.requiredLanguage,
      requestedExp: values.requestedExp,
      ...weekOf(values),
      numberOfChildren: line === 'BABYSITTER' ? values.numberOfChildren : null,
      animals: pets ? values.animals : [],
      dogHealing: pets ? values.dogHealing : [],
      dogHosting: pets ? values.dogHosting : [],
      ...(pets ? { catHealing: values.catHealing, catHosting: values.catHosting } : {}),
      // The line's flags, yes or no, and any other the stored quote held and the tutor kept.
      ...Object.fromEntries(
        [...new Set([...serviceFlagsByLine[line], ...values.flags])].map((flag) => [
          flag,
          values.flags.includes(flag),
        ]),
      ),
    },
  };
}
