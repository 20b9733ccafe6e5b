import type { Readable } from 'node:stream';
import { isoDate, romeParts } from '@equilibrio/contract/italian-format';
import type { FastifyReply } from 'fastify';

/**
 * Streams a stored file to the one caller allowed to read it (the caller has checked that):
 * its type and size, shown in the browser (`inline`) or saved (`attachment`) under its name, and
 * never kept by a cache. The security plugin adds `nosniff` to every answer.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { stream: Readable; size: number; contentType: string; fileName: string },
  disposition: 'inline' | 'attachment',
) {
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

/**
 * The name a data export is saved under: 'equilibrio-dati-2026-12-06.json', dated by Italy's
 * calendar (a family downloading at half past midnight saw the day before, the UTC one's).
 */
export const exportFileName = (subject: string, generatedAt: string, extension: 'json' | 'html') =>
  `${subject}-${isoDate(romeParts(new Date(generatedAt)))}.${extension}`;
