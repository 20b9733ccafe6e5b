import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { isValidStorageKey, PUBLIC_PREFIX } from './file-storage';

/**
 * GET /files/uploads/*: the public uploads (caregivers' photos, companies' logos), from the file
 * storage. Private keys (CVs) are never reachable here.
 */
export const publicFilesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/files/uploads/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A public uploaded file (photo or logo)',
        params: z.object({ '*': z.string().max(300) }),
      },
    },
    async (request, reply) => {
      const key = `${PUBLIC_PREFIX}${request.params['*']}`;
      const file = isValidStorageKey(key) ? await ctx.storage.stream(key) : null;
      if (!file) throw new AppError('NOT_FOUND', 'File non trovato.');
      // Keys are never reused (each upload gets a new name), so the file never changes.
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );
};
