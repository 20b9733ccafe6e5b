import { randomBytes } from 'node:crypto';
import {
  applicationFormSchema,
  applicationMessages,
} from '@equilibrio/contract/caregiver-applications';
import { normalizeIP } from '@fastify/rate-limit';
import type { AppContext } from '../../context';
import { AppError, fieldError, rateLimited } from '../../lib/app-error';
import { pgCode } from '../../plugins/errors';
import { refuseNul } from '../../plugins/input-text';
import type { UploadedFile } from '../../plugins/uploads';
import { storedProfileFields } from '../caregivers/caregivers.service';
import { getLegalDocument } from '../legal/legal-documents';
import { queueMail } from '../mail/mail.service';
import { findMunicipality } from '../places/gazetteer';
import {
  checkUpload,
  type FileKind,
  fileKindContentType,
  fileKindExtension,
  uploadPolicies,
} from '../storage/file-kinds';
import { deleteUnusedFiles } from '../storage/storage.service';
import { applicationEmails } from './application-emails';
import { insertApplication } from './applications.queries';

const HOUR_MS = 60 * 60_000;

/** Private storage of the applicants' files (served to tutors only). */
const APPLICATION_FILES_PREFIX = 'private/applications/';

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

function parseForm(raw: string | undefined) {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Modulo non valido: invia la candidatura.');
  }
  // A NUL the JSON escaped (the part's raw text had none), as any other field's.
  refuseNul(json);
  const parsed = applicationFormSchema.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fields[issue.path.map(String).join('.') || 'application'] ??= issue.message;
    }
    const [first] = Object.values(fields);
    throw new AppError('VALIDATION_FAILED', first ?? 'Modulo non valido.', fields);
  }
  // The age (18 to 100) is the form's own rule (contract: adultBirthDate).
  const form = parsed.data;
  const comune = findMunicipality(form.comune);
  if (!comune) throw fieldError('comune', applicationMessages.comune);
  form.workComuni.forEach((code, index) => {
    if (!findMunicipality(code))
      throw fieldError(`workComuni.${index}`, applicationMessages.comune);
  });
  return { form, comune };
}

type StoredUpload = { key: string; kind: FileKind; data: Buffer };

function checkFile(file: UploadedFile | undefined, slot: 'photo' | 'cv'): StoredUpload {
  if (!file || (file.data.length === 0 && !file.fileName)) {
    throw fieldError(slot, slot === 'photo' ? applicationMessages.photo : applicationMessages.cv);
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
  const { form, comune } = parseForm(submission.fields.application);
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
        province: comune.province,
        birthDate: form.birthDate,
        comune: comune.istatCode,
        ...storedProfileFields(form),
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
        applicationEmails.received(form.name, ctx.config.publicUrl, ctx.config.mail.supportEmail),
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
