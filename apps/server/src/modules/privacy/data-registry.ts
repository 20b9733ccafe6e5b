/**
 * Every table of the database, classified once: does it hold data about a customer (or about a
 * caregiver or an applicant), where does the data export put it, and what does the erasure do
 * with it? A test walks every table
 * of the Drizzle schema (and of the migrated database) and fails when one is missing here, so a
 * new table with customer data cannot be added without deciding its export and its erasure.
 */
export type TableClassification =
  | {
      holds: 'customer-data';
      /** How a row belongs to a customer. */
      owner: string;
      /** Where the export (GET …/export) puts its rows: a dotted path, `[]` for arrays. */
      exportedAt: string;
      /** What "Elimina il mio account" does to the customer's rows. */
      onErasure: string;
    }
  | {
      /**
       * Data about a caregiver of the directory or an applicant ('Lavora con noi'). Their export
       * and erasure are run by a tutor from the back office (modules/applications/data-rights).
       */
      holds: 'caregiver-data';
      /** How a row belongs to the caregiver or the applicant. */
      owner: string;
      /** Where the caregiver export puts its rows (caregiverDataExportSchema). */
      exportedAt: string;
      /** What the tutor's "Elimina i dati" does to them. */
      onErasure: string;
    }
  | {
      holds: 'credentials';
      owner: string;
      /** Why it is never exported. */
      reason: string;
      onErasure: string;
    }
  | {
      holds: 'no-customer-data';
      reason: string;
    };

export const dataRegistry: Record<string, TableClassification> = {
  // ── The customer's own data ──────────────────────────────────────────────────────────────
  users: {
    holds: 'customer-data',
    owner: 'uid',
    exportedAt: 'profile',
    onErasure:
      'anonymised: every personal field emptied, deleted_at set; the row stays because requests and payments point at it',
  },
  identity_users: {
    holds: 'customer-data',
    owner: 'uid',
    exportedAt: 'account',
    onErasure:
      'deleted (the account can no longer sign in); only facts are exported, never the hash',
  },
  account_events: {
    holds: 'customer-data',
    owner: 'uid',
    exportedAt: 'account.statusHistory[]',
    onErasure:
      'deleted with the account (foreign key cascade): the reasons may describe the customer',
  },
  dependants: {
    holds: 'customer-data',
    owner: 'user_uid',
    exportedAt: 'dependants[]',
    onErasure: 'deleted',
  },
  user_addresses: {
    holds: 'customer-data',
    owner: 'user_uid',
    exportedAt: 'addresses[]',
    onErasure: 'deleted',
  },
  requests: {
    holds: 'customer-data',
    owner: 'customer_uid',
    exportedAt: 'requests[]',
    onErasure:
      'kept anonymised: free text, address snapshot, the ‘Quando’ section and the family’s quote details removed (the commercial terms stay with the payments); open requests are closed and their tutors notified',
  },
  request_dependants: {
    holds: 'customer-data',
    owner: 'request_id → requests.customer_uid',
    exportedAt: 'requests[].dependantIds',
    onErasure: 'deleted (with the dependants)',
  },
  request_events: {
    holds: 'customer-data',
    owner: 'request_id → requests.customer_uid',
    exportedAt: 'requests[].history[]',
    onErasure: 'kept as the status history, every free-text note removed',
  },
  request_notes: {
    holds: 'customer-data',
    owner: 'request_id → requests.customer_uid',
    exportedAt: 'requests[].tutorNotes[]',
    onErasure: "deleted: the tutors' calls and notes may describe the family",
  },
  caregiver_selections: {
    holds: 'customer-data',
    owner: 'request_id → requests.customer_uid',
    exportedAt: 'requests[].caregivers[]',
    onErasure: 'kept: which caregiver was proposed or chosen, nothing about the customer',
  },
  interview_appointments: {
    holds: 'customer-data',
    owner: 'request_id → requests.customer_uid',
    exportedAt: 'requests[].interviews[]',
    onErasure: 'deleted (place and notes may describe the family’s home)',
  },
  service_rounds: {
    holds: 'customer-data',
    owner: 'request_id → requests.customer_uid',
    exportedAt: 'requests[].serviceRounds[]',
    onErasure: 'kept: the caregiver’s hours and their payment status (accounting)',
  },
  assistance_messages: {
    holds: 'customer-data',
    owner: 'user_uid',
    exportedAt: 'assistanceMessages[]',
    onErasure: 'deleted',
  },
  nps_scores: {
    holds: 'customer-data',
    owner: 'user_uid',
    exportedAt: 'npsScores[]',
    onErasure: 'score kept for the satisfaction statistics; email and suggestions removed',
  },
  caregiver_reviews: {
    holds: 'customer-data',
    owner: 'user_uid',
    exportedAt: 'caregiverReviews[]',
    onErasure:
      'deleted: a review is the family’s own voice (its comment may describe the family, and it is signed with the family’s first name), so it does not outlive the account; the caregiver’s average is computed from the remaining published reviews',
  },
  payments: {
    holds: 'customer-data',
    owner: 'customer_uid',
    exportedAt: 'payments[]',
    onErasure:
      'kept 10 years for tax purposes (art. 2220 c.c.), linked only to the anonymised profile; checkout links and the tutors’ refund notes removed',
  },
  consent_records: {
    holds: 'customer-data',
    owner: 'user_uid',
    exportedAt: 'consents[]',
    onErasure:
      'kept as proof of the accepted terms of the kept payments (art. 17(3)(e)); they hold no personal data once the profile is anonymised',
  },
  mail_outbox: {
    holds: 'customer-data',
    // Also the emails to caregivers and applicants ("to" = their address): the application's
    // answers, and an interview's booking, move, call-off and reminder (workflow
    // `mailCaregiver`), which name the family by first name and surname's initial only, with the
    // interview's day and place — never its phone, email, the tutor's notes or the request's
    // details; the family's emails never carry the caregiver's address.
    owner: '"to" = the account’s email',
    exportedAt: 'emails[]',
    onErasure:
      'deleted: every email to the customer and every email naming them (email, full name, phone, fiscal code); a caregiver’s interview emails (first name and initial, day and place) go with the delivered emails’ retention (MAIL_RETENTION_DAYS)',
  },

  // ── Caregivers' and applicants' data (exported and erased by a tutor on their request) ──
  caregiver_applications: {
    holds: 'caregiver-data',
    owner: 'email (the applicant), caregiver_id once accepted',
    exportedAt: 'applications[]',
    onErasure:
      'deleted with the photo and the CV; a declined application is deleted by itself APPLICATION_RETENTION_DAYS after the decision (application-retention job)',
  },
  caregivers: {
    holds: 'caregiver-data',
    owner: 'id (the caregiver)',
    exportedAt: 'caregiver',
    onErasure:
      'deleted with the photo and the CV when no request names the caregiver; otherwise anonymised and deactivated: the name becomes ‘Caregiver rimosso’ and the photo, CV, phone, email, birth date, comune, work area, skills, availability and presentation are emptied — the type and languages stay because the requests’ history and their service rounds (accounting) still point at the row',
  },
  caregiver_checks: {
    holds: 'caregiver-data',
    owner: 'caregiver_id or application_id',
    exportedAt: 'checks[]',
    onErasure:
      'deleted (with the application by foreign key cascade, with the caregiver by the erasure)',
  },

  // ── Secrets of the account: deleted with it, never exported ─────────────────────────────
  identity_sessions: {
    holds: 'credentials',
    owner: 'uid',
    reason: 'hashes of refresh tokens: secrets that would let a copy of the export sign in',
    onErasure: 'deleted with the account (foreign key cascade)',
  },
  page_sessions: {
    holds: 'credentials',
    owner: 'uid',
    reason:
      'hashes of the ids that let the server draw the account’s pages (cookies of its browsers), with the role and email they were made with: secrets, never exported',
    onErasure:
      'deleted by the erasure (and with the profile by foreign key cascade); expired ones are deleted hourly',
  },
  identity_email_link_codes: {
    holds: 'credentials',
    owner: 'email (the address the sign-in link was sent to; no account needed)',
    reason:
      'hashes of emailed sign-in links, single-use, kept one hour: a credential, never exported',
    onErasure:
      'not tied to an account: deleted when used, else swept by the identity jobs once expired (one hour)',
  },
  identity_oob_codes: {
    holds: 'credentials',
    owner: 'uid',
    reason: 'hashes of emailed one-time codes (password reset, verification)',
    onErasure: 'deleted with the account (foreign key cascade)',
  },

  // ── No customer data ─────────────────────────────────────────────────────────────────────
  identity_signing_keys: {
    holds: 'no-customer-data',
    reason: 'the server’s token-signing keys',
  },
  b2b_companies: {
    holds: 'no-customer-data',
    reason: 'partner companies (legal persons); a customer’s company is exported by name',
  },
  services: { holds: 'no-customer-data', reason: 'the service catalogue' },
  service_products: { holds: 'no-customer-data', reason: 'catalogue prices per province' },
  company_services: {
    holds: 'no-customer-data',
    reason: 'which catalogue services a partner company offers',
  },
  seed_runs: { holds: 'no-customer-data', reason: 'which demo/seed steps have run' },
  reply_templates: {
    holds: 'no-customer-data',
    reason:
      'the tutors’ ready replies (a title and a text with {nome} in place of a name) and which tutor wrote each last; a family reads one only as the reply a tutor sent, stored in assistance_messages',
  },
  live_events: {
    holds: 'no-customer-data',
    reason:
      'notices of the live screens (a request id and the kind of change, no content; for a conversation tied to no request the family’s opaque uid as its audience), kept 24 hours',
  },
};
