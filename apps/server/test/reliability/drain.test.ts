import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { drainConnections } from '../../src/lib/drain';
import { useTestApp } from '../helpers';

/** GET on the given agent; resolves to the status and the Connection header, or the error code. */
function get(port: number, agent: http.Agent) {
  return new Promise<{ status?: number; connection?: string; error?: string }>((resolve) => {
    http
      .get({ port, path: '/healthz', agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode, connection: res.headers.connection }),
        );
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
  });
}

describe('stopping on SIGTERM: draining connections', () => {
  const app = useTestApp();
  let port: number;

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  it('refuses new connections, answers on the open ones with Connection: close, then ends', async () => {
    const proxy = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(port, proxy)).toEqual({ status: 200, connection: 'keep-alive' });

    app.ctx.lifecycle.shuttingDown = true;
    const drained = drainConnections(app.server, 5_000);
    let settled = false;
    void drained.then(() => {
      settled = true;
    });

    // A new connection goes elsewhere (a proxy retries a refused connect, POST included).
    expect(await get(port, new http.Agent({ keepAlive: false }))).toEqual({
      error: 'ECONNREFUSED',
    });
    // The connection the proxy kept is not cut under it while idle: a request sent a moment
    // later is answered, and told to close the connection.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    expect(await get(port, proxy)).toEqual({ status: 200, connection: 'close' });
    // With its last connection gone, the drain is over well before its deadline.
    expect(await drained).toBe(0);
    proxy.destroy();
  });
});
