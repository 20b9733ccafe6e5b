import { idParam } from '@equilibrio/contract/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { type AuthUser, currentUser, requireOwner } from './auth';
import { errorResponses } from './errors';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The service behind the routes of one kind of saved item. */
type ItemService<Item, Create, Update> = {
  list: (ctx: AppContext, uid: string) => Promise<Item[]>;
  create: (ctx: AppContext, user: AuthUser, input: Create) => Promise<Item>;
  update: (ctx: AppContext, user: AuthUser, id: number, input: Update) => Promise<Item>;
  remove: (ctx: AppContext, user: AuthUser, id: number) => Promise<void>;
};

type Options<C extends z.ZodType<{ userUID: string }>, U extends z.ZodType> = {
  /** The collection's path; one item is `${path}/:id`. */
  path: string;
  /** Where an item is added: the first path is documented, the others are accepted too. */
  createPaths?: string[];
  tag: string;
  /** An item as the API returns it (the answers are checked against it). */
  item: z.ZodType;
  createBody: C;
  updateBody: U;
  summaries: { list: string; create: string; update: string; remove: string };
  service: ItemService<unknown, z.infer<C>, z.infer<U>>;
};

/** A body that names its owner must name the caller (a foreign uid answers 404). */
const bodyOwner = (request: FastifyRequest, body: unknown) => {
  const owner = (body as { userUID?: unknown }).userUID;
  return typeof owner === 'string' ? requireOwner(request, owner) : currentUser(request);
};

/**
 * The routes of a customer's saved items (spec §7: addresses, dependants), written once: list
 * (`?uid=`, the caller's own), add (201), change and delete (204) one of them. Every route acts
 * on the caller's own items only. Returns the route schema parts for a module's further routes.
 */
export function ownedItemRoutes<C extends z.ZodType<{ userUID: string }>, U extends z.ZodType>(
  app: App,
  options: Options<C, U>,
) {
  const { path, item, service, summaries } = options;
  const errors = errorResponses(400, 401, 404, 409);
  const idParams = z.object({ id: idParam });
  const meta = { tags: [options.tag], security: [{ bearerAuth: [] }] };
  const createPaths = options.createPaths ?? [path];

  app.get(
    path,
    {
      schema: {
        ...meta,
        summary: summaries.list,
        querystring: z.object({ uid: z.string().min(1).max(128) }),
        response: { 200: z.array(item), ...errors },
      },
    },
    async (request) => service.list(app.ctx, requireOwner(request, request.query.uid).uid),
  );

  for (const url of createPaths) {
    app.post(
      url,
      {
        schema: {
          ...meta,
          summary: summaries.create,
          hide: url !== createPaths[0],
          body: options.createBody,
          response: { 201: item, ...errors },
        },
      },
      async (request, reply) => {
        // The body is the schema's output; the type provider cannot resolve a generic schema.
        const input = request.body as z.infer<C>;
        const user = requireOwner(request, input.userUID);
        return reply.code(201).send(await service.create(app.ctx, user, input));
      },
    );
  }

  app.put(
    `${path}/:id`,
    {
      schema: {
        ...meta,
        summary: summaries.update,
        params: idParams,
        body: options.updateBody,
        response: { 200: item, ...errors },
      },
    },
    async (request) =>
      service.update(
        app.ctx,
        bodyOwner(request, request.body),
        request.params.id,
        request.body as z.infer<U>,
      ),
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        ...meta,
        summary: summaries.remove,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(app.ctx, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  return { meta, errors, idParams };
}
