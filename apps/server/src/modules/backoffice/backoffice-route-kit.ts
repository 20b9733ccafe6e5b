import { requestIdParamsSchema } from '@equilibrio/contract/workflow';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireTutor } from '../../plugins/auth';
import { readUploadedFile } from '../../plugins/uploads';
import type { UploadPolicy } from '../storage/file-kinds';

/** What every back-office route declares in the API description. */
const security = [{ bearerAuth: [] }];
const tags = ['backoffice'];

/** The signed-in tutor's uid (the back office's guard has already checked the role). */
export const tutorUid = (request: FastifyRequest) => requireTutor(request).uid;

type RouteSchema = Omit<FastifySchema, 'tags' | 'summary' | 'security'>;

/**
 * A back-office route's options: its summary and schema, with the tags (the screen's, 'backoffice'
 * unless told) and the bearer security every back-office route declares.
 */
export const describedAs = <S extends RouteSchema>(
  summary: string,
  schema: S,
  routeTags: string[] = tags,
) => ({ schema: { tags: routeTags, summary, security, ...schema } });

/** The response of a route that answers nothing (204). */
export const noContentResponse = { 204: z.null() };

/** The answer of a route that creates a record: 201 with it. */
export const answerCreated = async (reply: FastifyReply, record: Promise<unknown>) =>
  reply.code(201).send(await record);

/** The answer of a route that answers nothing once `done` is: 204 (`noContentResponse`). */
export const answerNoContent = async (reply: FastifyReply, done: Promise<unknown>) => {
  await done;
  return reply.code(204).send(null);
};

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A POST at `url` (its `:requestId` the request's) that adds a record to a request from the body:
 * `add(ctx, the tutor's uid, the request's id, the body)`, answered 201 with the record (`response`).
 */
export function addToRequestRoute<B extends z.ZodType>(
  app: App,
  ctx: AppContext,
  url: string,
  summary: string,
  schema: { body: B; response: z.ZodType },
  add: (ctx: AppContext, tutor: string, requestId: number, body: z.infer<B>) => Promise<unknown>,
) {
  app.post(
    url,
    describedAs(summary, {
      params: requestIdParamsSchema,
      body: schema.body,
      response: { 201: schema.response },
    }),
    async (request, reply) =>
      answerCreated(
        reply,
        add(
          ctx,
          tutorUid(request),
          (request.params as z.infer<typeof requestIdParamsSchema>).requestId,
          request.body as z.infer<B>,
        ),
      ),
  );
}

/**
 * The upload (PUT, multipart/form-data with one part "file", checked against `policy` before
 * anything is stored) and the removal (DELETE) of one file of a record at `url`: both answer the
 * record (`response`).
 */
export function fileRoutes<P extends z.ZodObject>(
  app: App,
  file: {
    url: string;
    params: P;
    response: z.ZodType;
    /** What the file is, for the summaries ("the company logo"). */
    what: string;
    policy: UploadPolicy;
    upload: (params: z.infer<P>, data: Buffer) => Promise<unknown>;
    remove: (params: z.infer<P>) => Promise<unknown>;
    tags?: string[];
  },
) {
  const described = (summary: string, schema: RouteSchema) =>
    describedAs(
      summary,
      { params: file.params, response: { 200: file.response }, ...schema },
      file.tags,
    );
  const { kinds, maxBytes } = file.policy;
  const accepted = `${kinds.join(', ').toUpperCase()}, ≤ ${maxBytes / (1024 * 1024)} MB`;
  app.put(
    file.url,
    described(`Upload ${file.what} (${accepted}): multipart/form-data, field "file"`, {
      consumes: ['multipart/form-data'],
    }),
    async (request) => {
      const { data } = await readUploadedFile(request, file.policy);
      return file.upload(request.params as z.infer<P>, data);
    },
  );
  app.delete(file.url, described(`Remove ${file.what}`, {}), async (request) =>
    file.remove(request.params as z.infer<P>),
  );
}
