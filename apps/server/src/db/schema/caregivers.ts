import type { ApplicationStatus } from '@equilibrio/contract/caregiver-applications';
import { type CheckKind, checkKinds } from '@equilibrio/contract/caregiver-checks';
import type { AvailabilityCell } from '@equilibrio/contract/caregiver-profile';
import type { SelectionEndReason, SelectionPhase } from '@equilibrio/contract/enums';
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
import { instant, serialId, timestamps } from './columns';
import { parentRequestId } from './requests';

/**
 * The profile beyond the spec's card (issue 23; contract caregiver-profile.ts), the same columns
 * on a caregiver and on an application (accepting one copies them as they are).
 */
const profileColumns = () => ({
  birthDate: date('birth_date', { mode: 'string' }),
  /** ISTAT code of the comune where the caregiver lives. */
  comune: text('comune'),
  /** ISTAT codes of the comuni, and province codes, where the caregiver can work. */
  workComuni: text('work_comuni').array().notNull().default(sql`'{}'::text[]`),
  workProvinces: text('work_provinces').array().notNull().default(sql`'{}'::text[]`),
  skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
  yearsOfExperience: integer('years_of_experience'),
  /** Week-grid cells 'mon-mor'… when the caregiver is free. */
  availability: text('availability')
    .array()
    .$type<AvailabilityCell[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  liveIn: boolean('live_in').notNull().default(false),
  presentation: text('presentation'),
});

/** The caregiver directory the family tutors select from. */
export const caregivers = pgTable(
  'caregivers',
  {
    id: serialId(),
    /** The public id used in URLs (spec docRef), e.g. 'cg-martina-rossi'. */
    docRef: text('doc_ref').notNull(),
    /** babysitter | pet-sitter | badante | colf (spec §3). */
    type: text('type').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    /** Served by us (/files/...), never an external URL. */
    photoUrl: text('photo_url'),
    description: text('description'),
    phone: text('phone'),
    /** For the family tutors only: never shown to a family. */
    email: text('email'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    province: text('province'),
    /** The CV exists but is not shown to customers. */
    resumeHidden: boolean('resume_hidden').notNull().default(false),
    /** Storage key of the CV (a PDF), served only by the CV endpoint; null when there is none. */
    cvPath: text('cv_path'),
    active: boolean('active').notNull().default(false),
    // The profile beyond the spec's card (issue 23; contract caregiver-profile.ts).
    ...profileColumns(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('caregivers_doc_ref_key').on(table.docRef),
    // The suggestions ranking filters by overlap with these arrays.
    index('caregivers_skills_idx').using('gin', table.skills),
    index('caregivers_work_comuni_idx').using('gin', table.workComuni),
    index('caregivers_work_provinces_idx').using('gin', table.workProvinces),
    index('caregivers_comune_idx').on(table.comune),
    index('caregivers_type_idx').on(table.type, table.province),
    check(
      'caregivers_type_check',
      sql`${table.type} in ('babysitter', 'pet-sitter', 'badante', 'colf')`,
    ),
    check('caregivers_doc_ref_check', sql`${table.docRef} ~ '^[a-z0-9][a-z0-9-]{2,63}$'`),
  ],
);

/** The caregiver a row names; a caregiver still named cannot be deleted unless `set null`. */
export const caregiverId = (onDelete: 'restrict' | 'set null') =>
  integer('caregiver_id').references(() => caregivers.id, { onDelete });

/**
 * A caregiver proposed for a request. The tutor adds candidates (SELECTED, unpublished) and
 * publishes them; the customer chooses one (CHOSEN, held until `holdExpiresAt`); the payment
 * confirms the choice (`acceptedAt`). `endedAt` closes the row when a substitute takes over, after
 * a failed interview or when the caregiver withdrew (`endedReason`).
 */
export const caregiverSelections = pgTable(
  'caregiver_selections',
  {
    id: serialId(),
    requestId: parentRequestId(),
    caregiverId: caregiverId('restrict').notNull(),
    phase: text('phase').$type<SelectionPhase>().notNull().default('SELECTED'),
    /** Candidates added during a selection stay invisible to the customer until published. */
    published: boolean('published').notNull().default(false),
    selectedAt: instant('selected_at').notNull(),
    /**
     * When the tutor last confirmed, on this request, that the caregiver can still take it
     * ('Conferma disponibilità') after another family chose them: choices made before it no
     * longer stop this family's accept (`takenElsewhereOf`). Null: vouched at `selectedAt`.
     */
    availabilityConfirmedAt: instant('availability_confirmed_at'),
    chosenAt: instant('chosen_at'),
    acceptedAt: instant('accepted_at'),
    holdExpiresAt: instant('hold_expires_at'),
    /** When the family was reminded that the hold ends soon (hold-reminders job), once per hold. */
    holdRemindedAt: instant('hold_reminded_at'),
    endedAt: instant('ended_at'),
    /**
     * Why the row ended (`selectionEndReasons`): a failed interview, the caregiver withdrew
     * before it, or a substitute took over. Null on rows ended before it was kept.
     */
    endedReason: text('ended_reason').$type<SelectionEndReason>(),
    selectedByUid: text('selected_by_uid'),
    /** The tutor's one line for the family: 'Perché te lo proponiamo'. */
    reason: text('reason'),
  },
  (table) => [
    index('caregiver_selections_request_idx').on(table.requestId, table.id),
    index('caregiver_selections_caregiver_idx').on(table.caregiverId),
    // A caregiver is on a request at most once at a time.
    uniqueIndex('caregiver_selections_current_key')
      .on(table.requestId, table.caregiverId)
      .where(sql`${table.endedAt} is null`),
    // At most one unconfirmed choice per request: two racing accepts cannot both win.
    uniqueIndex('caregiver_selections_one_pending_choice')
      .on(table.requestId)
      .where(
        sql`${table.phase} = 'CHOSEN' and ${table.acceptedAt} is null and ${table.endedAt} is null`,
      ),
    // The hold sweeper's scan.
    index('caregiver_selections_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.phase} = 'CHOSEN' and ${table.acceptedAt} is null`),
    check('caregiver_selections_phase_check', sql`${table.phase} in ('SELECTED', 'CHOSEN')`),
    check(
      'caregiver_selections_ended_reason_check',
      sql`${table.endedReason} is null or (${table.endedAt} is not null and ${table.endedReason} in ('INTERVIEW_FAILED', 'WITHDRAWN', 'REPLACED'))`,
    ),
    check(
      'caregiver_selections_chosen_check',
      sql`${table.phase} = 'SELECTED' or (${table.chosenAt} is not null and ${table.published})`,
    ),
  ],
);

/**
 * A check the agency made on a caregiver (identity document seen, references verified…), with
 * its date and the tutor who made it. Recorded on an application while vetting
 * (`applicationId`) and carried to the caregiver it becomes (`caregiverId`); private to tutors —
 * families only see the passed kinds as badges.
 */
export const caregiverChecks = pgTable(
  'caregiver_checks',
  {
    id: serialId(),
    caregiverId: integer('caregiver_id').references(() => caregivers.id, { onDelete: 'cascade' }),
    /**
     * The application it was recorded on, while it is one: accepting it moves the check to the
     * caregiver (`caregiverId` set, this emptied); deleting it deletes its checks.
     */
    applicationId: integer('application_id').references(() => caregiverApplications.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').$type<CheckKind>().notNull(),
    checkedOn: date('checked_on', { mode: 'string' }).notNull(),
    /** For references: who was called. */
    reference: text('reference'),
    notes: text('notes'),
    tutorUid: text('tutor_uid'),
    ...timestamps(),
  },
  (table) => [
    index('caregiver_checks_caregiver_idx').on(table.caregiverId),
    index('caregiver_checks_application_idx').on(table.applicationId),
    check(
      'caregiver_checks_kind_check',
      sql`${table.kind} in (${sql.raw(checkKinds.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    check(
      'caregiver_checks_owner_check',
      sql`${table.caregiverId} is not null or ${table.applicationId} is not null`,
    ),
  ],
);

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
    ...profileColumns(),
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
    caregiverId: caregiverId('set null'),
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
