import { z } from 'zod';
import { businessLines, customerTypes, productTypes } from './enums';

/** GET /v1/b2b-companies/{companyId} */
export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** A catalogue service (GET /v1/services/b2b/{companyId} lists a company's). */
export const catalogServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  businessLine: z.enum(businessLines),
  customerType: z.enum(customerTypes),
});
export type CatalogService = z.infer<typeof catalogServiceSchema>;

/** GET /v1/services/{serviceId}/summary?province= — amounts in cents (spec §3, §9). */
export const serviceSummarySchema = z.object({
  serviceId: z.number().int(),
  /** The province the prices are for, or null when the default ("Altre province") row applies. */
  province: z.string().nullable(),
  products: z.array(z.object({ productType: z.enum(productTypes), amount: z.number().int() })),
});

/**
 * A quote's prices, kept with it when it was written (sent or corrected): what the family reads
 * and pays whatever the catalogue says later. Null for a quote written before they were kept
 * (its prices are then the catalogue's: the service summary).
 */
export const quotedProductsSchema = serviceSummarySchema.shape.products.nullable();
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;

/** The prices kept with a quote, if any: an empty list (stored for a while) keeps none. */
export const keptPrices = (products: ServiceSummary['products'] | null | undefined) =>
  products?.length ? products : null;

/**
 * The prices a quote written on `serviceId` keeps: a correction on the quote's own service keeps
 * those the family was sent; another service (or a quote that kept none) takes the catalogue's
 * now (null). The API writes the quote with them and the tutor's form previews them.
 */
export const correctionKeptPrices = (
  quote: {
    serviceId: number | null | undefined;
    quotedProducts: ServiceSummary['products'] | null;
  },
  serviceId: number,
) => (quote.serviceId === serviceId ? keptPrices(quote.quotedProducts) : null);

/**
 * GET /v1/services/starting-prices (public, the 'Come funziona' page): per business line, the
 * lowest price of the service ('da …', cents) over the active private-customer (B2C) services
 * and their provinces — the quote's total (`quoteTotals`) of the cheapest one. A line with no
 * priced service is left out.
 */
export const startingPricesSchema = z.array(
  z.object({ businessLine: z.enum(businessLines), fromCents: z.number().int() }),
);
export type StartingPrices = z.infer<typeof startingPricesSchema>;

/** companyId path/query values: slugs. */
export const companyIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Azienda non valida');

/**
 * The quote's prices from a service summary (spec §9, cents): the service price is the service
 * plus the non-service products, the coverage (renewal) price the non-service products alone.
 * The checkout charges `totalCents`, the same sum the quote page shows.
 */
export function quoteTotals(products: ServiceSummary['products']) {
  const serviceCents = products
    .filter((product) => product.productType === 'SERVICE')
    .reduce((sum, product) => sum + product.amount, 0);
  const coverageCents = products
    .filter((product) => product.productType !== 'SERVICE')
    .reduce((sum, product) => sum + product.amount, 0);
  return { serviceCents, coverageCents, totalCents: serviceCents + coverageCents };
}
