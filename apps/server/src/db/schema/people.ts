import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, serialId, timestamps } from './columns';
import { ownerUid } from './users';

/** People or pets being cared for (spec §3 "Dependant"). */
export const dependants = pgTable(
  'dependants',
  {
    id: serialId(),
    userUid: ownerUid(),
    name: text('name').notNull(),
    /** Always the 15th of the chosen month (spec §3). */
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    handicap: boolean('handicap').notNull().default(false),
    type: text('type').notNull(),
    ...timestamps(),
    /**
     * Set when the customer deletes a dependant that closed requests still refer to: it leaves
     * their lists but stays in the history of those requests.
     */
    archivedAt: instant('archived_at'),
  },
  (table) => [
    index('dependants_user_idx').on(table.userUid, table.id),
    check('dependants_gender_check', sql`${table.gender} in ('MALE', 'FEMALE', 'OTHER')`),
    check('dependants_type_check', sql`${table.type} in ('PERSON', 'CAT', 'DOG')`),
  ],
);

/** Saved addresses (spec §3 "Address"); at most one default per user, enforced by an index. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serialId(),
    userUid: ownerUid(),
    active: boolean('active').notNull().default(true),
    street: text('street').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Sent equal to the city by the portal (spec §3). */
    zone: text('zone'),
    ...timestamps(),
  },
  (table) => [
    index('user_addresses_user_idx').on(table.userUid, table.id),
    uniqueIndex('user_addresses_one_default').on(table.userUid).where(sql`${table.isDefault}`),
  ],
);
