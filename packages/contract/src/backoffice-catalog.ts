import { z } from 'zod';
import { catalogServiceSchema, companySchema } from './catalog';
import { businessLines, customerTypes, type ProductType, productTypes } from './enums';
import { formatEuro } from './money-format';
import { provinceLabel } from './province-names';
import { costLabels } from './quote-costs';
import { optionalText, provinceCodeSchema, requiredText } from './validation';

/**
 * The family tutors' catalogue (/v1/backoffice/catalog/...): services per business line and
 * customer type, their prices per province (cents), partner companies.
 */

/**
 * Italian names of the product types: the names the quote gives the same two amounts (the family
 * reads them there), so a tutor changing a price knows which line of the quote it is.
 */
export const productTypeLabels: Record<ProductType, string> = {
  SERVICE: costLabels.selection,
  SUBSCRIPTION: 'Garanzia NO PROBLEM',
};

/** The province of a price row: 'Torino (TO)', or 'Altre province' for the default row (null). */
export const priceProvinceLabel = (province: string | null) =>
  province === null ? 'Altre province' : provinceLabel(province);

/**
 * Highest price a tutor can enter: 10.000 € (in cents). No selection or guarantee of a family
 * service costs that much; an amount above it is a slip (a digit too many, a pasted figure).
 */
export const MAX_PRICE_CENTS = 1_000_000;

/** A price row. `province` null is the default row ("Altre province"). Amounts in cents. */
export const servicePriceSchema = z.object({
  id: z.number().int(),
  province: z.string().nullable(),
  productType: z.enum(productTypes),
  amountCents: z.number().int(),
});
export type ServicePrice = z.infer<typeof servicePriceSchema>;

export const adminServiceSchema = catalogServiceSchema.extend({
  active: z.boolean(),
  /** Default row first, then provinces A→Z; SERVICE before SUBSCRIPTION. */
  prices: z.array(servicePriceSchema),
  /** B2B services: the partner companies offering it. */
  companyIds: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
export const adminServiceListSchema = z.array(adminServiceSchema);

export const adminServiceListQuerySchema = z.object({
  businessLine: z.enum(businessLines).optional(),
  customerType: z.enum(customerTypes).optional(),
});

/** POST /v1/backoffice/catalog/services */
export const serviceCreateSchema = z.object({
  businessLine: z.enum(businessLines, 'Scegli la linea di servizio'),
  customerType: z.enum(customerTypes, 'Scegli il tipo di cliente'),
  name: requiredText(100),
  description: optionalText(500).nullable().optional(),
  active: z.boolean().default(true),
});
export type ServiceCreate = z.infer<typeof serviceCreateSchema>;

/** PUT /v1/backoffice/catalog/services/{id}: line and customer type stay as created. */
export const serviceUpdateSchema = serviceCreateSchema.omit({
  businessLine: true,
  customerType: true,
});
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

/** POST /v1/backoffice/catalog/services/{id}/prices and PUT /v1/backoffice/catalog/prices/{id}. */
export const priceInputSchema = z.object({
  /** Null: the default row ("Altre province"). */
  province: provinceCodeSchema.nullable(),
  productType: z.enum(productTypes, 'Scegli il tipo di prodotto'),
  amountCents: z
    .number('Indica l’importo')
    .int('L’importo deve essere in centesimi interi')
    .min(0, 'L’importo non può essere negativo')
    .max(MAX_PRICE_CENTS, `Importo troppo alto: al massimo ${formatEuro(MAX_PRICE_CENTS)}`),
});
export type PriceInput = z.infer<typeof priceInputSchema>;

/** A partner company as the back office manages it. */
export const adminCompanySchema = companySchema.extend({
  active: z.boolean(),
  /** The B2B services it offers its employees. */
  serviceIds: z.array(z.number().int()),
  /** Its sign-up page, e.g. /sign-up/acme-welfare. */
  signUpPath: z.string(),
  createdAt: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export const adminCompanyListSchema = z.array(adminCompanySchema);

/** PUT /v1/backoffice/catalog/companies/{id} */
export const companyUpdateSchema = z.object({
  name: requiredText(200),
  active: z.boolean().default(true),
  serviceIds: z.array(z.number().int().positive()).max(200).default([]),
});
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

/** POST /v1/backoffice/catalog/companies: the id is the sign-up link's last part. */
export const companyCreateSchema = companyUpdateSchema.extend({
  id: z
    .string()
    .trim()
    .min(3, 'Almeno 3 caratteri')
    .max(64, 'Massimo 64 caratteri')
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Usa solo lettere minuscole, numeri e trattini'),
});
export type CompanyCreate = z.infer<typeof companyCreateSchema>;

export const signUpPathOf = (companyId: string) => `/sign-up/${companyId}`;
