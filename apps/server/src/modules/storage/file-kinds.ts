import { type FileKind, type UploadPolicy, uploadMessages } from '@equilibrio/contract/uploads';
import { fieldError } from '../../lib/app-error';

// What each upload accepts is the contract's (the browser tells the same before sending); here
// the kinds are recognised by their first bytes (never by name or declared type).
export type { FileKind, UploadPolicy } from '@equilibrio/contract/uploads';
export { fileKindContentType, uploadPolicies } from '@equilibrio/contract/uploads';

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

/** 400 naming the file's field (`file` unless told), so the form shows it under the input. */
export const uploadError = (message: string, field = 'file') => fieldError(field, message);

export const fileTooLarge = (policy: UploadPolicy, field = 'file') =>
  uploadError(uploadMessages.tooLarge(policy), field);

/** Checks an uploaded file's size and content; answers its kind. A refusal names `field`. */
export function checkUpload(data: Buffer, policy: UploadPolicy, field = 'file'): FileKind {
  if (data.length === 0) throw uploadError(uploadMessages.empty, field);
  if (data.length > policy.maxBytes) throw fileTooLarge(policy, field);
  const kind = detectFileKind(data);
  if (!kind || !policy.kinds.includes(kind)) {
    throw uploadError(uploadMessages.wrongKind(policy), field);
  }
  return kind;
}
