import type { LiveEvent } from '@equilibrio/contract/live-events';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { apiRequest, apiStream } from './api-client';

/** What changed: the events, or `reset` when they are no longer known (refetch everything). */
export type LiveChange = { events: LiveEvent[]; reset: boolean };

/** Without a stream, the events are asked for this often. */
const POLL_MS = 30_000;
/** After this many failed streams in a row the screens poll; the stream is tried again later. */
const MAX_STREAM_FAILURES = 3;
const RETRY_STREAM_AFTER_MS = 5 * 60_000;
/** A stream that says nothing this long (heartbeats come every 20 s) is dead: reconnect. */
const SILENCE_MS = 45_000;
/** Events arriving together (a reconnect's catch-up) are handed over as one change. */
const BATCH_MS = 150;

// ── When the screens were last known current (the 'Aggiornato alle' labels) ──────────────────
let checkedAt = 0;
const listeners = new Set<() => void>();
function markChecked() {
  checkedAt = Date.now();
  for (const listener of listeners) listener();
}
function resetChecked() {
  checkedAt = 0;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The last moment the live channel (a heartbeat, an event, a poll) confirmed the screens are
 * current; 0 while it is not running. Moves at least every 20 s while the stream is up.
 */
export function useLiveCheckedAt() {
  return useSyncExternalStore(
    subscribe,
    () => checkedAt,
    () => 0,
  );
}

/**
 * Follows GET /v1/events while `uid` is signed in and calls `onChange` with what changed: a
 * server-sent events stream read with fetch (the ID token in the Authorization header, as every
 * call), reconnected with Last-Event-ID so nothing is missed; when streams keep failing (a proxy
 * that buffers or cuts them) it polls the same endpoint every 30 s instead, and tries the stream
 * again after 5 minutes. Sign-out (uid null) closes it. Use it once, at the app shell.
 */
export function useLiveEvents(uid: string | null, onChange: (change: LiveChange) => void) {
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    if (!uid) return;
    const controller = new AbortController();
    void followEvents(controller.signal, (change) => handler.current(change));
    return () => {
      controller.abort();
      resetChecked();
    };
  }, [uid]);
}

/** The server gave no stream at all (no answer, or an error's): down for a moment, a deploy. */
class StreamUnreachable extends Error {}

/**
 * Streams, reconnecting; polls once streams keep failing on their way (a proxy that buffers or
 * cuts them). A server that does not answer (restarting, a deploy) is not a stream's failure:
 * it is tried again, waiting longer each time up to a poll's interval — three such tries sent
 * every open page to polling for 5 minutes, each change then seen up to 30 s late.
 */
async function followEvents(signal: AbortSignal, onChange: (change: LiveChange) => void) {
  const cursor: { lastEventId?: string } = {};
  let failures = 0;
  let unanswered = 0;
  while (!signal.aborted) {
    if (failures >= MAX_STREAM_FAILURES) {
      await pollUntil(signal, cursor, onChange, Date.now() + RETRY_STREAM_AFTER_MS);
      failures = 0;
      continue;
    }
    const outcome = await readStream(signal, cursor, onChange).then(
      (established) => (established ? 'up' : 'failed'),
      (error) => (error instanceof StreamUnreachable ? 'unanswered' : 'failed'),
    );
    if (outcome === 'up') [failures, unanswered] = [0, 0];
    if (outcome === 'failed') failures += 1;
    if (outcome === 'unanswered') unanswered += 1;
    const wait =
      outcome === 'up'
        ? 1000
        : outcome === 'failed'
          ? 2000 * failures
          : Math.min(2000 * unanswered, POLL_MS);
    await sleep(wait, signal);
  }
}

/**
 * The events' schemas (zod), loaded with the first stream of a signed-in user rather than with
 * the app's entry, which every page waits for.
 */
const liveEventsContract = () => import('@equilibrio/contract/live-events');

/** One stream, until it ends or fails; true when it was established ('ready' arrived). */
async function readStream(
  signal: AbortSignal,
  cursor: { lastEventId?: string },
  onChange: (change: LiveChange) => void,
) {
  const { liveEventSchema, liveStreamEvents } = await liveEventsContract();
  const stream = new AbortController();
  const stop = () => stream.abort();
  signal.addEventListener('abort', stop);
  let silence = setTimeout(stop, SILENCE_MS);
  let established = false;
  let pending: LiveChange | null = null;
  let flush: ReturnType<typeof setTimeout> | undefined;
  const deliver = (change: LiveChange) => {
    pending = pending
      ? { events: [...pending.events, ...change.events], reset: pending.reset || change.reset }
      : change;
    clearTimeout(flush);
    flush = setTimeout(() => {
      const batch = pending;
      pending = null;
      if (batch) onChange(batch);
    }, BATCH_MS);
  };
  try {
    const response = await apiStream('/v1/events', {
      signal: stream.signal,
      headers: cursor.lastEventId ? { 'Last-Event-ID': cursor.lastEventId } : {},
    }).catch((error: unknown) => {
      throw signal.aborted ? error : new StreamUnreachable();
    });
    if (!response.body) return false;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return established;
      clearTimeout(silence);
      silence = setTimeout(stop, SILENCE_MS);
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = parseFrame(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (frame.id) cursor.lastEventId = frame.id;
        if (frame.event === liveStreamEvents.ready) established = true;
        if (frame.event === liveStreamEvents.reset) deliver({ events: [], reset: true });
        if (frame.event === liveStreamEvents.change) {
          const event = liveEventSchema.safeParse(frame.data);
          if (event.success) deliver({ events: [event.data], reset: false });
        }
        if (established) markChecked();
      }
    }
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', stop);
    stream.abort();
    if (pending) {
      clearTimeout(flush);
      onChange(pending);
    }
  }
}

/** The polling fallback: the events after the cursor every 30 s, as JSON. */
async function pollUntil(
  signal: AbortSignal,
  cursor: { lastEventId?: string },
  onChange: (change: LiveChange) => void,
  until: number,
) {
  const { liveEventsPageSchema } = await liveEventsContract();
  while (!signal.aborted && Date.now() < until) {
    try {
      const page = await apiRequest('/v1/events', {
        schema: liveEventsPageSchema,
        signal,
        headers: cursor.lastEventId ? { 'Last-Event-ID': cursor.lastEventId } : {},
      });
      const known = cursor.lastEventId !== undefined;
      cursor.lastEventId = String(page.lastEventId);
      // The first poll only learns where to start from; a reset or events mean refetch.
      if (known && (page.reset || page.events.length > 0)) onChange(page);
      markChecked();
    } catch {
      // Offline or signed out meanwhile: the next round tries again.
    }
    await sleep(POLL_MS, signal);
  }
}

function parseFrame(text: string) {
  const frame: { id?: string; event?: string; data?: unknown } = {};
  for (const line of text.split('\n')) {
    const match = line.match(/^(id|event|data): ?(.*)$/);
    if (!match) continue;
    const [, field, value] = match;
    if (field === 'id') frame.id = value;
    if (field === 'event') frame.event = value;
    if (field === 'data') {
      try {
        frame.data = JSON.parse(value ?? '');
      } catch {
        frame.data = undefined;
      }
    }
  }
  return frame;
}

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
