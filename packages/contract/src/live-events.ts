import { z } from 'zod';

/**
 * GET /v1/events — what changed on the requests a user may see (a family: its own; a tutor: all).
 * Notices only: which request and what kind of change, never its content; the screens refetch.
 */
export const liveEventKinds = [
  'request',
  'selection',
  'interview',
  'payment',
  'service',
  'assistance',
  /** A tutor's note on the request: told to tutors only. */
  'note',
] as const;
export const liveEventKindSchema = z.enum(liveEventKinds);
export type LiveEventKind = z.infer<typeof liveEventKindSchema>;

export const liveEventSchema = z.object({
  /** Grows in commit order: the stream's event id, sent back as `Last-Event-ID`. */
  id: z.number().int(),
  kind: liveEventKindSchema,
  /** null: not about one request (a general assistance message). */
  requestId: z.number().int().nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * The answer without `Accept: text/event-stream` (the polling fallback): the events after
 * `Last-Event-ID`, or `reset` when they are no longer all known (refetch everything) — in both
 * cases `lastEventId` is where to continue from.
 */
export const liveEventsPageSchema = z.object({
  events: z.array(liveEventSchema),
  reset: z.boolean(),
  lastEventId: z.number().int(),
});
export type LiveEventsPage = z.infer<typeof liveEventsPageSchema>;

/** The header (and the stream's `id:` lines): a decimal event id. */
export const lastEventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'Last-Event-ID non valido.')
  .transform(Number);

/** The stream's frames: `event: change` (a LiveEvent), `ready`, `reset`. Comments are heartbeats. */
export const liveStreamEvents = { change: 'change', ready: 'ready', reset: 'reset' } as const;

/** How often the server writes a heartbeat comment on an open stream. */
export const LIVE_HEARTBEAT_MS = 20_000;
