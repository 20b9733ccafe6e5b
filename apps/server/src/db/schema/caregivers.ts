import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, serialId, timestamps } from './columns';
import { parentRequestId } from './requests';

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
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    province: text('province'),
    /** The CV exists but is not shown to customers. */
    resumeHidden: boolean('resume_hidden').notNull().default(false),
    /** Storage key of the CV (a PDF), served only by the CV endpoint; null when there is none. */
    cvPath: text('cv_path'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('caregivers_doc_ref_key').on(table.docRef),
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
 * confirms the choice (`acceptedAt`). `endedAt` closes the row when a substitute takes over.
 */
export const caregiverSelections = pgTable(
  'caregiver_selections',
  {
    id: serialId(),
    requestId: parentRequestId(),
    caregiverId: caregiverId('restrict').notNull(),
    phase: text('phase').notNull().default('SELECTED'),
    /** Candidates added during a selection stay invisible to the customer until published. */
    published: boolean('published').notNull().default(false),
    selectedAt: instant('selected_at').notNull(),
    chosenAt: instant('chosen_at'),
    acceptedAt: instant('accepted_at'),
    holdExpiresAt: instant('hold_expires_at'),
    endedAt: instant('ended_at'),
    selectedByUid: text('selected_by_uid'),
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
      'caregiver_selections_chosen_check',
      sql`${table.phase} = 'SELECTED' or (${table.chosenAt} is not null and ${table.published})`,
    ),
  ],
);
