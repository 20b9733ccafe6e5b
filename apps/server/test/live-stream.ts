import { buildApp } from '../src/app';
import { createDb } from '../src/db/client';
import type { TestApp, TestUser } from './helpers';

/** One frame of a server-sent events stream (`comment` for a heartbeat line). */
export type Frame = { id?: string; event?: string; data?: unknown; comment?: string };

export type OpenStream = {
  status: number;
  headers: Headers;
  frames: Frame[];
  /** The stream's change events' payloads. */
  changes(): { id: number; kind: string; requestId: number | null }[];
  /** Resolves once a frame matches (rejects after `ms`). */
  waitFor(match: (frame: Frame) => boolean, ms?: number): Promise<Frame>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
};

/** The address of `app` on a real port (listening once). */
export async function baseUrlOf(app: TestApp) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** GET /v1/events as the web app opens it (fetch, Authorization header), read frame by frame. */
export async function openLiveStream(
  app: TestApp,
  user: Pick<TestUser, 'headers'>,
  lastEventId?: string | number,
): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${await baseUrlOf(app)}/v1/events`, {
    headers: {
      ...user.headers,
      accept: 'text/event-stream',
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const listeners = new Set<() => void>();
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          for (const listener of listeners) listener();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  const waitFor = (match: (frame: Frame) => boolean, ms = 5000) =>
    new Promise<Frame>((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (!found) return false;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no matching frame in ${ms} ms; got ${JSON.stringify(frames)}`));
      }, ms);
      if (!check()) listeners.add(check);
    });
  return {
    status: res.status,
    headers: res.headers,
    frames,
    changes: () =>
      frames
        .filter((frame) => frame.event === 'change')
        .map((frame) => frame.data as { id: number; kind: string; requestId: number | null }),
    waitFor,
    ended,
    close: () => controller.abort(),
  };
}

function parseFrame(text: string): Frame {
  const frame: Frame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const [, field, value] = line.match(/^(id|event|data): (.*)$/) ?? [];
    if (field === 'id') frame.id = value;
    if (field === 'event') frame.event = value;
    if (field === 'data') frame.data = JSON.parse(value!);
  }
  return frame;
}

/**
 * A second server process on the same database as `app`: another app (its own pool and LISTEN
 * session on PostgreSQL; on PGlite, the same in-process engine).
 */
export async function secondProcessOf(app: TestApp, options: { liveHeartbeatMs?: number } = {}) {
  const { database } = app;
  const url = (database.pool?.options as { connectionString?: string } | undefined)
    ?.connectionString;
  const own = url ? await createDb({ kind: 'postgres', url, maxConnections: 3 }) : undefined;
  const second = await buildApp({
    config: app.ctx.config,
    database: own ?? database,
    logger: false,
    runJobs: false,
    clock: app.ctx.clock,
    ...options,
  });
  if (own) second.addHook('onClose', () => own.close());
  await second.ready();
  return Object.assign(second, { database: own ?? database }) as TestApp;
}
