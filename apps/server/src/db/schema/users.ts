import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { b2bCompanies } from './catalog';
import { instant, timestamps } from './columns';

export type BillingAddress = { street: string; city: string; province: string; postalCode: string };

/**
 * The product profile of a customer or tutor (spec §3 "User profile"), keyed by the identity
 * uid. Kept apart from identity_users so the product works the same with real Firebase.
 */
export const users = pgTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    /** Lower-cased; read-only for the customer once set. */
    email: text('email'),
    name: text('name'),
    surname: text('surname'),
    phone: text('phone'),
    photoUrl: text('photo_url'),
    /** PHONE | WHATSAPP | EMAIL (labels Telefonata, WhatsApp, Email). */
    contactPreference: text('contact_preference'),
    fiscalCode: text('fiscal_code'),
    vatNumber: text('vat_number'),
    /** Billing address; ignored when useDefaultAddress is on (the default address bills). */
    fiscalAddress: jsonb('fiscal_address').$type<BillingAddress>(),
    useDefaultAddress: boolean('use_default_address').notNull().default(false),
    /** ALL | ACTIONS | NONE: the family's emails about its requests (legal and payment: always). */
    notificationPreference: text('notification_preference').notNull().default('ALL'),
    /** Partner company of a welfare customer (workInfo.b2bCompany). */
    b2bCompanyId: text('b2b_company_id').references(() => b2bCompanies.id),
    ...timestamps(),
    /** Set when the customer erased their account: the row stays, anonymised, for the history. */
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    index('users_email_idx').on(table.email),
    index('users_b2b_company_idx').on(table.b2bCompanyId),
    check(
      'users_contact_preference_check',
      sql`${table.contactPreference} is null or ${table.contactPreference} in ('PHONE', 'WHATSAPP', 'EMAIL')`,
    ),
    check(
      'users_notification_preference_check',
      sql`${table.notificationPreference} in ('ALL', 'ACTIONS', 'NONE')`,
    ),
  ],
);

/** The customer of a request or a payment: kept with them (a profile is anonymised, never deleted). */
export const customerUid = () =>
  text('customer_uid')
    .notNull()
    .references(() => users.uid);

/** The customer a row belongs to: it goes when their profile goes. */
export const ownerUid = () =>
  text('user_uid')
    .notNull()
    .references(() => users.uid, { onDelete: 'cascade' });
