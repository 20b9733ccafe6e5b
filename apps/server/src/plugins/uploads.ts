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
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Invia il file come multipart/form-data.');
  }
  try {
    let file: UploadedFile | undefined;
    for await (const part of request.parts({
      limits: { fileSize: policy.maxBytes, files: 1, fields: 0, parts: 1 },
    })) {
      // Only reached for the first part: the limits refuse any other.
      if (part.type !== 'file' || part.fieldname !== 'file') {
        throw uploadError('Nessun file caricato.');
      }
      const data = await part.toBuffer();
      file = { data, fileName: part.filename, declaredType: part.mimetype };
    }
    if (!file) throw uploadError('Nessun file caricato.');
    return file;
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
