import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorEnvelope, errorEnvelopeSchema } from '@equilibrio/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

type Envelope = ErrorEnvelope['error'];

/** Socket errors and SQLSTATEs that mean "the database is not reachable right now". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);

/**
 * node-postgres reports a connection lost mid-query, a connect timeout or a closed pool with a
 * plain Error and no code; only its message tells.
 */
const unavailableMessages =
  /^(Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end|timeout exceeded when trying to connect)/;

/** The error and its causes (drizzle wraps the driver's error in a DrizzleQueryError). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current;
    current = current.cause as typeof current;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  }
  return false;
}

function send(reply: FastifyReply, status: number, error: Envelope) {
  return reply.code(status).type('application/json; charset=utf-8').send({ error });
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const segments =
      params?.issue?.path?.map(String) ?? issue.instancePath.split('/').filter(Boolean);
    const key = [error.validationContext, ...segments].filter(Boolean).join('.') || 'body';
    fields[key] ??= issue.message ?? 'Valore non valido';
  }
  return fields;
}

/** The first code on the error or its causes (drizzle's wrapper has none, the driver's has). */
export function pgCode(error: unknown): string | undefined {
  for (const { code } of causes(error)) if (typeof code === 'string') return code;
  return undefined;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return send(reply, error.statusCode, {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.existing ? { existing: error.existing } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, 400, {
      code: 'VALIDATION_FAILED',
      message: 'Alcuni dati non sono validi.',
      fields: validationFields(error),
    });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
    return send(reply, 500, { code: 'INTERNAL', message: 'Si è verificato un errore interno.' });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return send(reply, 503, {
      code: 'SERVICE_UNAVAILABLE',
      message: 'Servizio momentaneamente non disponibile, riprova tra poco.',
    });
  }
  const code = pgCode(error);
  if (code === '23505') {
    return send(reply, 409, { code: 'CONFLICT', message: 'Il dato esiste già.' });
  }
  if (
    code === '23503' ||
    code === '23514' ||
    code === '22P02' ||
    code === '22021' ||
    code === '22P05' ||
    code === '22001' ||
    code === '22003' ||
    code === '22007' ||
    code === '22008'
  ) {
    request.log.warn({ err: error }, 'database rejected input');
    return send(reply, 400, { code: 'BAD_REQUEST', message: 'Dati non validi.' });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return send(reply, status, clientError(error, status));
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { code: 'INTERNAL', message: 'Si è verificato un errore interno.' });
}

function clientError(error: FastifyError, status: number): Envelope {
  switch (status) {
    case 413:
      return { code: 'PAYLOAD_TOO_LARGE', message: 'La richiesta è troppo grande.' };
    case 414:
      return { code: 'URI_TOO_LONG', message: 'L’indirizzo della richiesta è troppo lungo.' };
    case 415:
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Formato della richiesta non supportato.' };
    case 429:
      return {
        code: 'RATE_LIMITED',
        message: 'Troppi tentativi in poco tempo: riprova tra qualche minuto.',
      };
    case 401:
      return { code: 'UNAUTHENTICATED', message: 'Accesso richiesto.' };
    case 403:
      return { code: 'FORBIDDEN', message: 'Operazione non consentita.' };
    case 404:
      return { code: 'NOT_FOUND', message: 'Risorsa non trovata.' };
    case 408:
      return { code: 'REQUEST_TIMEOUT', message: 'La richiesta non è arrivata in tempo: riprova.' };
    case 431:
      return {
        code: 'HEADERS_TOO_LARGE',
        message: 'La richiesta è troppo grande: cancella i cookie del sito nel browser e riprova.',
      };
    default:
      return {
        code: 'BAD_REQUEST',
        message:
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
          error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Il corpo della richiesta non è un JSON valido.'
            : 'Richiesta non valida.',
      };
  }
}

/**
 * Errors the router raises before any route runs (a malformed percent-encoding, a path parameter
 * over the length limit, a bad content-type header): the same envelope as every other error.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, clientError(error, status));
}

/**
 * Errors of the connection, before there is a request to answer (headers over Node's size
 * limit — an oversized cookie —, bytes that are not HTTP, a request that never finished): the
 * same envelope in Italian, where Fastify's own answer was English and of another shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  // A reset or closed connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // The connection's errors by the status they answer, in the one table of client errors.
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const envelope = clientError(error as FastifyError, status);
  // Nothing written into a response already under way on the connection (keep-alive), as Node's
  // own handler does.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ error: envelope });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
});

/** A route schema's error answers: the one envelope for each status the route may answer. */
export const errorResponses = <Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    Status,
    typeof errorEnvelopeSchema
  >;
