import {
  familyMessageInputSchema,
  tutorReplyInputSchema,
} from '@equilibrio/contract/conversations';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readMultipartForm, type UploadedFile } from '../../plugins/uploads';
import { uploadPolicies } from '../storage/file-kinds';

/**
 * The body of a message to or from the tutors: JSON, or multipart/form-data with the text
 * `fields` and an optional `file`, read by `schema`. A bad field is a 400 naming it
 * (`body.message`), as the JSON routes' validation does, before any file is stored.
 */
async function readForm<S extends z.ZodType<{ message: string }>>(
  request: FastifyRequest,
  schema: S,
  fields: readonly string[],
): Promise<z.output<S> & { file: UploadedFile | undefined }> {
  const form = request.isMultipart()
    ? await readMultipartForm(request, uploadPolicies.attachment, fields)
    : { fields: (request.body ?? {}) as Record<string, unknown>, file: undefined };
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'Scrivi un messaggio prima di inviarlo.';
    const field = `body.${String(issue?.path[0] ?? 'message')}`;
    throw new AppError('VALIDATION_FAILED', message, { [field]: message });
  }
  // A browser sends an empty file part when no file was chosen: no attachment.
  const file =
    form.file && form.file.data.length === 0 && !form.file.fileName ? undefined : form.file;
  return { ...parsed.data, file };
}

/** A family's message: `{ message, urgent }` (not urgent unless told), and an optional `file`. */
export const readMessageForm = (request: FastifyRequest) =>
  readForm(request, familyMessageInputSchema, ['message', 'urgent']);

/** A tutor's reply: `{ message, handled }` (handled unless told), and an optional `file`. */
export const readTutorReplyForm = (request: FastifyRequest) =>
  readForm(request, tutorReplyInputSchema, ['message', 'handled']);
