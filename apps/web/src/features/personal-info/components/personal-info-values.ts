import { contactPreferences } from '@equilibrio/contract/enums';
import { fiscalCodeSchema, vatNumberSchema } from '@equilibrio/contract/fiscal';
import { addressFieldsSchema } from '@equilibrio/contract/people';
import type { PersonalInfoInput, UserProfile } from '@equilibrio/contract/users';
import { fieldIssue, nameText, phoneSchema } from '@equilibrio/contract/validation';
import { z } from 'zod';
import { type AddressFieldValues, emptyAddressFields } from '@/components/address-fields';

const billingKeys = ['street', 'city', 'province', 'postalCode'] as const;
const isBlank = (billing: Pick<AddressFieldValues, (typeof billingKeys)[number]>) =>
  billingKeys.every((k) => !billing[k].trim());

/**
 * Spec §5 "Personal data": name, surname, phone, email and fiscal code required; VAT number and
 * contact preference optional. The billing address is optional, but complete when given.
 */
export const personalInfoSchema = z
  .object({
    name: nameText(100),
    surname: nameText(100),
    phone: phoneSchema,
    email: z.string(),
    contactPreference: z.union([z.enum(contactPreferences), z.literal('')]),
    fiscalCode: fiscalCodeSchema,
    vatNumber: vatNumberSchema,
    useDefaultAddress: z.boolean(),
    billing: z.object({
      street: z.string(),
      city: z.string(),
      province: z.string(),
      postalCode: z.string(),
      latitude: z.number().nullable().optional(),
      longitude: z.number().nullable().optional(),
    }),
  })
  .superRefine((value, ctx) => {
    if (value.useDefaultAddress || isBlank(value.billing)) return;
    const parsed = addressFieldsSchema.safeParse(value.billing);
    for (const issue of parsed.error?.issues ?? []) {
      fieldIssue(ctx, ['billing', ...issue.path], issue.message);
    }
  });
export type PersonalInfoValues = z.input<typeof personalInfoSchema>;
export type PersonalInfoOutput = z.output<typeof personalInfoSchema>;

export const personalInfoValues = (profile: UserProfile): PersonalInfoValues => {
  const billing = profile.fiscalInfo.useDefaultAddress ? null : profile.fiscalInfo.address;
  return {
    name: profile.name ?? '',
    surname: profile.surname ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    contactPreference: profile.contactSettings.contactPreference ?? '',
    fiscalCode: profile.fiscalInfo.fiscalCode ?? '',
    vatNumber: profile.fiscalInfo.vatNumber ?? '',
    useDefaultAddress: profile.fiscalInfo.useDefaultAddress,
    billing: billing ? { ...emptyAddressFields, ...billing } : emptyAddressFields,
  };
};

/** The profile update: the account's email as it is, no billing address when left blank. */
export const toPersonalInfoInput = (
  values: PersonalInfoOutput,
  profile: UserProfile,
): PersonalInfoInput => ({
  name: values.name,
  surname: values.surname,
  phone: values.phone,
  email: profile.email,
  contactPreference: values.contactPreference || null,
  fiscalCode: values.fiscalCode,
  vatNumber: values.vatNumber,
  useDefaultAddress: values.useDefaultAddress,
  fiscalAddress:
    values.useDefaultAddress || isBlank(values.billing)
      ? null
      : addressFieldsSchema.parse(values.billing),
});

/** The form field of an API field message ('body.fiscalAddress.city' → 'billing.city'). */
export const personalInfoField = (path: string) =>
  path.replace(/^body\./, '').replace(/^fiscalAddress\./, 'billing.') as keyof PersonalInfoValues;
