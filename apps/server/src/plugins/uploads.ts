import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { fileTooLarge, type UploadPolicy, uploadError } from '../modules/storage/file-kinds';
import { refuseNul } from './input-text';

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
  const form = await readMultipartParts(request, { file: policy }, fields);
  return { fields: form.fields, file: form.files.file };
}

/**
 * Reads a multipart form of text `fields` and of named files (`files`: each field name with its
 * policy), each at most once, every file stopping at its policy's size limit (a file over it is
 * a 400 naming its field). Anything else is a 400 before anything is stored.
 */
export async function readMultipartParts<F extends string, P extends string>(
  request: FastifyRequest,
  files: Record<P, UploadPolicy>,
  fields: readonly F[],
): Promise<{ fields: Partial<Record<F, string>>; files: Partial<Record<P, UploadedFile>> }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Invia il file come multipart/form-data.');
  }
  const fileFields = Object.keys(files) as P[];
  const policyOf = (name: string) => files[name as P] as UploadPolicy | undefined;
  const values: Partial<Record<F, string>> = {};
  const read: Partial<Record<P, UploadedFile>> = {};
  let current: P | undefined;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: Math.max(...fileFields.map((name) => files[name].maxBytes)),
        files: fileFields.length,
        fields: fields.length,
        parts: fields.length + fileFields.length,
        fieldSize: 64 * 1024,
      },
    })) {
      if (part.type === 'file' && policyOf(part.fieldname) && !read[part.fieldname as P]) {
        current = part.fieldname as P;
        const data = await part.toBuffer();
        if (data.length > files[current].maxBytes) throw fileTooLarge(files[current], current);
        read[current] = { data, fileName: part.filename, declaredType: part.mimetype };
        current = undefined;
      } else if (
        part.type === 'field' &&
        (fields as readonly string[]).includes(part.fieldname) &&
        values[part.fieldname as F] === undefined
      ) {
        const value = String(part.value);
        refuseNul({ [part.fieldname]: value });
        values[part.fieldname as F] = value;
      } else {
        throw uploadError(fields.length ? 'Modulo non valido.' : 'Nessun file caricato.');
      }
    }
    return { fields: values, files: read };
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (errorCode(error)) {
      case 'FST_REQ_FILE_TOO_LARGE': {
        const name = current ?? fileFields[0]!;
        throw fileTooLarge(files[name], name);
      }
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
