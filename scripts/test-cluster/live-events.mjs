// test:cluster, part 5: live screens across processes. A family's event stream (GET /v1/events)
// is opened on one process directly and through nginx; the family's request is created through
// another process: both streams get its event (PostgreSQL NOTIFY reaches every process), and the
// one through nginx arrives at once (the proxy does not buffer it). Another family's stream on
// the third process hears nothing of it.
import { expectOk, requestBody } from '../api-client.mjs';

/** A server-sent events stream read frame by frame; `next(match)` waits for a frame. */
async function openStream(url, token) {
  const controller = new AbortController();
  const res = await fetch(`${url}/v1/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const frames = [];
  const waiting = new Set();
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = Object.fromEntries(
            buffer
              .slice(0, end)
              .split('\n')
              .map((line) => line.match(/^(id|event|data): (.*)$/))
              .filter(Boolean)
              .map(([, field, value]) => [field, field === 'data' ? JSON.parse(value) : value]),
          );
          buffer = buffer.slice(end + 2);
          frames.push(frame);
          for (const wake of waiting) wake();
        }
      }
    } catch {}
  })();
  const next = (match, ms = 5000) =>
    new Promise((resolve) => {
      const check = () => {
        const found = frames.find(match);
        if (found) {
          waiting.delete(check);
          resolve(found);
        }
        return found;
      };
      if (check()) return;
      waiting.add(check);
      setTimeout(() => {
        waiting.delete(check);
        resolve(undefined);
      }, ms);
    });
  return {
    status: res.status,
    headers: res.headers,
    frames,
    next,
    close: () => controller.abort(),
  };
}

export async function liveEventsAcrossProcesses({ cluster, api, check, step }) {
  const [streamPort, writePort, otherPort] = cluster.upstreamPorts;
  const family = await api.prepareCustomer(await api.newCustomer('live'));
  const stranger = await api.newCustomer('live-other');
  step(`live events: streams on ${streamPort} and through nginx, the change made on ${writePort}`);
  const direct = await openStream(`http://127.0.0.1:${streamPort}`, family.token);
  const proxied = await openStream(cluster.front, family.token);
  const other = await openStream(`http://127.0.0.1:${otherPort}`, stranger.token);
  const ready = (frame) => frame.event === 'ready';
  const allReady = await Promise.all([direct.next(ready), proxied.next(ready), other.next(ready)]);
  check(
    allReady.every(Boolean),
    `3 streams open (${direct.status}, ${proxied.status}, ${other.status}), each 'ready'`,
  );
  const created = performance.now();
  const { id } = expectOk(
    await api.call('POST', '/v2/requests', {
      base: `http://127.0.0.1:${writePort}`,
      token: family.token,
      body: requestBody(family),
    }),
    'create request',
  );
  const mine = (frame) => frame.event === 'change' && frame.data?.requestId === id;
  const [heardDirect, heardProxied] = await Promise.all([direct.next(mine), proxied.next(mine)]);
  const ms = Math.round(performance.now() - created);
  check(Boolean(heardDirect), `request ${id} made on ${writePort} heard on ${streamPort}`);
  check(Boolean(heardProxied), `… and through nginx, unbuffered (both within ${ms} ms)`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  check(
    !other.frames.some((frame) => frame.event === 'change'),
    `another family's stream on ${otherPort} heard nothing of it`,
  );
  for (const stream of [direct, proxied, other]) stream.close();
}
