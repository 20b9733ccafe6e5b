import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { fileTooLarge, type UploadPolicy, uploadError } from '../modules/storage/file-kinds';

export type UploadedFile = { data: Buffer; fileName: string; declaredType: string };

const errorCode = (error: unknown) => (error as { code?: string })?.code;

/**
 * Reads the one file of a multipart request (field `file`) into memory, stopping at the policy's
 * size limit: anything bigger is a 400 and nothing of it is kept.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  policy: UploadPolicy,
): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Invia il file come multipart/form-data.');
  }
  try {
    const part = await request.file({
      limits: { fileSize: policy.maxBytes, files: 1, fields: 0, parts: 1 },
    });
    if (part?.fieldname !== 'file') throw uploadError('Nessun file caricato.');
    const data = await part.toBuffer();
    return { data, fileName: part.filename, declaredType: part.mimetype };
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
