import { randomBytes } from 'node:crypto';
import {
  type Application,
  type ApplicationListQuery,
  type ApplicationPage,
  type ApplicationStatus,
  applicationFormSchema,
  applicationMessages,
  applicationStatuses,
  openApplicationStatuses,
} from '@equilibrio/contract/caregiver-applications';
import {
  ageOn,
  type CaregiverCheck,
  type CaregiverCheckInput,
  type CheckKind,
} from '@equilibrio/contract/caregiver-profile';
import type { CaregiverType, Language } from '@equilibrio/contract/enums';
import { normalizeIP } from '@fastify/rate-limit';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { caregivers } from '../../db/schema/caregivers';
import { AppError, rateLimited } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { pgCode } from '../../plugins/errors';
import type { UploadedFile } from '../../plugins/uploads';
import { newDocRef } from '../caregivers/caregivers.service';
import { UPLOADED_CV_PREFIX } from '../caregivers/cv-files';
import { getLegalDocument } from '../legal/legal-documents';
import { queueMail } from '../mail/mail.service';
import { findMunicipality } from '../places/gazetteer';
import { comuneLabel } from '../places/places.service';
import {
  checkUpload,
  type FileKind,
  fileKindContentType,
  fileKindExtension,
  uploadPolicies,
} from '../storage/file-kinds';
import { PUBLIC_PREFIX, publicUrlOfKey } from '../storage/file-storage';
import { deleteUnusedFiles } from '../storage/storage.service';
import { applicationEmails } from './application-emails';
import {
  type ApplicationRow,
  type CheckOwner,
  deleteCheck,
  findApplicationRow,
  findCaregiverDocRef,
  findUserName,
  insertApplication,
  insertCheck,
  listApplicationRows,
  listCheckRows,
  lockApplication,
  moveChecksToCaregiver,
  updateApplication,
} from './applications.queries';

const HOUR_MS = 60 * 60_000;

const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
/** Private storage of the applicants' files (served to tutors only). */
const APPLICATION_FILES_PREFIX = 'private/applications/';

export const applicationNotFound = () => new AppError('NOT_FOUND', 'Candidatura non trovata.');

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

// ── Applying ('Lavora con noi', public) ──────────────────────────────────────────────────────

export type ApplicationSubmission = {
  fields: { application?: string };
  files: { photo?: UploadedFile; cv?: UploadedFile };
};

/** Counts one attempt on `key` or refuses it (429) when the hour's places are taken. */
async function takePlace(ctx: AppContext, key: string) {
  const reservation = await ctx.counters.reserve(key, {
    max: ctx.config.limits.applicationsPerHour,
    windowMs: HOUR_MS,
  });
  if (!reservation.granted) {
    throw rateLimited(
      reservation.resetInMs,
      (minutes) =>
        `Abbiamo ricevuto troppe candidature da questo indirizzo: riprova tra ${minutes === 1 ? '1 minuto' : `${minutes} minuti`}.`,
    );
  }
}

/** Counts an application from a client address (before its body is read), or refuses it (429). */
export const takeAddressPlace = (ctx: AppContext, ip: string) =>
  takePlace(ctx, `application:address:${normalizeIP(ip)}`);

function parseForm(ctx: AppContext, raw: string | undefined) {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Modulo non valido: invia la candidatura.');
  }
  const parsed = applicationFormSchema.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fields[issue.path.map(String).join('.') || 'application'] ??= issue.message;
    }
    const [first] = Object.values(fields);
    throw new AppError('VALIDATION_FAILED', first ?? 'Modulo non valido.', fields);
  }
  const form = parsed.data;
  const today = ctx.clock.now().toISOString().slice(0, 10);
  if (ageOn(form.birthDate, today) < 18) throw invalid('birthDate', applicationMessages.adult);
  if (ageOn(form.birthDate, today) > 100) throw invalid('birthDate', 'Data di nascita non valida');
  const comune = findMunicipality(form.comune);
  if (!comune) throw invalid('comune', applicationMessages.comune);
  form.workComuni.forEach((code, index) => {
    if (!findMunicipality(code)) throw invalid(`workComuni.${index}`, applicationMessages.comune);
  });
  return { form, comune };
}

type StoredUpload = { key: string; kind: FileKind; data: Buffer };

function checkFile(file: UploadedFile | undefined, slot: 'photo' | 'cv'): StoredUpload {
  if (!file || (file.data.length === 0 && !file.fileName)) {
    throw invalid(slot, slot === 'photo' ? applicationMessages.photo : applicationMessages.cv);
  }
  const policy = slot === 'photo' ? uploadPolicies.applicantPhoto : uploadPolicies.cv;
  const kind = checkUpload(file.data, policy, slot);
  const key = `${APPLICATION_FILES_PREFIX}${slot}-${randomBytes(12).toString('hex')}.${fileKindExtension[kind]}`;
  return { key, kind, data: file.data };
}

/**
 * An application from 'Lavora con noi' (its address counted by `takeAddressPlace`), limited per
 * email address,
 * validated field by field (Italian messages), its files checked by content; stored with the
 * version of the applicants' privacy notice accepted, and a confirmation email queued in the
 * same transaction. One open application per address (409).
 */
export async function submitApplication(ctx: AppContext, submission: ApplicationSubmission) {
  const { form, comune } = parseForm(ctx, submission.fields.application);
  await takePlace(ctx, `application:email:${form.email.toLowerCase()}`);
  const photo = checkFile(submission.files.photo, 'photo');
  const cv = checkFile(submission.files.cv, 'cv');
  const notice = await getLegalDocument(ctx, 'applicant-privacy');

  for (const file of [photo, cv]) {
    await ctx.storage.put(file.key, file.data, fileKindContentType[file.kind]);
  }
  try {
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertApplication(tx, {
        email: form.email,
        name: form.name,
        surname: form.surname,
        phone: form.phone,
        types: [...new Set(form.types)],
        languages: [...new Set(form.languages)],
        province: comune.province,
        birthDate: form.birthDate,
        comune: comune.istatCode,
        workComuni: [...new Set(form.workComuni)],
        workProvinces: [...new Set(form.workProvinces)],
        skills: [...new Set(form.skills)],
        yearsOfExperience: form.yearsOfExperience,
        availability: [...new Set(form.availability)],
        liveIn: form.liveIn,
        presentation: form.presentation,
        photoPath: photo.key,
        cvPath: cv.key,
        consentVersion: notice.version,
        consentHash: notice.contentHash,
        createdAt: now,
        updatedAt: now,
      });
      await queueMail(
        tx,
        form.email,
        'application-received',
        applicationEmails.received(form.name, ctx.config.publicUrl),
        { applicationId: inserted.id },
      );
      return inserted;
    });
    return { receivedAt: row.createdAt.toISOString() };
  } catch (error) {
    await deleteUnusedFiles(ctx, [photo.key, cv.key]);
    if (pgCode(error) === '23505') {
      throw new AppError('CONFLICT', applicationMessages.duplicate, {
        email: applicationMessages.duplicate,
      });
    }
    throw error;
  }
}

// ── Back office ──────────────────────────────────────────────────────────────────────────────

const fullName = (name: string | null, surname: string | null) =>
  [name, surname].filter(Boolean).join(' ') || null;

export async function listChecks(db: Db, owner: CheckOwner): Promise<CaregiverCheck[]> {
  const rows = await listCheckRows(db, owner);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as CheckKind,
    checkedOn: row.checkedOn,
    reference: row.reference,
    notes: row.notes,
    tutorUid: row.tutorUid,
    tutorName: fullName(row.tutorName, row.tutorSurname),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listApplications(
  ctx: AppContext,
  query: ApplicationListQuery,
): Promise<ApplicationPage> {
  const { rows, total, counts } = await listApplicationRows(ctx.db, query);
  return {
    content: rows.map((row) => ({
      id: row.id,
      name: row.name,
      surname: row.surname,
      email: row.email,
      comune: row.comune,
      comuneLabel: comuneLabel(row.comune),
      types: row.types as CaregiverType[],
      status: row.status,
      checkKinds: row.checkKinds as CheckKind[],
      createdAt: row.createdAt.toISOString(),
    })),
    counts: Object.fromEntries(
      applicationStatuses.map((status) => [
        status,
        counts.find((c) => c.status === status)?.count ?? 0,
      ]),
    ) as Record<ApplicationStatus, number>,
    page: query.page,
    size: query.pageSize,
    totalElements: total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

const applicationFileUrl = (id: number, slot: 'photo' | 'cv') =>
  `/v1/backoffice/caregiver-applications/${id}/${slot}`;

export async function getApplication(ctx: AppContext, id: number): Promise<Application> {
  const row = await findApplicationRow(ctx.db, id);
  if (!row) throw applicationNotFound();
  const checks = await listChecks(ctx.db, { applicationId: id });
  const [decider, caregiver] = await Promise.all([
    row.decidedByUid ? findUserName(ctx.db, row.decidedByUid) : undefined,
    row.caregiverId ? findCaregiverDocRef(ctx.db, row.caregiverId) : undefined,
  ]);
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    comune: row.comune,
    comuneLabel: comuneLabel(row.comune),
    province: row.province,
    types: row.types as CaregiverType[],
    status: row.status,
    checkKinds: [...new Set(checks.map((check) => check.kind))],
    birthDate: row.birthDate,
    workComuni: row.workComuni.map((code) => ({ code, label: comuneLabel(code) ?? code })),
    workProvinces: row.workProvinces,
    languages: row.languages as Language[],
    skills: row.skills,
    yearsOfExperience: row.yearsOfExperience,
    availability: row.availability,
    liveIn: row.liveIn,
    presentation: row.presentation,
    photoUrl: row.photoPath ? applicationFileUrl(row.id, 'photo') : null,
    cvUrl: row.cvPath ? applicationFileUrl(row.id, 'cv') : null,
    consentVersion: row.consentVersion,
    declineReason: row.declineReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByName: decider ? fullName(decider.name, decider.surname) : null,
    caregiverDocRef: caregiver ?? null,
    checks,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The application row locked for a decision, or 404; 409 when it is already decided. */
async function lockOpenApplication(tx: Db, id: number) {
  const current = await lockApplication(tx, id);
  if (!current) throw applicationNotFound();
  if (!(openApplicationStatuses as readonly string[]).includes(current.status)) {
    throw new AppError(
      'INVALID_STATE',
      'La candidatura è già stata decisa: non si può più modificare.',
    );
  }
  return current;
}

/** A tutor records a check on an open application; the first one puts it IN_REVIEW. */
export async function recordApplicationCheck(
  ctx: AppContext,
  tutor: AuthUser,
  id: number,
  input: CaregiverCheckInput,
) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockOpenApplication(tx, id);
    const now = ctx.clock.now();
    await insertCheck(tx, { applicationId: id }, { ...input, tutorUid: tutor.uid, createdAt: now });
    if (current.status === 'RECEIVED') {
      await updateApplication(tx, id, { status: 'IN_REVIEW', updatedAt: now });
    }
  });
  return getApplication(ctx, id);
}

export async function removeApplicationCheck(ctx: AppContext, id: number, checkId: number) {
  await ctx.db.transaction(async (tx) => {
    await lockOpenApplication(tx, id);
    if (!(await deleteCheck(tx, { applicationId: id }, checkId))) {
      throw new AppError('NOT_FOUND', 'Verifica non trovata.');
    }
  });
  return getApplication(ctx, id);
}

/** Moves an application from RECEIVED to IN_REVIEW ('Prendi in carico'). */
export async function startReview(ctx: AppContext, id: number) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockOpenApplication(tx, id);
    if (current.status === 'RECEIVED') {
      await updateApplication(tx, id, { status: 'IN_REVIEW', updatedAt: ctx.clock.now() });
    }
  });
  return getApplication(ctx, id);
}

/**
 * Accepts an application: in one transaction an active caregiver of the directory with every
 * profile field, the photo (now public) and the CV, the checks moved to it, the application
 * ACCEPTED and linked to it, and a welcome email. The files are copied before the transaction;
 * if it fails, the copies are deleted.
 */
export async function acceptApplication(
  ctx: AppContext,
  tutor: AuthUser,
  id: number,
  type: CaregiverType,
) {
  const row = await findApplicationRow(ctx.db, id);
  if (!row) throw applicationNotFound();
  if (!row.types.includes(type)) {
    const message = 'Scegli uno dei servizi per cui si è candidata';
    throw invalid('type', message);
  }
  const docRef = newDocRef(row.name, row.surname);
  const copies: string[] = [];
  const copy = async (from: string | null, to: (ext: string) => string) => {
    if (!from) return null;
    const data = await ctx.storage.get(from);
    if (!data) return null;
    const ext = from.slice(from.lastIndexOf('.') + 1);
    const key = to(ext);
    await ctx.storage.put(
      key,
      data,
      ext === 'pdf' ? 'application/pdf' : `image/${ext === 'jpg' ? 'jpeg' : ext}`,
    );
    copies.push(key);
    return key;
  };
  try {
    const photoKey = await copy(
      row.photoPath,
      (ext) => `${PUBLIC_PREFIX}caregivers/${docRef}-${randomBytes(8).toString('hex')}.${ext}`,
    );
    const cvKey = await copy(
      row.cvPath,
      (ext) => `${UPLOADED_CV_PREFIX}${docRef}-${randomBytes(8).toString('hex')}.${ext}`,
    );
    const released = await ctx.db.transaction(async (tx) => {
      await lockOpenApplication(tx, id);
      const fresh = (await findApplicationRow(tx, id)) as ApplicationRow;
      const now = ctx.clock.now();
      const [caregiver] = await tx
        .insert(caregivers)
        .values({
          docRef,
          type,
          name: fresh.name,
          surname: fresh.surname,
          photoUrl: photoKey && publicUrlOfKey(photoKey),
          description: fresh.presentation,
          phone: fresh.phone,
          languages: fresh.languages,
          province: fresh.province,
          cvPath: cvKey,
          active: true,
          // Every profile field as the applicant wrote it (the same columns).
          ...pick(fresh, [
            'birthDate',
            'comune',
            'workComuni',
            'workProvinces',
            'skills',
            'yearsOfExperience',
            'availability',
            'liveIn',
            'presentation',
          ]),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: caregivers.id });
      await moveChecksToCaregiver(tx, id, caregiver!.id);
      // The application's own copies of the files go: the caregiver's are the ones kept.
      await updateApplication(tx, id, {
        status: 'ACCEPTED',
        decidedAt: now,
        decidedByUid: tutor.uid,
        caregiverId: caregiver!.id,
        photoPath: null,
        cvPath: null,
        updatedAt: now,
      });
      await queueMail(
        tx,
        fresh.email,
        'application-accepted',
        applicationEmails.accepted(fresh.name),
        {
          applicationId: id,
        },
      );
      return [fresh.photoPath, fresh.cvPath];
    });
    await deleteUnusedFiles(ctx, released);
  } catch (error) {
    await deleteUnusedFiles(ctx, copies);
    throw error;
  }
  return getApplication(ctx, id);
}

/** Declines an application with a reason (kept for the tutors); the applicant is told kindly. */
export async function declineApplication(
  ctx: AppContext,
  tutor: AuthUser,
  id: number,
  reason: string,
) {
  await ctx.db.transaction(async (tx) => {
    await lockOpenApplication(tx, id);
    const now = ctx.clock.now();
    const row = await updateApplication(tx, id, {
      status: 'DECLINED',
      declineReason: reason,
      decidedAt: now,
      decidedByUid: tutor.uid,
      updatedAt: now,
    });
    await queueMail(tx, row.email, 'application-declined', applicationEmails.declined(row.name), {
      applicationId: id,
    });
  });
  return getApplication(ctx, id);
}

/** The private photo or CV of an application (tutors only), or 404. */
export async function openApplicationFile(ctx: AppContext, id: number, slot: 'photo' | 'cv') {
  const row = await findApplicationRow(ctx.db, id);
  const key = slot === 'photo' ? row?.photoPath : row?.cvPath;
  const file = key ? await ctx.storage.stream(key) : null;
  if (!row || !file) {
    throw new AppError(
      'NOT_FOUND',
      slot === 'photo' ? 'Foto non disponibile.' : 'CV non disponibile.',
    );
  }
  const ext = key!.slice(key!.lastIndexOf('.') + 1);
  return { ...file, fileName: `${slot === 'photo' ? 'Foto' : 'CV'}-candidatura-${id}.${ext}` };
}
