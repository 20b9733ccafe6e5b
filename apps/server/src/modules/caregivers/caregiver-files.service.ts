import { randomBytes } from 'node:crypto';
import type { Caregiver } from '@equilibrio/contract/caregivers';
import type { AppContext } from '../../context';
import {
  checkUpload,
  fileKindContentType,
  fileKindExtension,
  uploadPolicies,
} from '../storage/file-kinds';
import { keyOfPublicUrl, PUBLIC_PREFIX, publicUrlOfKey } from '../storage/file-storage';
import { deleteUnusedFiles } from '../storage/storage.service';
import { lockCaregiverFiles, setCaregiverFiles } from './caregivers.queries';
import { caregiverNotFound, toCaregiver } from './caregivers.service';
import { isUploadedCv, UPLOADED_CV_PREFIX } from './cv-files';

type FileSlot = 'photo' | 'cv';

/** The storage key a file of the caregiver had, if it was an upload (bundled demo files stay). */
const uploadedKeyOf = (slot: FileSlot, row: { photoUrl: string | null; cvPath: string | null }) =>
  slot === 'photo' ? keyOfPublicUrl(row.photoUrl) : isUploadedCv(row.cvPath) ? row.cvPath : null;

/**
 * Points the caregiver's `slot` at the stored file `key` (null: no file); answers the updated
 * row and the uploaded file it pointed at before.
 */
async function setFile(ctx: AppContext, docRef: string, slot: FileSlot, key: string | null) {
  return ctx.db.transaction(async (tx) => {
    const current = await lockCaregiverFiles(tx, docRef);
    if (!current) throw caregiverNotFound();
    const updated = await setCaregiverFiles(tx, current.id, {
      ...(slot === 'photo' ? { photoUrl: key && publicUrlOfKey(key) } : { cvPath: key }),
      updatedAt: ctx.clock.now(),
    });
    return { row: updated, previous: uploadedKeyOf(slot, current) };
  });
}

/**
 * Stores a new photo (JPEG/PNG/WebP ≤ 2 MB) or CV (PDF ≤ 5 MB) of a caregiver, checked by its
 * content, and points the caregiver at it; the file it replaces is deleted. A rejected file is
 * never stored.
 */
export async function uploadCaregiverFile(
  ctx: AppContext,
  docRef: string,
  slot: FileSlot,
  data: Buffer,
): Promise<Caregiver> {
  const kind = checkUpload(data, uploadPolicies[slot]);
  const name = `${docRef}-${randomBytes(8).toString('hex')}.${fileKindExtension[kind]}`;
  const key =
    slot === 'photo' ? `${PUBLIC_PREFIX}caregivers/${name}` : `${UPLOADED_CV_PREFIX}${name}`;
  await ctx.storage.put(key, data, fileKindContentType[kind]);
  try {
    const { row, previous } = await setFile(ctx, docRef, slot, key);
    await deleteUnusedFiles(ctx, [previous]);
    return toCaregiver(row);
  } catch (error) {
    await deleteUnusedFiles(ctx, [key]);
    throw error;
  }
}

/** Removes the caregiver's photo or CV. */
export async function removeCaregiverFile(
  ctx: AppContext,
  docRef: string,
  slot: FileSlot,
): Promise<Caregiver> {
  const { row, previous } = await setFile(ctx, docRef, slot, null);
  await deleteUnusedFiles(ctx, [previous]);
  return toCaregiver(row);
}
