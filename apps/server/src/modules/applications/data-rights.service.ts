import fs from 'node:fs';
import path from 'node:path';
import type { CaregiverDataExport } from '@equilibrio/contract/caregiver-applications';
import { erasureHeldMessage, servedFileUrlSchema } from '@equilibrio/contract/caregivers';
import { fullName } from '@equilibrio/contract/people';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { caregivers } from '../../db/schema/caregivers';
import { serviceRounds } from '../../db/schema/service-records';
import { AppError } from '../../lib/app-error';
import { pgCode } from '../../plugins/errors';
import { bundledFilesDir } from '../../plugins/files';
import { caregiverBusyOn, requireCaregiver } from '../caregivers/caregivers.service';
import { isUploadedCv, resolveBundledCvFile } from '../caregivers/cv-files';
import { contentTypeOfKey, keyOfPublicUrl } from '../storage/file-storage';
import { deleteUnusedFiles } from '../storage/storage.service';
import {
  type ApplicationRow,
  applicationsByEmail,
  applicationsOfCaregiver,
  deleteApplicationRow,
  deleteChecksOf,
  exportCheckRows,
  findApplicationRow,
  selectionsOfCaregiver,
} from './applications.queries';
import { applicationNotFound } from './applications.service';

/**
 * Caregivers' and applicants' data rights (GDPR art. 15, 17, 20), run by a tutor from the back
 * office on their request. What each table does is decided in privacy/data-registry.ts.
 */

export type DataSubject = { applicationId: number } | { docRef: string };

/** The caregiver and the applications of a subject: an application's address names them all. */
async function subjectRows(db: Db, subject: DataSubject) {
  if ('docRef' in subject) {
    const caregiver = await requireCaregiver(db, subject.docRef);
    return { caregiver, applications: await applicationsOfCaregiver(db, caregiver.id) };
  }
  const application = await findApplicationRow(db, subject.applicationId);
  if (!application) throw applicationNotFound();
  const applications = await applicationsByEmail(db, application.email);
  const caregiverId = applications.find((row) => row.caregiverId)?.caregiverId;
  const [caregiver] = caregiverId
    ? await db.select().from(caregivers).where(eq(caregivers.id, caregiverId))
    : [];
  return { caregiver, applications };
}

/** Everything we hold about an applicant or a caregiver, as one JSON document. */
export async function exportCaregiverData(
  ctx: AppContext,
  subject: DataSubject,
): Promise<CaregiverDataExport> {
  const data = await ctx.db.transaction(
    async (tx) => {
      const { caregiver, applications } = await subjectRows(tx, subject);
      const checks = [
        ...(await Promise.all(
          applications.map((row) => exportCheckRows(tx, { applicationId: row.id })),
        )),
        caregiver ? await exportCheckRows(tx, { caregiverId: caregiver.id }) : [],
      ].flat();
      return {
        format: 'equilibrio-caregiver-export' as const,
        generatedAt: ctx.clock.now().toISOString(),
        applications: applications.map(plain),
        caregiver: caregiver ? plain(caregiver) : null,
        checks: checks.map(plain),
        proposals: caregiver ? (await selectionsOfCaregiver(tx, caregiver.id)).map(plain) : [],
        stored: storedFilesOf(applications, caregiver),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { stored, ...rows } = data;
  // The files are read after the rows' transaction: storage is not part of it.
  const files = await Promise.all(stored.map((file) => readExportFile(ctx, file)));
  return { ...rows, files: files.filter((file) => file !== null) };
}

type StoredFileRef = {
  owner: 'application' | 'caregiver';
  ownerId: number | string;
  kind: 'photo' | 'cv';
  /** A storage key, or a file the server ships (the demo caregivers' portraits and CVs). */
  source: { key: string } | { bundled: string };
};

/** Where the subject's photos and CVs are: the applications' private copies and the caregiver's. */
function storedFilesOf(
  applications: readonly Pick<ApplicationRow, 'id' | 'photoPath' | 'cvPath'>[],
  caregiver: typeof caregivers.$inferSelect | undefined,
): StoredFileRef[] {
  const refs: StoredFileRef[] = [];
  for (const row of applications) {
    const ownerId = row.id;
    if (row.photoPath)
      refs.push({ owner: 'application', ownerId, kind: 'photo', source: { key: row.photoPath } });
    if (row.cvPath)
      refs.push({ owner: 'application', ownerId, kind: 'cv', source: { key: row.cvPath } });
  }
  if (caregiver) {
    const ownerId = caregiver.docRef;
    const photoKey = keyOfPublicUrl(caregiver.photoUrl);
    const bundledPhoto = photoKey ? null : bundledPublicFile(caregiver.photoUrl);
    if (photoKey || bundledPhoto) {
      refs.push({
        owner: 'caregiver',
        ownerId,
        kind: 'photo',
        source: photoKey ? { key: photoKey } : { bundled: bundledPhoto! },
      });
    }
    if (caregiver.cvPath) {
      const cvPath = caregiver.cvPath;
      const bundledCv = isUploadedCv(cvPath) ? null : resolveBundledCvFile(cvPath);
      if (isUploadedCv(cvPath) || bundledCv) {
        refs.push({
          owner: 'caregiver',
          ownerId,
          kind: 'cv',
          source: bundledCv ? { bundled: bundledCv } : { key: cvPath },
        });
      }
    }
  }
  return refs;
}

/** The file the server ships behind a '/files/…' address (not an upload), or null. */
function bundledPublicFile(url: string | null) {
  if (!url?.startsWith('/files/') || !servedFileUrlSchema.safeParse(url).success) return null;
  const file = path.resolve(bundledFilesDir, url.slice('/files/'.length));
  return file.startsWith(`${bundledFilesDir}${path.sep}`) && fs.existsSync(file) ? file : null;
}

/** One file of the export, its bytes in base64; null when it is gone from storage. */
async function readExportFile(ctx: AppContext, ref: StoredFileRef) {
  const name = 'key' in ref.source ? ref.source.key : ref.source.bundled;
  const data =
    'key' in ref.source
      ? await ctx.storage.get(ref.source.key)
      : await fs.promises.readFile(ref.source.bundled).catch(() => null);
  if (!data) return null;
  return {
    owner: ref.owner,
    ownerId: ref.ownerId,
    kind: ref.kind,
    fileName: path.basename(name),
    contentType: contentTypeOfKey(name),
    size: data.length,
    base64: data.toString('base64'),
  };
}

const plain = (row: object) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );

const filesOfApplication = (row: Pick<ApplicationRow, 'photoPath' | 'cvPath'>) => [
  row.photoPath,
  row.cvPath,
];

/**
 * Erases an applicant's or a caregiver's data, in one transaction: their applications (with
 * their checks and files) and their caregiver record — deleted when no request names it,
 * otherwise anonymised and deactivated, keeping what the requests' history needs (type,
 * languages). Answers what became of the caregiver.
 */
export async function eraseCaregiverData(ctx: AppContext, subject: DataSubject) {
  const { files, caregiver } = await ctx.db.transaction(async (tx) => {
    const { caregiver, applications } = await subjectRows(tx, subject);
    const files: (string | null)[] = [];
    for (const row of applications) {
      const deleted = await deleteApplicationRow(tx, row.id);
      if (deleted) files.push(...filesOfApplication(deleted));
    }
    if (!caregiver) return { files, caregiver: 'none' as const };
    // Not while a family counts on them: their name and number are what the family and the
    // tutor work with until the caregiver is replaced or the request closes.
    const held = await caregiverBusyOn(tx, caregiver.id);
    if (held.length > 0) throw new AppError('CONFLICT', erasureHeldMessage(held));
    await deleteChecksOf(tx, { caregiverId: caregiver.id });
    // The service rounds keep a copy of the name (as it was then): it goes too.
    await tx
      .update(serviceRounds)
      .set({ caregiverName: fullName(removedName.name, removedName.surname) })
      .where(eq(serviceRounds.caregiverId, caregiver.id));
    files.push(
      keyOfPublicUrl(caregiver.photoUrl),
      isUploadedCv(caregiver.cvPath) ? caregiver.cvPath : null,
    );
    const deleted = await tx
      .transaction(async (sp) => {
        await sp.delete(caregivers).where(eq(caregivers.id, caregiver.id));
        return true;
      })
      .catch((error: unknown) => {
        if (pgCode(error) === '23503' || pgCode(error) === '23001') return false;
        throw error;
      });
    if (!deleted) await anonymiseCaregiver(tx, caregiver.id, ctx.clock.now());
    return { files, caregiver: deleted ? ('deleted' as const) : ('anonymised' as const) };
  });
  await deleteUnusedFiles(ctx, files);
  return { caregiver };
}

const removedName = { name: 'Caregiver', surname: 'rimosso' };

function anonymiseCaregiver(db: Db, id: number, now: Date) {
  return db
    .update(caregivers)
    .set({
      ...removedName,
      photoUrl: null,
      description: null,
      phone: null,
      email: null,
      province: null,
      resumeHidden: true,
      cvPath: null,
      active: false,
      birthDate: null,
      comune: null,
      workComuni: [],
      workProvinces: [],
      skills: [],
      yearsOfExperience: null,
      availability: [],
      liveIn: false,
      presentation: null,
      updatedAt: now,
    })
    .where(eq(caregivers.id, id));
}
