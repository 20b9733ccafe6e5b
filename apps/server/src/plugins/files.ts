import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serverPath } from '../server-root';

/** Files the server ships (demo logos, portraits) under /files/. Uploads are added by their module. */
export const bundledFilesDir = serverPath('public-files');

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
