import { threadMessageInputSchema } from '@equilibrio/contract/conversations';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { readMultipartForm, type UploadedFile } from '../../plugins/uploads';
import { uploadPolicies } from '../storage/file-kinds';

/**
 * The body of a message to or from the tutors: JSON `{ message }`, or multipart/form-data with
 * the field `message` and an optional `file`. A bad message is a 400 naming `body.message`, as
 * the JSON routes' validation does, before any file is stored.
 */
export async function readMessageForm(
  request: FastifyRequest,
): Promise<{ message: string; file: UploadedFile | undefined }> {
  const form = request.isMultipart()
    ? await readMultipartForm(request, uploadPolicies.attachment, ['message'])
    : { fields: (request.body ?? {}) as Record<string, unknown>, file: undefined };
  const parsed = threadMessageInputSchema.safeParse(form.fields);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Scrivi un messaggio prima di inviarlo.';
    throw new AppError('VALIDATION_FAILED', message, { 'body.message': message });
  }
  // A browser sends an empty file part when no file was chosen: no attachment.
  const file =
    form.file && form.file.data.length === 0 && !form.file.fileName ? undefined : form.file;
  return { message: parsed.data.message, file };
}
