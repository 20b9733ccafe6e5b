import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (caregivers' photos and CVs, partner companies' logos). A narrow
 * interface so the local folder (default) and an S3-compatible bucket are interchangeable.
 *
 * Keys are relative, lower-case paths: `public/...` for files anyone may fetch through
 * `/files/uploads/...`, `private/...` for files only an authorised endpoint streams.
 */
export type StoredFile = {
  stream: Readable;
  size: number;
  contentType: string;
};

export type FileStorage = {
  /** Writes the whole file (replacing one with the same key). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** A stream of the file for serving it, or null when there is none. */
  stream(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
};

const keyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{2,5}$/;

/** Whether a key is well formed: no '..', no absolute paths, a known-looking extension. */
export const isValidStorageKey = (key: string) => key.length <= 300 && keyPattern.test(key);

export function assertStorageKey(key: string) {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The media type of a stored file, from its key's extension. */
export function contentTypeOfKey(key: string) {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return contentTypes[extension] ?? 'application/octet-stream';
}

/** Public keys are served at /files/uploads/<key without 'public/'>. */
export const PUBLIC_PREFIX = 'public/';
export const PUBLIC_URL_PREFIX = '/files/uploads/';

export const publicUrlOfKey = (key: string) =>
  `${PUBLIC_URL_PREFIX}${key.slice(PUBLIC_PREFIX.length)}`;

/** The storage key behind a public upload URL, or null for any other URL (e.g. bundled files). */
export function keyOfPublicUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(PUBLIC_URL_PREFIX)) return null;
  const key = `${PUBLIC_PREFIX}${url.slice(PUBLIC_URL_PREFIX.length)}`;
  return isValidStorageKey(key) ? key : null;
}
