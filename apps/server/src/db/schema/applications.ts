import type { ApplicationStatus } from '@equilibrio/contract/caregiver-applications';
import type { AvailabilityCell } from '@equilibrio/contract/caregiver-profile';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { caregivers } from './caregivers';
import { instant, serialId, timestamps } from './columns';

/**
 * A caregiver's application ('Lavora con noi', issue 23). The profile fields carry the names of
 * the caregivers' columns, so that accepting one copies them as they are. Its photo and CV are
 * private storage keys, served to tutors only; its checks are `caregiver_checks` rows.
 */
export const caregiverApplications = pgTable(
  'caregiver_applications',
  {
    id: serialId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    phone: text('phone').notNull(),
    /** The services they apply for (caregiver types); the directory's record takes one. */
    types: text('types').array().notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** Province of `comune`, from the gazetteer. */
    province: text('province'),
    birthDate: date('birth_date', { mode: 'string' }),
    comune: text('comune'),
    workComuni: text('work_comuni').array().notNull().default(sql`'{}'::text[]`),
    workProvinces: text('work_provinces').array().notNull().default(sql`'{}'::text[]`),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    yearsOfExperience: integer('years_of_experience'),
    availability: text('availability')
      .array()
      .$type<AvailabilityCell[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    liveIn: boolean('live_in').notNull().default(false),
    presentation: text('presentation'),
    /** Private storage keys (`private/applications/…`); null once erased. */
    photoPath: text('photo_path'),
    cvPath: text('cv_path'),
    status: text('status').$type<ApplicationStatus>().notNull().default('RECEIVED'),
    declineReason: text('decline_reason'),
    /** The applicants' privacy notice accepted: its version and the SHA-256 of its text. */
    consentVersion: text('consent_version').notNull(),
    consentHash: text('consent_hash').notNull(),
    decidedByUid: text('decided_by_uid'),
    decidedAt: instant('decided_at'),
    /** The caregiver it became (ACCEPTED). */
    caregiverId: integer('caregiver_id').references(() => caregivers.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [
    index('caregiver_applications_status_idx').on(table.status, table.createdAt),
    index('caregiver_applications_caregiver_idx').on(table.caregiverId),
    // One open application per address: a second one is refused (409).
    uniqueIndex('caregiver_applications_open_email_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} in ('RECEIVED', 'IN_REVIEW')`),
    // The retention job's scan.
    index('caregiver_applications_declined_idx')
      .on(table.decidedAt)
      .where(sql`${table.status} = 'DECLINED'`),
    check(
      'caregiver_applications_status_check',
      sql`${table.status} in ('RECEIVED', 'IN_REVIEW', 'ACCEPTED', 'DECLINED')`,
    ),
    check(
      'caregiver_applications_decided_check',
      sql`(${table.status} in ('RECEIVED', 'IN_REVIEW')) = (${table.decidedAt} is null)`,
    ),
  ],
);
