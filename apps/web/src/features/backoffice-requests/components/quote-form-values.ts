import { checkQuoteRules, type SendQuote } from '@equilibrio/contract/backoffice';
import {
  animalSizeCodes,
  type BusinessLine,
  contractCodes,
  dayCodes,
  hourCodes,
  languages,
} from '@equilibrio/contract/enums';
import { chosenServiceFlags, serviceFlagsByLine } from '@equilibrio/contract/request-detail-labels';
import { type ServiceFlag, serviceFlags } from '@equilibrio/contract/requests';
import { validationMessages } from '@equilibrio/contract/validation';
import { z } from 'zod';
import type { RequestWorkspace } from '../api/get-request';

const required = validationMessages.required;
const euro = (max: number) =>
  z
    .number('Inserisci un importo')
    .min(0, 'L’importo non può essere negativo')
    .max(max, 'Importo troppo alto')
    .nullable();

/** What the quote form holds: the quote's fields, flat (the API nests them in requestDetail). */
export const quoteFormSchema = z
  .object({
    serviceId: z.string(required).min(1, required),
    serviceStart: z.string(required).min(1, required),
    serviceEnd: z.string().nullable(),
    contract: z.enum(contractCodes).nullable(),
    netHourCost: euro(1000),
    packageFlatCost: euro(100_000),
    taxisitter: z.boolean(),
    requiredLanguage: z.array(z.enum(languages)),
    requestedExp: z
      .number()
      .int('Solo anni interi')
      .min(0)
      .max(60, 'Al massimo 60 anni')
      .nullable(),
    workDays: z.array(z.enum(dayCodes)),
    workHours: z.array(z.enum(hourCodes)),
    numberOfChildren: z.number().int().min(0).max(20, 'Al massimo 20').nullable(),
    animals: z.array(z.enum(animalSizeCodes)),
    dogHealing: z.array(z.enum(animalSizeCodes)),
    dogHosting: z.array(z.enum(animalSizeCodes)),
    catHealing: z.boolean(),
    catHosting: z.boolean(),
    flags: z.array(z.enum(serviceFlags as [ServiceFlag, ...ServiceFlag[]])),
    note: z.string().max(1000, 'Massimo 1000 caratteri'),
  })
  .superRefine((value, ctx) => checkQuoteRules(value, ctx));
export type QuoteFormValues = z.infer<typeof quoteFormSchema>;

/** The request's current quote details, or what the request itself suggests. */
export function quoteFormDefaults(request: RequestWorkspace): QuoteFormValues {
  const line = request.businessLine;
  const detail = request.requestDetail;
  return {
    serviceId: request.serviceLinked ? String(request.serviceLinked.id) : '',
    // Before the first quote, the family's 'Quando' suggests start, days and time slots.
    serviceStart: detail?.serviceStart ?? request.schedule?.startDate ?? '',
    serviceEnd: detail?.serviceEnd ?? null,
    contract: detail?.contract ?? null,
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
    numberOfChildren:
      detail?.numberOfChildren ??
      (line === 'BABYSITTER'
        ? request.dependants.filter((d) => d.type === 'PERSON').length || null
        : null),
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
      workDays: dayCodes.filter((d) => values.workDays.includes(d)).join('-'),
      workHours: hourCodes.filter((h) => values.workHours.includes(h)).join('-'),
      numberOfChildren: line === 'BABYSITTER' ? values.numberOfChildren : null,
      animals: pets ? values.animals : [],
      dogHealing: pets ? values.dogHealing : [],
      dogHosting: pets ? values.dogHosting : [],
      ...(pets ? { catHealing: values.catHealing, catHosting: values.catHosting } : {}),
      ...Object.fromEntries(
        serviceFlagsByLine[line].map((flag) => [flag, values.flags.includes(flag)]),
      ),
    },
  };
}
