import { z } from 'zod';
import { companySchema } from './catalog';
import { contactPreferences, notificationPreferences } from './enums';
import { fiscalCodeSchema, vatNumberSchema } from './fiscal';
import { addressFieldsSchema, addressSchema, dependantSchema } from './people';
import { accountFields } from './session';
import {
  emailSchema,
  nameText,
  newPasswordSchema,
  passwordConfirmation,
  phoneSchema,
  validationMessages,
} from './validation';

export const billingAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/**
 * GET /api/v1/user-controller/{uid} (spec §3 "User" + "User profile"). Fields a customer has
 * not filled yet are null.
 */
export const userProfileSchema = z.object({
  ...accountFields,
  name: z.string().nullable(),
  surname: z.string().nullable(),
  phone: z.string().nullable(),
  photoURL: z.string().nullable(),
  contactSettings: z.object({ contactPreference: z.enum(contactPreferences).nullable() }),
  fiscalInfo: z.object({
    fiscalCode: z.string().nullable(),
    vatNumber: z.string().nullable(),
    /** The billing address; the default address when useDefaultAddress is on. */
    address: billingAddressSchema.nullable(),
    useDefaultAddress: z.boolean(),
  }),
  addresses: z.array(addressSchema),
  dependants: z.array(dependantSchema),
  workInfo: z.object({ b2bCompany: companySchema.nullable() }),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * GET/PUT /api/v1/user-controller/{uid}/notification-settings: which emails the family gets
 * about its requests. Legal and payment emails ignore it.
 */
export const notificationSettingsSchema = z.object({
  notificationPreference: z.enum(notificationPreferences, 'Scegli quali email vuoi ricevere.'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const personalInfoMessages = {
  emailReadOnly: "L'indirizzo email non si può modificare da qui.",
  noDefaultAddress:
    'Non hai ancora un indirizzo predefinito: aggiungine uno o inserisci i dati di fatturazione.',
} as const;

/**
 * PATCH /api/v1/user-controller/{uid}/update-profile body (spec §3 "Personal info payload",
 * §5 "Personal data"). The email is read-only: absent, or equal to the account's.
 */
export const personalInfoSchema = z.object({
  name: nameText(100),
  surname: nameText(100),
  phone: phoneSchema,
  email: z.string().trim().toLowerCase().max(254).nullable().optional(),
  contactPreference: z.enum(contactPreferences).nullable().optional(),
  fiscalCode: fiscalCodeSchema,
  vatNumber: vatNumberSchema,
  useDefaultAddress: z.boolean().default(false),
  /** The billing address; ignored when useDefaultAddress is on. */
  fiscalAddress: addressFieldsSchema.nullable().optional(),
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
export type PersonalInfo = z.output<typeof personalInfoSchema>;

/** The embedded password change (spec §5 "New password" + the current password). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, validationMessages.required),
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, validationMessages.required),
  })
  .refine(...passwordConfirmation);
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** 'Cambia email' in the personal area: the new address and the current password. */
export const changeEmailSchema = z.object({
  newEmail: emailSchema(validationMessages.loginEmail),
  currentPassword: z.string().min(1, validationMessages.required),
});
export type ChangeEmail = z.infer<typeof changeEmailSchema>;
