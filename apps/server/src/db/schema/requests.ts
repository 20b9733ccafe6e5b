import { type StandByReason, standByReasons } from '@equilibrio/contract/backoffice-moves';
import type { ServiceSummary } from '@equilibrio/contract/catalog';
import type { BusinessLine, RequestStatus } from '@equilibrio/contract/enums';
import type { RequestNoteKind } from '@equilibrio/contract/request-notes';
import type { RequestSchedule } from '@equilibrio/contract/request-schedule';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { b2bCompanies, services } from './catalog';
import { createdAt, instant, serialId, timestamps } from './columns';
import { dependants, userAddresses } from './people';
import { customerUid } from './users';

/** Every stored status, spaced spelling (WORKFLOW.md); the CHECK rejects anything else. */
export const requestStatusCheck = (column: unknown) =>
  sql`${column} in ('NUOVA', 'DA RICHIAMARE', 'INVIATO PREVENTIVO', 'PREVENTIVO ACCETTATO', 'SELEZIONE ATTIVA', 'INVIATO CV', 'DA PAGARE', 'PAGATO', 'COLLOQUIO PRENOTATO', 'SELEZIONE COMPLETATA', 'IN ATTESA', 'STAND BY', 'NON PIU'' INTERESSATO', 'NON RISPONDE')`;

/**
 * The quote details a tutor fills when sending the quote (spec §3 requestDetail). Flexible by
 * nature (flags differ per business line), so stored as JSON and validated by the contract.
 */
export type RequestDetailJson = Record<string, unknown>;
type QuotedProducts = ServiceSummary['products'];

/** A customer's service request (spec §3 "Request"). */
export const requests = pgTable(
  'requests',
  {
    id: serialId(),
    customerUid: customerUid(),
    status: text('status').$type<RequestStatus>().notNull().default('NUOVA'),
    /** Set while STAND BY: the status to resume to. */
    statusBeforeStandBy: text('status_before_stand_by').$type<RequestStatus>(),
    /** Set while STAND BY: why (`standByReasons`, for the tutors) and by when to resume, if told. */
    standByReason: text('stand_by_reason').$type<StandByReason>(),
    standByResumeBy: date('stand_by_resume_by', { mode: 'string' }),
    businessLine: text('business_line').$type<BusinessLine>().notNull(),
    /** The first-request "needs" choice (e.g. 'Taxi-sitter'); null for dashboard requests. */
    needs: text('needs'),
    /** Free text: first-request details, or the request form's notes. */
    message: text('message'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    addressId: integer('address_id').references(() => userAddresses.id, { onDelete: 'set null' }),
    /** Address snapshot at the time of the request (the saved address may change later). */
    street: text('street'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    /** Welfare programme in use (B2B customers; spec "Utilizza programma wellfare"). */
    welfare: boolean('welfare').notNull().default(false),
    companyId: text('company_id').references(() => b2bCompanies.id),
    /** The request form's 'Quando' section (start, days, slots, frequency); null: not given. */
    schedule: jsonb('schedule').$type<RequestSchedule>(),
    /** The catalogue service linked by the tutor with the quote (serviceLinked). */
    serviceId: integer('service_id').references(() => services.id),
    requestDetail: jsonb('request_detail').$type<RequestDetailJson>(),
    /**
     * The service's prices for the request's province as the quote was written (sent, or
     * corrected since): what the family reads and pays, whatever the catalogue says later. Null
     * for a quote written before prices were kept with it (read from the catalogue then).
     */
    quotedProducts: jsonb('quoted_products').$type<QuotedProducts>(),
    /**
     * When the quote the family reads was written (sent, or corrected since): accepting it names
     * this moment, so a quote corrected meanwhile is never accepted unread.
     */
    quoteSentAt: instant('quote_sent_at'),
    /**
     * When the request's own terms were last written (the family's form, a tutor's correction of
     * the service's address); null: as created. The version the family's edit is checked against
     * (`updated_at` moves with anything: a tutor taking it, a message).
     */
    termsUpdatedAt: instant('terms_updated_at'),
    /**
     * When the family switched off the renewal of the NO PROBLEM guarantee (every 30 days after
     * the payment), while it stays off; null: it renews.
     */
    guaranteeRenewalOffAt: instant('guarantee_renewal_off_at'),
    /** 'sign-up' (first request) or 'dashboard'. */
    source: text('source').notNull().default('dashboard'),
    /** Client-supplied key making a retried create idempotent (per customer). */
    idempotencyKey: text('idempotency_key'),
    assignedTutorUid: text('assigned_tutor_uid'),
    contactDate: instant('contact_date').notNull().defaultNow(),
    ...timestamps(),
  },
  (table) => [
    // The customer's list, newest first, optionally only active ones.
    index('requests_customer_list_idx').on(table.customerUid, table.id.desc()),
    // The same list filtered by status (the list's filter, Home's active requests).
    index('requests_customer_status_idx').on(table.customerUid, table.status, table.id.desc()),
    index('requests_status_idx').on(table.status, table.id.desc()),
    // The back office's "assigned to me" list.
    index('requests_assigned_tutor_idx').on(table.assignedTutorUid, table.id.desc()),
    uniqueIndex('requests_idempotency_key')
      .on(table.customerUid, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    check('requests_status_check', requestStatusCheck(table.status)),
    check(
      'requests_status_before_stand_by_check',
      sql`${table.statusBeforeStandBy} is null or ${requestStatusCheck(table.statusBeforeStandBy)}`,
    ),
    // A pause's reason (the contract's `standByReasons`) and resume day only while it lasts.
    check(
      'requests_stand_by_reason_check',
      sql`${table.standByReason} is null or (${table.status} = 'STAND BY' and ${table.standByReason} in (${sql.raw(standByReasons.map((reason) => `'${reason}'`).join(', '))}))`,
    ),
    check(
      'requests_stand_by_resume_by_check',
      sql`${table.standByResumeBy} is null or ${table.status} = 'STAND BY'`,
    ),
    check(
      'requests_business_line_check',
      sql`${table.businessLine} in ('BABYSITTER', 'PETSITTER', 'NURSE', 'COLF')`,
    ),
  ],
);

/** The request a row is part of: it goes when the request goes. */
export const parentRequestId = () =>
  integer('request_id')
    .notNull()
    .references(() => requests.id, { onDelete: 'cascade' });

export const requestDependants = pgTable(
  'request_dependants',
  {
    requestId: parentRequestId(),
    dependantId: integer('dependant_id')
      .notNull()
      .references(() => dependants.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.dependantId] }),
    index('request_dependants_dependant_idx').on(table.dependantId),
  ],
);

/** The history of a request: every status change, who made it and why. */
export const requestEvents = pgTable(
  'request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: parentRequestId(),
    fromStatus: text('from_status').$type<RequestStatus>(),
    toStatus: text('to_status').$type<RequestStatus>().notNull(),
    /** uid of the customer or tutor; null for the system or the payment provider. */
    actorUid: text('actor_uid'),
    actorRole: text('actor_role').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('request_events_request_idx').on(table.requestId, table.id),
    check(
      'request_events_actor_role_check',
      sql`${table.actorRole} in ('customer', 'tutor', 'system', 'provider')`,
    ),
  ],
);

/**
 * The tutors' own notes on a request (a call with the family, any note), at any status. Never
 * shown to the family in the portal; their data export has them and their erasure deletes them.
 */
export const requestNotes = pgTable(
  'request_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: parentRequestId(),
    kind: text('kind').$type<RequestNoteKind>().notNull(),
    text: text('text').notNull(),
    /** uid of the tutor who wrote it (an activity: of whoever acted, the family's edit too). */
    authorUid: text('author_uid'),
    /** A call's agreed moment to call the family back (null: none agreed). */
    callBackAt: instant('call_back_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('request_notes_request_idx').on(table.requestId, table.id),
    check('request_notes_kind_check', sql`${table.kind} in ('call', 'note', 'activity')`),
    check(
      'request_notes_call_back_check',
      sql`${table.callBackAt} is null or ${table.kind} = 'call'`,
    ),
  ],
);
