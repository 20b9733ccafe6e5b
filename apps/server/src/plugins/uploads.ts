import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { fileTooLarge, type UploadPolicy, uploadError } from '../modules/storage/file-kinds';

export type UploadedFile = { data: Buffer; fileName: string; declaredType: string };

const errorCode = (error: unknown) => (error as { code?: string })?.code;

/**
 * Reads the one file of a multipart request (field `file`) into memory, stopping at the policy's
 * size limit: anything bigger is a 400 and nothing of it is kept. The body is read to its end, so
 * a second part (another file, a field) is a 400 too, before anything is stored.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  policy: UploadPolicy,
): Promise<UploadedFile> {
  const { file } = await readMultipartForm(request, policy, []);
  if (!file) throw uploadError('Nessun file caricato.');
  return file;
}

/**
 * Reads a multipart form of text `fields` (each at most once) and at most one file (field
 * `file`), the file stopping at the policy's size limit. Anything else is a 400 before anything
 * is stored.
 */
export async function readMultipartForm<F extends string>(
  request: FastifyRequest,
  policy: UploadPolicy,
  fields: readonly F[],
): Promise<{ fields: Partial<Record<F, string>>; file: UploadedFile | undefined }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Invia il file come multipart/form-data.');
  }
  const values: Partial<Record<F, string>> = {};
  try {
    let file: UploadedFile | undefined;
    for await (const part of request.parts({
      limits: {
        fileSize: policy.maxBytes,
        files: 1,
        fields: fields.length,
        parts: fields.length + 1,
        fieldSize: 64 * 1024,
      },
    })) {
      if (part.type === 'file' && part.fieldname === 'file') {
        const data = await part.toBuffer();
        file = { data, fileName: part.filename, declaredType: part.mimetype };
      } else if (
        part.type === 'field' &&
        (fields as readonly string[]).includes(part.fieldname) &&
        values[part.fieldname as F] === undefined
      ) {
        values[part.fieldname as F] = String(part.value);
      } else {
        throw uploadError(fields.length ? 'Modulo non valido.' : 'Nessun file caricato.');
      }
    }
    return { fields: values, file };
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (errorCode(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw fileTooLarge(policy);
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw uploadError('Carica un solo file alla volta.');
      case 'FST_MP_PREMATURE_CLOSE':
        throw uploadError('Caricamento interrotto: riprova.');
      default:
        // A body that is not well-formed multipart (no boundary, truncated, garbage): the
        // sender's fault, never a 500.
        throw uploadError(
          'Il caricamento non è leggibile: invia il file come multipart/form-data.',
        );
    }
  }
}
