import {
  caregiverProfileFieldsSchema,
  checkProfileRules,
} from '@equilibrio/contract/caregiver-profile';
import {
  type Caregiver,
  type CaregiverInput,
  caregiverInputSchema,
  skillsProblem,
} from '@equilibrio/contract/caregivers';
import { caregiverTypes, languages } from '@equilibrio/contract/enums';
import { emailSchema, phoneSchema, validationMessages } from '@equilibrio/contract/validation';
import { z } from 'zod';

/** The contract's profile fields, read when the form's schema is first built (not at load). */
const profile = () => caregiverProfileFieldsSchema.shape;

/** The caregiver's profile as the form holds it ('' for no phone, email or description). */
export const caregiverFormSchema = z
  .object({
    type: z.enum(caregiverTypes, validationMessages.required),
    // The contract's rules, in the form's shape: one home for each limit.
    name: caregiverInputSchema.shape.name,
    surname: caregiverInputSchema.shape.surname,
    phone: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || phoneSchema.safeParse(value).success,
        'Numero di telefono non valido',
      ),
    // The contract's rule, '' (or blanks) for none, as the phone.
    email: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || emailSchema().safeParse(value).success,
        validationMessages.signUpEmail,
      ),
    province: z.string().nullable(),
    languages: z.array(z.enum(languages)),
    description: caregiverInputSchema.shape.description.unwrap().unwrap(),
    resumeHidden: z.boolean(),
    active: z.boolean(),
    // The profile beyond the card (issue 23): the contract's rules, without their defaults (the
    // form always holds a value).
    birthDate: caregiverInputSchema.shape.birthDate.unwrap(),
    comune: profile().comune.unwrap(),
    workComuni: profile().workComuni.unwrap(),
    workProvinces: profile().workProvinces.unwrap(),
    skills: profile().skills.unwrap(),
    // The form's number field gives a number or null (the contract also coerces typed text).
    yearsOfExperience:
      profile().yearsOfExperience.unwrap() as unknown as z.ZodNullable<z.ZodNumber>,
    availability: profile().availability.unwrap(),
    liveIn: profile().liveIn.unwrap(),
    presentation: profile().presentation.unwrap().unwrap(),
  })
  .superRefine((values, ctx) => {
    // The API's rules, said under their fields before sending: the skills of the type, the
    // experience within the working life, the comune in the province.
    const problem = values.type ? skillsProblem(values.type, values.skills) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['skills'], message: problem });
    checkProfileRules(values, ctx);
  });
export type CaregiverFormValues = z.infer<typeof caregiverFormSchema>;

export const caregiverFormValues = (caregiver: Caregiver | undefined): CaregiverFormValues => ({
  type: caregiver?.type ?? ('' as CaregiverFormValues['type']),
  name: caregiver?.name ?? '',
  surname: caregiver?.surname ?? '',
  phone: caregiver?.phone ?? '',
  email: caregiver?.email ?? '',
  province: caregiver?.province ?? null,
  languages: caregiver?.languages ?? [],
  description: caregiver?.description ?? '',
  // A new caregiver's CV is hidden from families until it is checked for a phone, an email, an
  // address or a fiscal code (as a candidate's arrives: server, acceptApplication).
  resumeHidden: caregiver?.resumeHidden ?? true,
  // A new caregiver is not proposed to families before the agency's checks are recorded.
  active: caregiver?.active ?? false,
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
  email: values.email || null,
  province: values.province,
  languages: values.languages,
  description: values.description || null,
  resumeHidden: values.resumeHidden,
  active: values.active,
  birthDate: values.birthDate,
  comune: values.comune,
  workComuni: values.workComuni,
  workProvinces: values.workProvinces,
  // As shown: a skill of another type is never dropped unseen; the form's rule asks to take it off.
  skills: values.skills,
  yearsOfExperience: values.yearsOfExperience,
  availability: values.availability,
  liveIn: values.liveIn,
  presentation: values.presentation || null,
});
