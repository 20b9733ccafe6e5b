import {
  lastEventIdSchema,
  liveEventsPageSchema,
  liveStreamEvents,
} from '@equilibrio/contract/live-events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { currentUser, resolveUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import type { LiveEventRow } from './events.queries';
import { liveEventsAfter, mayReceive, publicEvent, type Viewer } from './events.service';

/** A client that reads slower than this much waiting output is dropped (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * GET /v1/events: the changes of the requests the caller may see. With `Accept:
 * text/event-stream` a server-sent events stream (the web app reads it with fetch, so the ID token
 * travels in the Authorization header like every API call); otherwise the events after
 * `Last-Event-ID` as JSON (the polling fallback). Both resume after `Last-Event-ID`.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/v1/events',
    {
      schema: {
        tags: ['events'],
        summary:
          'Changes of the requests the caller may see (SSE, or JSON without Accept: text/event-stream)',
        security: [{ bearerAuth: [] }],
        headers: z.object({ 'last-event-id': lastEventIdSchema.optional() }),
        response: { 200: liveEventsPageSchema, ...errorResponses(400, 401, 503) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const viewer: Viewer = { uid: user.uid, role: user.role };
      const lastEventId = request.headers['last-event-id'] as number | undefined;
      if (!request.headers.accept?.includes('text/event-stream')) {
        return liveEventsAfter(ctx, viewer, lastEventId);
      }
      if (ctx.lifecycle.shuttingDown) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Servizio in riavvio, riprova tra poco.');
      }
      await openStream(ctx, request, reply, viewer, lastEventId);
      return reply;
    },
  );
};

async function openStream(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: Viewer,
  lastEventId: number | undefined,
) {
  const res = reply.raw;
  // Until the first frames are written, events the process reads wait here (they may also be in
  // the catch-up read below; the id decides).
  let waiting: LiveEventRow[] | null = [];
  let cursor = 0;
  let closed = false;
  let started = false;
  const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';

  const write = (frame: string) => {
    if (closed || !started) return;
    res.write(frame);
    if (res.writableLength > MAX_BUFFERED_BYTES) close();
  };
  const send = (event: LiveEventRow) => {
    if (event.id <= cursor) return;
    cursor = event.id;
    if (!mayReceive(viewer, event)) return;
    write(frame(liveStreamEvents.change, publicEvent(event), event.id));
  };
  const subscriber = {
    deliver: (event: LiveEventRow) => (waiting ? waiting.push(event) : send(event)),
    heartbeat: () => {
      if (closed) return;
      write(': ping\n\n');
      // Signed out elsewhere, disabled, revoked, or another role now (a customer made tutor, a
      // tutor no longer one): the stream ends with the session; the client reconnects with what
      // its account may now see.
      resolveUser(ctx, token)
        .then((now) => {
          if (now.uid !== viewer.uid || now.role !== viewer.role) close();
        })
        .catch(() => close());
    },
    close: () => close(),
  };
  const unsubscribe = ctx.liveEvents.subscribe(subscriber);
  const expiry = setTimeout(() => close(), tokenLifetimeMs(token, ctx.clock.now()));
  expiry.unref();
  function close() {
    if (closed) return;
    closed = true;
    unsubscribe();
    clearTimeout(expiry);
    if (started) res.end();
  }

  let page: Awaited<ReturnType<typeof liveEventsAfter>>;
  try {
    page = await liveEventsAfter(ctx, viewer, lastEventId);
  } catch (error) {
    close();
    throw error;
  }
  reply.hijack();
  started = true;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    // nginx: pass each frame on at once instead of buffering the response.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
    // A stream's connection is never reused: once it ends (drain, expiry) the socket goes too.
    connection: 'close',
  });
  res.on('close', close);
  // Closed while the catch-up was read (the session ended, the token expired, the process is
  // draining): the stream ends at once — left open, nothing would ever end it.
  if (closed) {
    res.end();
    return;
  }
  cursor = page.lastEventId;
  if (page.reset) write(frame(liveStreamEvents.reset, {}, page.lastEventId));
  for (const event of page.events) write(frame(liveStreamEvents.change, event, event.id));
  write(frame(liveStreamEvents.ready, { lastEventId: cursor }, cursor));
  const caughtUp = waiting;
  waiting = null;
  for (const event of caughtUp) send(event);
}

function frame(event: string, data: unknown, id: number) {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Until the ID token expires (then the client reconnects with a fresh one); at most an hour. */
function tokenLifetimeMs(token: string, now: Date) {
  const hour = 60 * 60_000;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const exp = typeof payload.exp === 'number' ? payload.exp * 1000 : Number.NaN;
    return Number.isFinite(exp) ? Math.min(hour, Math.max(0, exp - now.getTime())) : hour;
  } catch {
    return hour;
  }
}
