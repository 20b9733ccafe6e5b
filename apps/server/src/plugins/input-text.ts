import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

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
 * A NUL character anywhere in `value` (PostgreSQL text cannot store one) is a 400 naming the
 * field: a body's field by its own name, as the forms know it (`context` '' — JSON, a form, a
 * multipart part, the JSON a multipart part carries), others after their context
 * ('querystring.uid').
 */
export function refuseNul(value: unknown, context: 'params' | 'querystring' | '' = '') {
  const path = findNul(value, '');
  if (path === undefined) return;
  const field = [context, path].filter(Boolean).join('.') || context || 'body';
  throw new AppError('VALIDATION_FAILED', 'Alcuni dati non sono validi.', {
    [field]: 'Il testo contiene un carattere non ammesso (NUL).',
  });
}

/**
 * preValidation hook: a NUL character anywhere in the path, the query or a JSON/form body is a
 * 400 naming the field, before any route reads it (the database would refuse it with an error).
 * A multipart form's text parts, read later by the route, are checked as they are read
 * (`readMultipartParts`).
 */
export async function rejectNulCharacters(request: FastifyRequest) {
  refuseNul(request.params, 'params');
  refuseNul(request.query, 'querystring');
  refuseNul(request.body);
}
