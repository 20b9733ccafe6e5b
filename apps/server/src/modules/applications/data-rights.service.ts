import type { CaregiverDataExport } from '@equilibrio/contract/caregiver-applications';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { caregivers } from '../../db/schema/caregivers';
import { pgCode } from '../../plugins/errors';
import { requireCaregiver } from '../caregivers/caregivers.service';
import { isUploadedCv } from '../caregivers/cv-files';
import { keyOfPublicUrl } from '../storage/file-storage';
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
  return ctx.db.transaction(
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
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
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
    await deleteChecksOf(tx, { caregiverId: caregiver.id });
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

function anonymiseCaregiver(db: Db, id: number, now: Date) {
  return db
    .update(caregivers)
    .set({
      name: 'Caregiver',
      surname: 'rimosso',
      photoUrl: null,
      description: null,
      phone: null,
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
