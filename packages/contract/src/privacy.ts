import { z } from 'zod';
import { accountStatusActions, requestNoteKinds } from './backoffice';
import {
  assistanceTypes,
  businessLines,
  contactPreferences,
  dependantTypes,
  genders,
  requestStatuses,
  roundPaymentStatuses,
  selectionEndReasons,
  selectionPhases,
  serviceEventTypes,
} from './enums';
import { paymentProviders, paymentStatuses } from './payments';
import { requestScheduleSchema } from './request-schedule';
import { familyReviewSchema } from './reviews';
import { actorRoles } from './workflow';

// ── Legal documents ──────────────────────────────────────────────────────────────────────────

/**
 * The texts a customer accepts: the privacy notice (/privacy) and the terms of service
 * (/termini); and the notice a caregiver applying with 'Lavora con noi' accepts
 * (/privacy-candidati). The operator replaces their Markdown files; the version comes from the file.
 */
export const legalDocumentIds = ['privacy', 'terms', 'applicant-privacy'] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

export const legalDocumentLabels: Record<LegalDocumentId, string> = {
  privacy: 'Informativa sulla privacy',
  terms: 'Termini e condizioni',
  'applicant-privacy': 'Informativa privacy per i candidati',
};

/**
 * A run of text inside a block: plain, bold or italic, or a link. Links are only http(s),
 * mailto: or paths of this site (the server drops any other scheme).
 */
export const legalInlineSchema = z.object({
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  href: z.string().optional(),
});
export type LegalInline = z.infer<typeof legalInlineSchema>;

/** The Markdown subset legal texts use, parsed on the server: no HTML ever reaches the page. */
export const legalBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    content: z.array(legalInlineSchema),
  }),
  z.object({ type: z.literal('paragraph'), content: z.array(legalInlineSchema) }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(z.array(legalInlineSchema)),
  }),
  z.object({ type: z.literal('rule') }),
]);
export type LegalBlock = z.infer<typeof legalBlockSchema>;

/** GET /v1/legal/{document}. */
export const legalDocumentSchema = z.object({
  id: z.enum(legalDocumentIds),
  title: z.string(),
  /** From the file's front matter (`version:`). */
  version: z.string(),
  /** `updated:` of the front matter, yyyy-mm-dd, when given. */
  updatedOn: z.string().nullable(),
  /** SHA-256 of the file: names the exact text even if the operator forgot to bump the version. */
  contentHash: z.string(),
  blocks: z.array(legalBlockSchema),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const legalDocumentParamsSchema = z.object({ document: z.enum(legalDocumentIds) });

// ── Consents ─────────────────────────────────────────────────────────────────────────────────

/** Where the customer ticked the box: the sign-up page or the request form. */
export const consentSources = ['sign-up', 'request-form'] as const;
export type ConsentSource = (typeof consentSources)[number];

export const consentSourceLabels: Record<ConsentSource, string> = {
  'sign-up': 'Registrazione (prima richiesta)',
  'request-form': 'Modulo di richiesta',
};

// ── Data export (GDPR art. 15 and 20) ───────────────────────────────────────────────────────

export const exportFormats = ['json', 'html'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportQuerySchema = z.object({ format: z.enum(exportFormats).default('json') });

const addressFields = {
  street: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
};

/**
 * GET /api/v1/user-controller/{uid}/export: everything the product holds about the signed-in
 * customer. Identity facts only (never password hashes or tokens). Dates are ISO 8601.
 */
export const accountExportSchema = z.object({
  format: z.literal('equilibrio-account-export'),
  formatVersion: z.literal(1),
  generatedAt: z.string(),
  account: z.object({
    uid: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    /** True while the sign-up was never completed with a password. */
    anonymous: z.boolean(),
    createdAt: z.string().nullable(),
    lastSignInAt: z.string().nullable(),
    /** Each time the account was disabled or re-enabled, oldest first: by whom and why. */
    statusHistory: z.array(
      z.object({
        at: z.string(),
        action: z.enum(accountStatusActions),
        /** A family tutor in the back office, or the operator at the command line. */
        by: z.enum(['tutor', 'operator']),
        reason: z.string().nullable(),
      }),
    ),
  }),
  profile: z.object({
    name: z.string().nullable(),
    surname: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    photoUrl: z.string().nullable(),
    contactPreference: z.enum(contactPreferences).nullable(),
    fiscalCode: z.string().nullable(),
    vatNumber: z.string().nullable(),
    billingAddress: z.object(addressFields).nullable(),
    useDefaultAddress: z.boolean(),
    company: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  dependants: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      birthDate: z.string(),
      gender: z.enum(genders),
      handicap: z.boolean(),
      type: z.enum(dependantTypes),
      createdAt: z.string(),
      /** Removed from the lists but kept for the history of closed requests. */
      archivedAt: z.string().nullable(),
    }),
  ),
  addresses: z.array(
    z.object({
      id: z.number().int(),
      ...addressFields,
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      isDefault: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  requests: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(requestStatuses),
      businessLine: z.enum(businessLines),
      needs: z.string().nullable(),
      message: z.string().nullable(),
      languages: z.array(z.string()),
      address: z.object(addressFields),
      welfare: z.boolean(),
      /** The request form's 'Quando' section. */
      schedule: requestScheduleSchema.nullable(),
      company: z.object({ id: z.string(), name: z.string() }).nullable(),
      service: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      /** The quote's details (requestDetail). */
      quote: z.record(z.string(), z.unknown()).nullable(),
      /** When the family switched off the NO PROBLEM guarantee's renewal; null: it renews. */
      guaranteeRenewalOffAt: z.string().nullable(),
      dependantIds: z.array(z.number().int()),
      source: z.string(),
      contactDate: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      history: z.array(
        z.object({
          at: z.string(),
          fromStatus: z.enum(requestStatuses).nullable(),
          toStatus: z.enum(requestStatuses),
          by: z.enum(actorRoles),
          note: z.string().nullable(),
        }),
      ),
      /** The family tutors' own calls and notes about the request (not shown in the portal). */
      tutorNotes: z.array(
        z.object({
          at: z.string(),
          kind: z.enum(requestNoteKinds),
          text: z.string(),
          /** A call's agreed moment to call back. */
          callBackAt: z.string().nullable(),
        }),
      ),
      /** The caregivers proposed to the customer (published candidates) and the chosen ones. */
      caregivers: z.array(
        z.object({
          name: z.string(),
          type: z.string(),
          phase: z.enum(selectionPhases),
          chosenAt: z.string().nullable(),
          acceptedAt: z.string().nullable(),
          endedAt: z.string().nullable(),
          endedReason: z.enum(selectionEndReasons).nullable(),
        }),
      ),
      interviews: z.array(
        z.object({
          scheduledAt: z.string(),
          place: z.string().nullable(),
          videoLink: z.string().nullable(),
          notes: z.string().nullable(),
        }),
      ),
      serviceRounds: z.array(
        z.object({
          eventType: z.enum(serviceEventTypes),
          caregiverName: z.string().nullable(),
          startDate: z.string(),
          endDate: z.string().nullable(),
          hoursWorked: z.number().nullable(),
          paymentStatus: z.enum(roundPaymentStatuses),
        }),
      ),
    }),
  ),
  assistanceMessages: z.array(
    z.object({
      requestId: z.number().int().nullable(),
      type: z.enum(assistanceTypes),
      /** Who wrote it in the conversation: the family, or a family tutor's reply. */
      author: z.enum(['customer', 'tutor']),
      message: z.string(),
      /** The file sent with it (the file itself stays in the portal). */
      attachment: z
        .object({ name: z.string(), contentType: z.string(), bytes: z.number().int() })
        .nullable(),
      createdAt: z.string(),
      /** When the other side read it. */
      readAt: z.string().nullable(),
      handledAt: z.string().nullable(),
    }),
  ),
  npsScores: z.array(
    z.object({
      score: z.number().int(),
      notes: z.string().nullable(),
      email: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** The family's reviews of caregivers, with their moderation state. */
  caregiverReviews: z.array(
    familyReviewSchema
      .omit({ id: true, docRef: true })
      .extend({ requestId: z.number().int(), caregiverName: z.string() }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      requestId: z.number().int(),
      provider: z.enum(paymentProviders),
      providerRef: z.string().nullable(),
      amountCents: z.number().int(),
      currency: z.string(),
      status: z.enum(paymentStatuses),
      lineItems: z.array(
        z.object({
          name: z.string(),
          description: z.string().nullable(),
          amountCents: z.number().int(),
        }),
      ),
      failureReason: z.string().nullable(),
      /** Paid when the request could no longer take it: refunded by the tutors. */
      refundRequired: z.boolean(),
      /** How much of it goes back, when only part does (terms §6); null: the whole. */
      refundAmountCents: z.number().int().nullable(),
      /** When a tutor recorded that refund as made, and the tutor's note on it. */
      refundedAt: z.string().nullable(),
      refundNote: z.string().nullable(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
  consents: z.array(
    z.object({
      document: z.enum(legalDocumentIds),
      version: z.string(),
      contentHash: z.string(),
      source: z.enum(consentSources),
      requestId: z.number().int().nullable(),
      acceptedAt: z.string(),
    }),
  ),
  /** Copies of the emails we sent to the account's address (the text only while waiting to be
   * sent: a delivered email's body is not kept). */
  emails: z.array(
    z.object({
      subject: z.string(),
      text: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The sections of the export (the top-level keys that hold the customer's data). */
export type ExportSection = Exclude<
  keyof AccountExport,
  'format' | 'formatVersion' | 'generatedAt'
>;

// ── Account deletion (GDPR art. 17) ─────────────────────────────────────────────────────────

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

/** What the API answers when a deletion cannot happen now (shown as they are). */
export const accountDeletionMessages = {
  recentLogin: 'Per eliminare l’account conferma la tua password e riprova.',
  paymentInProgress:
    'Non puoi eliminare l’account mentre un pagamento è in corso. Completa o annulla il pagamento e riprova tra qualche minuto.',
  paymentClosing:
    'Un pagamento appena chiuso è ancora in verifica presso il fornitore dei pagamenti: riprova a eliminare l’account tra qualche minuto.',
  caregiverHeld: (requestId: number) =>
    `Non puoi eliminare l’account mentre il profilo scelto per la richiesta #${requestId} è riservato in attesa di pagamento (stato «Da pagare»). Completa il pagamento o attendi che scadano le 24 ore della riserva, poi riprova.`,
  tutorAccount: 'Gli account dei family tutor si chiudono dal back office, non da qui.',
} as const;

// ── Sign-up hand-over ───────────────────────────────────────────────────────────────────────

/**
 * POST /api/v1/user-controller/{uid}/hand-over: the request a visitor sent before signing in
 * joins the signed-in account of the same email. The proof it is theirs: the anonymous session of
 * this browser (its ID token), or the code of the link emailed to the account's address when the
 * visitor did not sign in from that browser (opened on the page at `HAND_OVER_PAGE`).
 */
export const handOverBodySchema = z.union([
  z.object({ anonymousIdToken: z.string().min(1).max(8192) }).strict(),
  z.object({ oobCode: z.string().min(1).max(512) }).strict(),
]);

export type HandOverBody = z.infer<typeof handOverBodySchema>;

/** The portal's page a hand-over link opens (`?oobCode=`); signed in there, the request joins. */
export const HAND_OVER_PAGE = '/dashboard/hand-over';

export const handOverResultSchema = z.object({ requestIds: z.array(z.number().int()) });

/** What the API answers when a hand-over cannot happen (the app says nothing of them). */
export const handOverMessages = {
  notACustomer:
    'Solo una famiglia con un account può ritrovare le richieste inviate prima dell’accesso.',
  sessionEnded: 'La sessione con cui è stata inviata la richiesta non è più valida.',
  notAVisitor: 'Questa sessione non è quella di una richiesta inviata senza account.',
  otherEmail:
    'La richiesta è stata inviata con un altro indirizzo email: resta separata dal tuo account.',
  linkForOtherEmail:
    'Questo link è per un altro indirizzo email: esci e accedi con l’account di quell’indirizzo, poi apri di nuovo il link.',
  linkNotValid:
    'Il link non è valido, è scaduto o è già stato usato. Le richieste già aggiunte al tuo account sono nell’Elenco richieste; per le altre il family tutor ti contatterà comunque.',
} as const;

/** The portal's notice once requests sent before signing in are in the account. */
export const handedOverNotice = (requestIds: readonly number[]) =>
  requestIds.length === 1
    ? `La richiesta #${requestIds[0]} che hai inviato senza accedere ora è nel tuo account.`
    : `Le richieste ${requestIds.map((id) => `#${id}`).join(', ')} che hai inviato senza accedere ora sono nel tuo account.`;
