import { chosenFileProblem, type UploadPolicy } from '@equilibrio/contract/uploads';
import { useCallback, useRef } from 'react';

/** The longest side a shrunk photo keeps, and its JPEG quality: a face on a profile, sharp. */
const MAX_SIDE = 1600;
const QUALITY = 0.85;

/**
 * A photo larger than `maxBytes` made smaller in the browser before it is sent: a phone's camera
 * takes 3–6 MB, and «Il file supera la dimensione massima di 2 MB» left an applicant on her phone
 * with no way to send her picture. Drawn again at most 1600 px on its longer side, as JPEG (the
 * browser turns it the way the camera held it). The same file when it fits already, when it is no
 * JPEG or PNG the browser can draw, or when even shrunk it does not fit: the size check then says so.
 */
export async function shrinkPhoto(file: File, maxBytes: number): Promise<File> {
  if (file.size <= maxBytes || !/^image\/(jpeg|png)$/.test(file.type)) return file;
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A JPEG has no transparency: a PNG's see-through parts (a logo's) on white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', QUALITY),
    );
    if (!blob || blob.size > maxBytes) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}

/**
 * A file someone chose, ready to send: a camera's photo over the limit made small enough (where
 * the upload takes JPEG: a caregiver's or an applicant's photo, a logo, a picture sent with a
 * message), then checked by the server's own limits at once, not after a long upload on a phone.
 * `file` is null when nothing may be sent; `problem` says why, in Italian.
 */
async function readyToUpload(
  chosen: File | null,
  policy: UploadPolicy,
): Promise<{ file: File | null; problem: string | null }> {
  if (!chosen) return { file: null, problem: null };
  const file = (policy.kinds as readonly string[]).includes('jpeg')
    ? await shrinkPhoto(chosen, policy.maxBytes)
    : chosen;
  const problem = chosenFileProblem(file, policy);
  return { file: problem ? null : file, problem };
}

/**
 * `readyToUpload` for a field someone may pick in again while a photo is being shrunk: only the
 * latest pick of a field (`slot`) counts — an earlier, larger one finishing after it gives
 * null, not the file chosen before.
 */
export function useReadyToUpload() {
  const latest = useRef(new Map<string, number>());
  return useCallback(async (slot: string, chosen: File | null, policy: UploadPolicy) => {
    const pick = (latest.current.get(slot) ?? 0) + 1;
    latest.current.set(slot, pick);
    const ready = await readyToUpload(chosen, policy);
    return latest.current.get(slot) === pick ? ready : null;
  }, []);
}
