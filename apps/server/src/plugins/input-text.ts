import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

const MESSAGE = 'Il testo contiene un carattere non ammesso (NUL).';

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one). */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = findNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * preValidation hook: a NUL character anywhere in the path, the query or a JSON/form body is a
 * 400 naming the field, before any route reads it (the database would refuse it with an error).
 */
export async function rejectNulCharacters(request: FastifyRequest) {
  for (const [context, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const path = findNul(value, '');
    if (path !== undefined) {
      const field = [context === 'body' ? '' : context, path].filter(Boolean).join('.') || context;
      throw new AppError('VALIDATION_FAILED', 'Alcuni dati non sono validi.', { [field]: MESSAGE });
    }
  }
}
