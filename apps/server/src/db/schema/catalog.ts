import type { BusinessLine } from '@equilibrio/contract/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns';

const lineCheck = (column: unknown) =>
  sql`${column} in ('BABYSITTER', 'PETSITTER', 'NURSE', 'COLF')`;

/** Partner companies with a welfare programme; `/sign-up/{id}` uses the id. */
export const b2bCompanies = pgTable('b2b_companies', {
  /** URL-safe slug, e.g. 'acme-spa'. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Served by our server (e.g. /files/companies/acme-spa.svg), never an external URL. */
  logoUrl: text('logo_url'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** Catalogue services, per business line and customer type (B2C or B2B). */
export const services = pgTable(
  'services',
  {
    id: serialId(),
    businessLine: text('business_line').$type<BusinessLine>().notNull(),
    customerType: text('customer_type').notNull().default('B2C'),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('services_line_idx').on(table.businessLine, table.customerType),
    check('services_business_line_check', lineCheck(table.businessLine)),
    check('services_customer_type_check', sql`${table.customerType} in ('B2C', 'B2B')`),
  ],
);

/**
 * Prices of a service per province, in cents. `province` null is the default row used for
 * every province without its own ("Altre province").
 */
export const serviceProducts = pgTable(
  'service_products',
  {
    id: serialId(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    province: text('province'),
    productType: text('product_type').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    unique('service_products_unique')
      .on(table.serviceId, table.province, table.productType)
      .nullsNotDistinct(),
    check('service_products_type_check', sql`${table.productType} in ('SERVICE', 'SUBSCRIPTION')`),
    check('service_products_amount_check', sql`${table.amountCents} >= 0`),
  ],
);

/** Which catalogue services a partner company offers its employees. */
export const companyServices = pgTable(
  'company_services',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => b2bCompanies.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.serviceId] })],
);
