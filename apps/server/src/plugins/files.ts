import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Files the server ships (demo logos, portraits) under /files/. Uploads are added by their module. */
export const bundledFilesDir = path.resolve(import.meta.dirname, '../../public-files');

export const filesPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyStatic, {
    root: bundledFilesDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
});
