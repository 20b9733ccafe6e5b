import type {
  AssistanceType,
  ContactPreference,
  DependantType,
  Gender,
} from '@equilibrio/contract/enums';
import type { PaymentProvider } from '@equilibrio/contract/payments';
import { fullName } from '@equilibrio/contract/people';
import type { AccountExport, ConsentSource, LegalDocumentId } from '@equilibrio/contract/privacy';
import type { ActorRole } from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { listAssistanceMessages } from '../assistance/assistance.service';
import { getAccountFacts } from '../identity/identity.service';
import {
  findProfile,
  listAccountStatusHistory,
  listAllAddresses,
  listAllDependants,
  listAllRequests,
  listCaregiverReviews,
  listConsents,
  listEmailsTo,
  listInterviews,
  listNpsScores,
  listPayments,
  listRequestDependantLinks,
  listRequestHistory,
  listRequestNotesAbout,
  listServiceRounds,
  listShownCaregivers,
} from './export.queries';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Groups rows by request id, keeping their order. */
function byRequest<T extends { requestId: number }, U>(rows: T[], map: (row: T) => U) {
  const groups = new Map<number, U[]>();
  for (const row of rows) {
    const group = groups.get(row.requestId) ?? [];
    group.push(map(row));
    groups.set(row.requestId, group);
  }
  return (requestId: number) => groups.get(requestId) ?? [];
}

/**
 * Everything the product holds about the signed-in customer (GDPR art. 15 and 20), read in one
 * consistent snapshot (a read-only repeatable-read transaction): one query per table.
 */
export async function buildAccountExport(ctx: AppContext, user: AuthUser): Promise<AccountExport> {
  return ctx.db.transaction(async (tx) => collect(ctx, tx as Db, user), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function collect(ctx: AppContext, db: Db, user: AuthUser): Promise<AccountExport> {
  const profile = await findProfile(db, user.uid);
  if (!profile || profile.deletedAt) throw new AppError('NOT_FOUND', 'Utente non trovato.');
  const account = await getAccountFacts(db, user.uid);
  const statusHistory = await listAccountStatusHistory(db, user.uid);
  const addresses = [...new Set([profile.email, account?.email, user.email].filter(isText))];

  const dependants = await listAllDependants(db, user.uid);
  const savedAddresses = await listAllAddresses(db, user.uid);
  const requests = await listAllRequests(db, user.uid);
  const dependantIdsOf = byRequest(
    await listRequestDependantLinks(db, user.uid),
    (row) => row.dependantId,
  );
  const historyOf = byRequest(await listRequestHistory(db, user.uid), (row) => ({
    at: iso(row.createdAt),
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    by: row.actorRole as ActorRole,
    note: row.note,
  }));
  const notesOf = byRequest(await listRequestNotesAbout(db, user.uid), (row) => ({
    at: iso(row.createdAt),
    kind: row.kind,
    text: row.text,
    callBackAt: isoOrNull(row.callBackAt),
  }));
  const caregiversOf = byRequest(await listShownCaregivers(db, user.uid), (row) => ({
    name: fullName(row.name, row.surname),
    type: row.type,
    phase: row.phase,
    chosenAt: isoOrNull(row.chosenAt),
    acceptedAt: isoOrNull(row.acceptedAt),
    endedAt: isoOrNull(row.endedAt),
    endedReason: row.endedReason,
  }));
  const interviewsOf = byRequest(await listInterviews(db, user.uid), (row) => ({
    scheduledAt: iso(row.scheduledAt),
    place: row.place,
    videoLink: row.videoLink,
    notes: row.notes,
  }));
  const roundsOf = byRequest(await listServiceRounds(db, user.uid), (row) => ({
    eventType: row.eventType,
    caregiverName: row.caregiverName,
    startDate: row.startDate,
    endDate: row.endDate,
    hoursWorked: row.hoursWorked,
    paymentStatus: row.paymentStatus,
  }));
  const assistance = await listAssistanceMessages(db, { userUid: user.uid, oldestFirst: true });
  const nps = await listNpsScores(db, user.uid);
  const reviews = await listCaregiverReviews(db, user.uid);
  const payments = await listPayments(db, user.uid);
  const consents = await listConsents(db, user.uid);
  const emails = await listEmailsTo(db, addresses);

  return {
    format: 'equilibrio-account-export',
    formatVersion: 1,
    generatedAt: iso(ctx.clock.now()),
    account: {
      uid: user.uid,
      email: account?.email ?? user.email,
      emailVerified: account?.emailVerified ?? user.emailVerified,
      anonymous: account?.anonymous ?? user.isAnonymous,
      createdAt: isoOrNull(account?.createdAt),
      lastSignInAt: isoOrNull(account?.lastSignInAt),
      statusHistory: statusHistory.map((row) => ({
        at: iso(row.createdAt),
        action: row.action,
        by: row.actorUid ? ('tutor' as const) : ('operator' as const),
        reason: row.reason,
      })),
    },
    profile: {
      name: profile.name,
      surname: profile.surname,
      email: profile.email,
      phone: profile.phone,
      photoUrl: profile.photoUrl,
      contactPreference: profile.contactPreference as ContactPreference | null,
      fiscalCode: profile.fiscalCode,
      vatNumber: profile.vatNumber,
      billingAddress: profile.fiscalAddress
        ? {
            street: profile.fiscalAddress.street,
            city: profile.fiscalAddress.city,
            province: profile.fiscalAddress.province,
            postalCode: profile.fiscalAddress.postalCode,
          }
        : null,
      useDefaultAddress: profile.useDefaultAddress,
      company: profile.companyId
        ? { id: profile.companyId, name: profile.companyName ?? '' }
        : null,
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
    },
    dependants: dependants.map((row) => ({
      id: row.id,
      name: row.name,
      birthDate: row.birthDate,
      gender: row.gender as Gender,
      handicap: row.handicap,
      type: row.type as DependantType,
      createdAt: iso(row.createdAt),
      archivedAt: isoOrNull(row.archivedAt),
    })),
    addresses: savedAddresses.map((row) => ({
      id: row.id,
      street: row.street,
      city: row.city,
      province: row.province,
      postalCode: row.postalCode,
      latitude: row.latitude,
      longitude: row.longitude,
      isDefault: row.isDefault,
      createdAt: iso(row.createdAt),
    })),
    requests: requests.map((row) => ({
      id: row.id,
      status: row.status,
      businessLine: row.businessLine,
      needs: row.needs,
      message: row.message,
      languages: row.languages,
      address: {
        street: row.street,
        city: row.city,
        province: row.province,
        postalCode: row.postalCode,
      },
      welfare: row.welfare,
      schedule: row.schedule ?? null,
      company: row.companyId ? { id: row.companyId, name: row.companyName ?? '' } : null,
      service: row.serviceId ? { id: row.serviceId, name: row.serviceName ?? '' } : null,
      quote: row.requestDetail ?? null,
      guaranteeRenewalOffAt: isoOrNull(row.guaranteeRenewalOffAt),
      dependantIds: dependantIdsOf(row.id),
      source: row.source,
      contactDate: iso(row.contactDate),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      history: historyOf(row.id),
      tutorNotes: notesOf(row.id),
      caregivers: caregiversOf(row.id),
      interviews: interviewsOf(row.id),
      serviceRounds: roundsOf(row.id),
    })),
    assistanceMessages: assistance.map((row) => ({
      requestId: row.requestId,
      type: row.type as AssistanceType,
      author: row.authorRole,
      message: row.message,
      attachment:
        row.attachmentName && row.attachmentType && row.attachmentBytes !== null
          ? {
              name: row.attachmentName,
              contentType: row.attachmentType,
              bytes: row.attachmentBytes,
            }
          : null,
      createdAt: iso(row.createdAt),
      readAt: isoOrNull(row.readAt),
      handledAt: isoOrNull(row.handledAt),
    })),
    npsScores: nps.map((row) => ({
      score: row.score,
      notes: row.notes,
      email: row.email,
      createdAt: iso(row.createdAt),
    })),
    caregiverReviews: reviews.map((row) => ({
      requestId: row.requestId,
      caregiverName: fullName(row.name, row.surname),
      rating: row.rating,
      comment: row.comment,
      status: row.status,
      hideReason: row.hideReason,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    payments: payments.map((row) => ({
      id: row.id,
      requestId: row.requestId,
      provider: row.provider as PaymentProvider,
      providerRef: row.providerRef,
      amountCents: row.amountCents,
      currency: row.currency,
      status: row.status,
      lineItems: row.lineItems,
      failureReason: row.failureReason,
      refundRequired: row.refundRequired,
      refundAmountCents: row.refundAmountCents,
      refundedAt: isoOrNull(row.refundedAt),
      refundNote: row.refundNote,
      createdAt: iso(row.createdAt),
      paidAt: isoOrNull(row.paidAt),
    })),
    consents: consents.map((row) => ({
      document: row.document as LegalDocumentId,
      version: row.version,
      contentHash: row.contentHash,
      source: row.source as ConsentSource,
      requestId: row.requestId,
      acceptedAt: iso(row.acceptedAt),
    })),
    emails: emails.map((row) => ({
      subject: row.subject,
      text: row.text === null ? null : withoutActionCodes(row.text),
      createdAt: iso(row.createdAt),
      sentAt: isoOrNull(row.sentAt),
    })),
  };
}

/**
 * Emailed links carry one-time codes (password reset, verification): a copy of the data must not
 * be a way into the account.
 */
const withoutActionCodes = (text: string) => text.replace(/([?&]oobCode=)[^&\s]+/g, '$1[rimosso]');

const isText = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.length > 0;
