import {
  caregiverProfileFieldsSchema,
  caregiverSkills,
} from '@equilibrio/contract/caregiver-profile';
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
  // The profile beyond the card (issue 23): the contract's rules, without their defaults (the
  // form always holds a value).
  birthDate: caregiverProfileFieldsSchema.shape.birthDate.unwrap(),
  comune: caregiverProfileFieldsSchema.shape.comune.unwrap(),
  workComuni: caregiverProfileFieldsSchema.shape.workComuni.unwrap(),
  workProvinces: caregiverProfileFieldsSchema.shape.workProvinces.unwrap(),
  skills: caregiverProfileFieldsSchema.shape.skills.unwrap(),
  // The form's number field gives a number or null (the contract also coerces typed text).
  yearsOfExperience:
    caregiverProfileFieldsSchema.shape.yearsOfExperience.unwrap() as unknown as z.ZodNullable<z.ZodNumber>,
  availability: caregiverProfileFieldsSchema.shape.availability.unwrap(),
  liveIn: caregiverProfileFieldsSchema.shape.liveIn.unwrap(),
  presentation: optionalText(3000),
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
  birthDate: caregiver?.birthDate ?? null,
  comune: caregiver?.comune ?? null,
  workComuni: caregiver?.workComuni ?? [],
  workProvinces: caregiver?.workProvinces ?? [],
  skills: caregiver?.skills ?? [],
  yearsOfExperience: caregiver?.yearsOfExperience ?? null,
  availability: caregiver?.availability ?? [],
  liveIn: caregiver?.liveIn ?? false,
  presentation: caregiver?.presentation ?? '',
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
  birthDate: values.birthDate,
  comune: values.comune,
  workComuni: values.workComuni,
  workProvinces: values.workProvinces,
  // Only the sub-skills of the chosen type (the type may have changed).
  skills: values.skills.filter((skill) =>
    values.type ? (caregiverSkills[values.type] as readonly string[]).includes(skill) : false,
  ),
  yearsOfExperience: values.yearsOfExperience,
  availability: values.availability,
  liveIn: values.liveIn,
  presentation: values.presentation || null,
});
