import type { BusinessLine } from '@equilibrio/contract/enums';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockRow } from '../../db/locks';
import { b2bCompanies, companyServices, serviceProducts, services } from '../../db/schema/catalog';
import { columnsOf, outer, serviceColumns } from '../../db/selections';

// ── Services and prices ─────────────────────────────────────────────────────────────────────

const priceRowsJson = sql<
  { id: number; province: string | null; productType: string; amountCents: number }[]
>`coalesce((
  select json_agg(json_build_object('id', p.id, 'province', p.province, 'productType', p.product_type, 'amountCents', p.amount_cents)
    order by p.province nulls first, p.product_type)
  from ${serviceProducts} p where p.service_id = ${outer('services', 'id')}
), '[]'::json)`;

const companyIdsJson = sql<string[]>`coalesce((
  select json_agg(cs.company_id order by cs.company_id)
  from ${companyServices} cs where cs.service_id = ${outer('services', 'id')}
), '[]'::json)`;

const adminServiceColumns = {
  ...serviceColumns,
  active: services.active,
  createdAt: services.createdAt,
  prices: priceRowsJson,
  companyIds: companyIdsJson,
};

/** Every service (active or not) with its prices and companies, in one query. */
export async function listServicesWithPrices(
  db: Db,
  filter: { businessLine?: BusinessLine; customerType?: string; id?: number },
) {
  return db
    .select(adminServiceColumns)
    .from(services)
    .where(
      and(
        filter.id !== undefined ? eq(services.id, filter.id) : undefined,
        filter.businessLine ? eq(services.businessLine, filter.businessLine) : undefined,
        filter.customerType ? eq(services.customerType, filter.customerType) : undefined,
      ),
    )
    .orderBy(asc(services.businessLine), asc(services.customerType), asc(services.id));
}

export async function insertService(
  db: Db,
  values: {
    businessLine: BusinessLine;
    customerType: string;
    name: string;
    description: string | null;
    active: boolean;
    createdAt: Date;
  },
) {
  const [row] = await db.insert(services).values(values).returning({ id: services.id });
  return row!.id;
}

/** Another service of the line and customer type with this name (any case), if any. */
export async function findServiceNamed(
  db: Db,
  service: { businessLine: BusinessLine; customerType: string; name: string; exceptId?: number },
) {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.businessLine, service.businessLine),
        eq(services.customerType, service.customerType),
        sql`lower(trim(${services.name})) = lower(trim(${service.name}))`,
        service.exceptId === undefined ? undefined : sql`${services.id} <> ${service.exceptId}`,
      ),
    )
    .limit(1);
  return row;
}

export async function updateService(
  db: Db,
  id: number,
  values: { name: string; description: string | null; active: boolean },
) {
  const rows = await db
    .update(services)
    .set(values)
    .where(eq(services.id, id))
    .returning({ id: services.id });
  return rows.length > 0;
}

/** Locks the service row: price edits of one service happen one at a time. */
export const lockService = (db: Db, id: number) =>
  lockRow(
    db,
    services,
    { id: services.id, businessLine: services.businessLine, customerType: services.customerType },
    eq(services.id, id),
  );

export async function findPrice(db: Db, priceId: number) {
  const [row] = await db
    .select(columnsOf(serviceProducts, ['id', 'serviceId', 'province', 'productType']))
    .from(serviceProducts)
    .where(eq(serviceProducts.id, priceId));
  return row;
}

/** The price row of a service for a province (null: default) and product type, if any. */
export async function findPriceSlot(
  db: Db,
  serviceId: number,
  province: string | null,
  productType: string,
) {
  const [row] = await db
    .select({ id: serviceProducts.id })
    .from(serviceProducts)
    .where(
      and(
        eq(serviceProducts.serviceId, serviceId),
        province === null
          ? isNull(serviceProducts.province)
          : eq(serviceProducts.province, province),
        eq(serviceProducts.productType, productType),
      ),
    );
  return row;
}

const priceColumns = columnsOf(serviceProducts, ['id', 'province', 'productType', 'amountCents']);

export async function insertPrice(
  db: Db,
  values: { serviceId: number; province: string | null; productType: string; amountCents: number },
) {
  const [row] = await db.insert(serviceProducts).values(values).returning(priceColumns);
  return row!;
}

export async function updatePrice(
  db: Db,
  priceId: number,
  values: { province: string | null; productType: string; amountCents: number },
) {
  const [row] = await db
    .update(serviceProducts)
    .set(values)
    .where(eq(serviceProducts.id, priceId))
    .returning(priceColumns);
  return row;
}

export async function deletePrice(db: Db, priceId: number) {
  await db.delete(serviceProducts).where(eq(serviceProducts.id, priceId));
}

// ── Partner companies ───────────────────────────────────────────────────────────────────────

const companyServiceIdsJson = sql<number[]>`coalesce((
  select json_agg(cs.service_id order by cs.service_id)
  from ${companyServices} cs where cs.company_id = ${outer('b2b_companies', 'id')}
), '[]'::json)`;

const companyColumns = {
  id: b2bCompanies.id,
  name: b2bCompanies.name,
  logoUrl: b2bCompanies.logoUrl,
  active: b2bCompanies.active,
  createdAt: b2bCompanies.createdAt,
  serviceIds: companyServiceIdsJson,
};

export async function listCompaniesWithServices(db: Db, where?: SQL) {
  return db.select(companyColumns).from(b2bCompanies).where(where).orderBy(asc(b2bCompanies.name));
}

export const findCompanyWithServices = async (db: Db, id: string) =>
  (await listCompaniesWithServices(db, eq(b2bCompanies.id, id)))[0];

/** Locks the company row; answers its logo. */
export const lockCompany = (db: Db, id: string) =>
  lockRow(
    db,
    b2bCompanies,
    { id: b2bCompanies.id, logoUrl: b2bCompanies.logoUrl },
    eq(b2bCompanies.id, id),
  );

/** Inserts the company; false when the id is taken. */
export async function insertCompany(
  db: Db,
  values: { id: string; name: string; active: boolean; createdAt: Date },
) {
  const rows = await db
    .insert(b2bCompanies)
    .values(values)
    .onConflictDoNothing({ target: b2bCompanies.id })
    .returning({ id: b2bCompanies.id });
  return rows.length > 0;
}

export async function updateCompany(
  db: Db,
  id: string,
  values: { name?: string; active?: boolean; logoUrl?: string | null },
) {
  await db.update(b2bCompanies).set(values).where(eq(b2bCompanies.id, id));
}

export async function replaceCompanyServices(db: Db, companyId: string, serviceIds: number[]) {
  await db.delete(companyServices).where(eq(companyServices.companyId, companyId));
  if (serviceIds.length === 0) return;
  await db
    .insert(companyServices)
    .values(serviceIds.map((serviceId) => ({ companyId, serviceId })));
}

/** Which of these services exist and are B2B. */
export async function findB2bServiceIds(db: Db, serviceIds: number[]) {
  if (serviceIds.length === 0) return [];
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(inArray(services.id, serviceIds), eq(services.customerType, 'B2B')));
  return rows.map((row) => row.id);
}
