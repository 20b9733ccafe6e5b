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
