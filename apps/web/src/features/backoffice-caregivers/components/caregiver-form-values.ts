import type { Caregiver, CaregiverInput } from '@equilibrio/contract/caregivers';
import { caregiverTypes, languages } from '@equilibrio/contract/enums';
import {
  optionalText,
  phoneSchema,
  requiredText,
  validationMessages,
} from '@equilibrio/contract/validation';
import { z } from 'zod';

/** The caregiver's profile as the form holds it ('' for no phone or description). */
export const caregiverFormSchema = z.object({
  type: z.enum(caregiverTypes, validationMessages.required),
  name: requiredText(100),
  surname: requiredText(100),
  phone: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || phoneSchema.safeParse(value).success,
      'Numero di telefono non valido',
    ),
  province: z.string().nullable(),
  languages: z.array(z.enum(languages)),
  description: optionalText(2000),
  resumeHidden: z.boolean(),
  active: z.boolean(),
});
export type CaregiverFormValues = z.infer<typeof caregiverFormSchema>;

export const caregiverFormValues = (caregiver: Caregiver | undefined): CaregiverFormValues => ({
  type: caregiver?.type ?? ('' as CaregiverFormValues['type']),
  name: caregiver?.name ?? '',
  surname: caregiver?.surname ?? '',
  phone: caregiver?.phone ?? '',
  province: caregiver?.province ?? null,
  languages: caregiver?.languages ?? [],
  description: caregiver?.description ?? '',
  resumeHidden: caregiver?.resumeHidden ?? false,
  active: caregiver?.active ?? true,
});

export const toCaregiverInput = (values: CaregiverFormValues): CaregiverInput => ({
  type: values.type,
  name: values.name,
  surname: values.surname,
  phone: values.phone || null,
  province: values.province,
  languages: values.languages,
  description: values.description || null,
  resumeHidden: values.resumeHidden,
  active: values.active,
});
