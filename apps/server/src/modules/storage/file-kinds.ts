import { fieldError } from '../../lib/app-error';

/** The kinds of file we accept, recognised by their first bytes (never by name or declared type). */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf';

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the content is, from its magic bytes; null for anything else. */
export function detectFileKind(data: Buffer): FileKind | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('%PDF-'))) return 'pdf';
  return null;
}

export const fileKindExtension: Record<FileKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  pdf: 'pdf',
};

export const fileKindContentType: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export type UploadPolicy = {
  kinds: readonly FileKind[];
  maxBytes: number;
  /** Italian, for the error message: 'un’immagine JPEG, PNG o WebP'. */
  accepted: string;
};

const MB = 1024 * 1024;

/** What each upload accepts (photos and logos are public images; CVs private PDFs). */
export const uploadPolicies = {
  photo: {
    kinds: ['jpeg', 'png', 'webp'],
    maxBytes: 2 * MB,
    accepted: 'un’immagine JPEG, PNG o WebP',
  },
  logo: {
    kinds: ['jpeg', 'png', 'webp'],
    maxBytes: 2 * MB,
    accepted: 'un’immagine JPEG, PNG o WebP',
  },
  cv: { kinds: ['pdf'], maxBytes: 5 * MB, accepted: 'un file PDF' },
  /** An applicant's portrait ('Lavora con noi'): private until the application is accepted. */
  applicantPhoto: {
    kinds: ['jpeg', 'png'],
    maxBytes: 2 * MB,
    accepted: 'un’immagine JPEG o PNG',
  },
  /** A file attached to a message to the tutors (private to the thread). */
  attachment: {
    kinds: ['pdf', 'jpeg', 'png'],
    maxBytes: 5 * MB,
    accepted: 'un file PDF, JPEG o PNG',
  },
} as const satisfies Record<string, UploadPolicy>;

export const formatMegabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** 400 naming the file's field (`file` unless told), so the form shows it under the input. */
export const uploadError = (message: string, field = 'file') => fieldError(field, message);

export const fileTooLarge = (policy: UploadPolicy, field = 'file') =>
  uploadError(
    `Il file supera la dimensione massima di ${formatMegabytes(policy.maxBytes)}.`,
    field,
  );

/** Checks an uploaded file's size and content; answers its kind. A refusal names `field`. */
export function checkUpload(data: Buffer, policy: UploadPolicy, field = 'file'): FileKind {
  if (data.length === 0) throw uploadError('Il file è vuoto.', field);
  if (data.length > policy.maxBytes) throw fileTooLarge(policy, field);
  const kind = detectFileKind(data);
  if (!kind || !policy.kinds.includes(kind)) {
    throw uploadError(`Formato non supportato: carica ${policy.accepted}.`, field);
  }
  return kind;
}
