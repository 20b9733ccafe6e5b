import {
  keptPrices,
  quoteTotals,
  type ServiceSummary,
  type StartingPrices,
} from '@equilibrio/contract/catalog';
import {
  type BusinessLine,
  businessLines,
  type CustomerType,
  type ProductType,
} from '@equilibrio/contract/enums';
import { type WelfareProgramme, welfareProgrammeOf } from '@equilibrio/contract/welfare';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findProductsForProvince,
  findRequestWelfareFacts,
  findService,
  isServiceOfferedByCompany,
  listActiveServices,
  listB2cPriceRows,
} from './catalog-services.queries';

/**
 * GET /v1/services/{serviceId}/summary: the service's prices for the province, or the default
 * ones ("Altre province") when the province has no prices of its own.
 */
export async function getServiceSummary(
  ctx: AppContext,
  serviceId: number,
  province: string | null,
): Promise<ServiceSummary> {
  const service = await findService(ctx.db, serviceId);
  if (!service) throw new AppError('NOT_FOUND', 'Servizio non trovato.');
  const rows = await findProductsForProvince(ctx.db, serviceId, province);
  const own = province ? rows.filter((row) => row.province === province) : [];
  const chosen = own.length > 0 ? own : rows.filter((row) => row.province === null);
  return {
    serviceId,
    province: own.length > 0 ? province : null,
    products: chosen.map((row) => ({
      productType: row.productType as ProductType,
      amount: row.amountCents,
    })),
  };
}

/**
 * A quote's prices: those kept with it when it was written, or — for a quote written before
 * prices were kept — the catalogue's for the request's province now.
 */
export async function quotedProducts(
  ctx: AppContext,
  quote: {
    serviceId: number;
    province: string | null;
    quotedProducts: ServiceSummary['products'] | null;
  },
): Promise<ServiceSummary['products']> {
  return (
    keptPrices(quote.quotedProducts) ??
    (await getServiceSummary(ctx, quote.serviceId, quote.province)).products
  );
}

/**
 * The catalogue service a tutor links to a quote, checked against the request: same business
 * line, B2B (offered by the customer's company) for welfare requests, B2C otherwise.
 * Throws a 400 naming `serviceId` when it does not fit.
 */
export async function requireQuotableService(
  db: Db,
  serviceId: number,
  request: { businessLine: string; welfare: boolean; companyId: string | null },
) {
  const service = await findService(db, serviceId);
  const invalid = (message: string) =>
    new AppError('VALIDATION_FAILED', message, { serviceId: message });
  if (!service?.active) throw invalid('Servizio non trovato nel catalogo');
  if (service.businessLine !== request.businessLine) {
    throw invalid('Il servizio non corrisponde al tipo di richiesta');
  }
  const wanted: CustomerType = request.welfare && request.companyId ? 'B2B' : 'B2C';
  if (service.customerType !== wanted) {
    throw invalid(
      wanted === 'B2B'
        ? 'La richiesta usa il programma welfare: scegli un servizio B2B dell’azienda'
        : 'Scegli un servizio per clienti privati (B2C)',
    );
  }
  if (wanted === 'B2B' && !(await isServiceOfferedByCompany(db, serviceId, request.companyId!))) {
    throw invalid('Il servizio non è offerto dall’azienda della famiglia');
  }
  return {
    id: service.id,
    name: service.name,
    customerType: service.customerType as CustomerType,
  };
}

/** Active catalogue services (the tutor's quote form). */
export async function listCatalogServices(
  ctx: AppContext,
  filter: { businessLine?: BusinessLine; customerType?: CustomerType },
) {
  const rows = await listActiveServices(ctx.db, filter);
  return rows.map((row) => ({
    ...row,
    businessLine: row.businessLine,
    customerType: row.customerType as CustomerType,
  }));
}

/**
 * GET /v1/services/starting-prices: per business line, the lowest quote total ('da …') a private
 * customer can get — each service's price rows of one province (or the default rows) make one
 * quote, as `getServiceSummary` picks them, summed by the contract's `quoteTotals`.
 */
export async function listStartingPrices(ctx: AppContext): Promise<StartingPrices> {
  const quotes = new Map<string, { line: BusinessLine; products: ServiceSummary['products'] }>();
  for (const row of await listB2cPriceRows(ctx.db)) {
    const key = `${row.serviceId}:${row.province ?? ''}`;
    const quote = quotes.get(key) ?? { line: row.businessLine, products: [] };
    quote.products.push({ productType: row.productType as ProductType, amount: row.amountCents });
    quotes.set(key, quote);
  }
  const lowest = new Map<BusinessLine, number>();
  for (const { line, products } of quotes.values()) {
    const { totalCents } = quoteTotals(products);
    if (totalCents > 0 && totalCents < (lowest.get(line) ?? Number.POSITIVE_INFINITY)) {
      lowest.set(line, totalCents);
    }
  }
  return businessLines
    .filter((line) => lowest.has(line))
    .map((line) => ({ businessLine: line, fromCents: lowest.get(line)! }));
}

/**
 * The welfare programme request `requestId` is made with (the contract's `welfareProgrammeOf`),
 * for the emails and the checkout that tell it beside the amounts; null: a private request.
 */
export async function requestWelfareProgramme(
  db: Db,
  requestId: number,
): Promise<WelfareProgramme | null> {
  const row = await findRequestWelfareFacts(db, requestId);
  return row ? welfareProgrammeOf(row) : null;
}
