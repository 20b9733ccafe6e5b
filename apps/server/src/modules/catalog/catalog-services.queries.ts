import type { BusinessLine } from '@equilibrio/contract/enums';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyServices, serviceProducts, services } from '../../db/schema/catalog';
import { requests } from '../../db/schema/requests';
import { serviceColumns, welfareCompanyName } from '../../db/selections';

export async function findService(db: Db, serviceId: number) {
  const [row] = await db
    .select({
      ...serviceColumns,
      active: services.active,
    })
    .from(services)
    .where(eq(services.id, serviceId));
  return row;
}

/** A service's price rows for a province and its default rows (province null), in one query. */
export async function findProductsForProvince(db: Db, serviceId: number, province: string | null) {
  return db
    .select({
      province: serviceProducts.province,
      productType: serviceProducts.productType,
      amountCents: serviceProducts.amountCents,
    })
    .from(serviceProducts)
    .where(
      and(
        eq(serviceProducts.serviceId, serviceId),
        province
          ? or(eq(serviceProducts.province, province), isNull(serviceProducts.province))
          : isNull(serviceProducts.province),
      ),
    )
    .orderBy(asc(serviceProducts.productType));
}

export async function isServiceOfferedByCompany(db: Db, serviceId: number, companyId: string) {
  const [row] = await db
    .select({ serviceId: companyServices.serviceId })
    .from(companyServices)
    .where(and(eq(companyServices.serviceId, serviceId), eq(companyServices.companyId, companyId)));
  return row !== undefined;
}

/** A request's welfare facts: the switch, its programme's company, its quoted service's catalogue. */
export async function findRequestWelfareFacts(db: Db, requestId: number) {
  const [row] = await db
    .select({
      welfare: requests.welfare,
      companyName: welfareCompanyName,
      serviceCustomerType: services.customerType,
    })
    .from(requests)
    .leftJoin(services, eq(services.id, requests.serviceId))
    .where(eq(requests.id, requestId));
  return row;
}

/** Active services with the companies offering each (for the tutor's quote form). */
export async function listActiveServices(
  db: Db,
  filter: { businessLine?: BusinessLine; customerType?: string },
) {
  return db
    .select({
      ...serviceColumns,
      companyIds: sql<
        string[]
      >`coalesce(array_agg(${companyServices.companyId} order by ${companyServices.companyId}) filter (where ${companyServices.companyId} is not null), '{}')`,
    })
    .from(services)
    .leftJoin(companyServices, eq(companyServices.serviceId, services.id))
    .where(
      and(
        eq(services.active, true),
        filter.businessLine ? eq(services.businessLine, filter.businessLine) : undefined,
        filter.customerType ? eq(services.customerType, filter.customerType) : undefined,
      ),
    )
    .groupBy(services.id)
    .orderBy(asc(services.businessLine), asc(services.customerType), asc(services.id));
}

/** Every price row of the active B2C services (the public starting prices). */
export async function listB2cPriceRows(db: Db) {
  return db
    .select({
      serviceId: serviceProducts.serviceId,
      businessLine: services.businessLine,
      province: serviceProducts.province,
      productType: serviceProducts.productType,
      amountCents: serviceProducts.amountCents,
    })
    .from(serviceProducts)
    .innerJoin(services, eq(services.id, serviceProducts.serviceId))
    .where(and(eq(services.active, true), eq(services.customerType, 'B2C')));
}
