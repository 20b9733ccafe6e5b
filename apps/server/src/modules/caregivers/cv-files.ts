import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { serverPath } from '../../server-root';
import type { FileStorage } from '../storage/file-storage';

/**
 * Caregivers' CVs are private: only the CV endpoint serves them, after checking who asks.
 * `cv_path` is either a file-storage key under `private/` (CVs uploaded in the back office) or a
 * key relative to the bundled documents folder (the demo CVs shipped with the server, e.g.
 * 'cv/cg-martina-rossi.pdf').
 */
export const bundledDocumentsDir = serverPath('private-files');

const bundledKeyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*\.pdf$/;

/** Storage keys of uploaded CVs. */
export const UPLOADED_CV_PREFIX = 'private/cv/';

export const isUploadedCv = (cvPath: string | null): cvPath is string =>
  cvPath?.startsWith(UPLOADED_CV_PREFIX) === true;

/** The absolute path of a bundled CV, or null when the key is malformed or the file is missing. */
export function resolveBundledCvFile(cvPath: string): string | null {
  if (!bundledKeyPattern.test(cvPath) || cvPath.includes('..')) return null;
  const file = path.resolve(bundledDocumentsDir, cvPath);
  if (!file.startsWith(`${bundledDocumentsDir}${path.sep}`)) return null;
  return fs.existsSync(file) ? file : null;
}

/** A stream of the CV (uploaded or bundled) and its size, or null when there is no such file. */
export async function openStoredCv(
  storage: FileStorage,
  cvPath: string,
): Promise<{ stream: Readable; size: number } | null> {
  if (isUploadedCv(cvPath)) return storage.stream(cvPath);
  const file = resolveBundledCvFile(cvPath);
  if (!file) return null;
  return { stream: fs.createReadStream(file), size: fs.statSync(file).size };
}
