import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { UploadedFile } from '../../plugins/uploads';
import {
  checkUpload,
  fileKindContentType,
  fileKindExtension,
  uploadPolicies,
} from '../storage/file-kinds';
import { deleteUnusedFiles } from '../storage/storage.service';

/** A stored file attached to a message to or from the tutors. */
export type MessageAttachment = { key: string; name: string; contentType: string; bytes: number };

/** Attachments are private: only the thread's family and the tutors get them. */
const ATTACHMENT_PREFIX = 'private/messages/';

/** The name the file is offered with: the sender's, without anything a header could choke on. */
function safeFileName(name: string, extension: string) {
  const base = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .slice(0, 80);
  return `${base || 'allegato'}.${extension}`;
}

/**
 * Runs `write` with the uploaded file stored (none: null): the file is checked by its content
 * (PDF, JPEG, PNG ≤ 5 MB) before anything is stored, and deleted again when `write` fails.
 */
export async function withAttachment<T>(
  ctx: AppContext,
  file: UploadedFile | undefined,
  write: (attachment: MessageAttachment | null) => Promise<T>,
): Promise<T> {
  if (!file) return write(null);
  const kind = checkUpload(file.data, uploadPolicies.attachment);
  const extension = fileKindExtension[kind];
  const attachment: MessageAttachment = {
    key: `${ATTACHMENT_PREFIX}${randomBytes(12).toString('hex')}.${extension}`,
    name: safeFileName(file.fileName, extension),
    contentType: fileKindContentType[kind],
    bytes: file.data.length,
  };
  await ctx.storage.put(attachment.key, file.data, attachment.contentType);
  try {
    return await write(attachment);
  } catch (error) {
    await deleteUnusedFiles(ctx, [attachment.key]);
    throw error;
  }
}
