import { randomBytes } from 'node:crypto';
import {
  type Application,
  type ApplicationListQuery,
  type ApplicationPage,
  type ApplicationStatus,
  applicationStatuses,
  openApplicationStatuses,
} from '@equilibrio/contract/caregiver-applications';
import {
  type CaregiverCheck,
  type CaregiverCheckInput,
  type CheckKind,
  checkDateProblem,
} from '@equilibrio/contract/caregiver-checks';
import { isSkillOf } from '@equilibrio/contract/caregiver-profile';
import type { CaregiverType, Language } from '@equilibrio/contract/enums';
import { pageTotals } from '@equilibrio/contract/paging';
import { fullName } from '@equilibrio/contract/people';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { caregivers } from '../../db/schema/caregivers';
import { AppError, fieldError } from '../../lib/app-error';
import { italianDay } from '../../lib/clock';
import type { AuthUser } from '../../plugins/auth';
import { newDocRef } from '../caregivers/caregivers.service';
import { UPLOADED_CV_PREFIX } from '../caregivers/cv-files';
import { queueMail } from '../mail/mail.service';
import { comuneLabel } from '../places/places.service';
import { PUBLIC_PREFIX, publicUrlOfKey } from '../storage/file-storage';
import { deleteUnusedFiles } from '../storage/storage.service';
import { findUserName } from '../users/users.service';
import { applicationEmails } from './application-emails';
import {
  type ApplicationRow,
  type CheckOwner,
  deleteCheck,
  findApplicationRow,
  findCaregiverDocRef,
  insertCheck,
  listApplicationRows,
  listCheckRows,
  lockApplication,
  moveChecksToCaregiver,
  updateApplication,
} from './applications.queries';

const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;

export const applicationNotFound = () => new AppError('NOT_FOUND', 'Candidatura non trovata.');

// ── Back office ──────────────────────────────────────────────────────────────────────────────

/** A check dated after today (Italy's) is refused (400): it cannot have been done yet. */
export function refuseFutureCheck(ctx: AppContext, input: CaregiverCheckInput) {
  const problem = checkDateProblem(input.checkedOn, italianDay(ctx.clock.now()));
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { 'body.checkedOn': problem });
}

export async function listChecks(db: Db, owner: CheckOwner): Promise<CaregiverCheck[]> {
  const rows = await listCheckRows(db, owner);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as CheckKind,
    checkedOn: row.checkedOn,
    reference: row.reference,
    notes: row.notes,
    tutorUid: row.tutorUid,
    tutorName: fullName(row.tutorName, row.tutorSurname) || null,
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
    ...pageTotals(query, total),
  };
}

const applicationFileUrl = (id: number, slot: 'photo' | 'cv') =>
  `/v1/backoffice/caregiver-applications/${id}/${slot}`;

export async function getApplication(ctx: AppContext, id: number): Promise<Application> {
  const row = await findApplicationRow(ctx.db, id);
  if (!row) throw applicationNotFound();
  // Acceptance moves the checks to the caregiver: an accepted application shows them there.
  const checks = await listChecks(
    ctx.db,
    row.caregiverId ? { caregiverId: row.caregiverId } : { applicationId: id },
  );
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
    decidedByName: decider ? fullName(decider.name, decider.surname) || null : null,
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
  refuseFutureCheck(ctx, input);
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
    throw fieldError('type', message);
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
          email: fresh.email,
          languages: fresh.languages,
          province: fresh.province,
          cvPath: cvKey,
          // The applicant's own CV, as uploaded, may carry a phone, an address, a tax code: the
          // families see it only once a tutor has read it and shown it (the profile's switch),
          // else it would hand over before payment the phone the selection holds back.
          resumeHidden: true,
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
          // The sub-skills of the type chosen at acceptance (the applicant may offer several
          // services): the caregiver's record holds its own type's only (`skillsProblem`).
          skills: fresh.skills.filter((skill) => isSkillOf(type, skill)),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: caregivers.id });
      // The checks recorded so far: the welcome says what is still to do (accepted with some
      // missing, 'Accogli comunque').
      const passed = (await listCheckRows(tx, { applicationId: id })).map(
        (check) => check.kind as CheckKind,
      );
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
        applicationEmails.accepted(fresh.name, passed, ctx.config.mail.supportEmail),
        { applicationId: id },
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
    await queueMail(
      tx,
      row.email,
      'application-declined',
      applicationEmails.declined(row.name, ctx.config.mail.supportEmail),
      { applicationId: id },
    );
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
