import type { Server } from 'node:http';
import net from 'node:net';

/**
 * Stops taking new connections, then waits up to `timeoutMs` for the open ones to end by
 * themselves. Unlike `server.close()`, it never closes an idle keep-alive connection: a proxy may be
 * writing a request on it at that very moment, and a POST lost that way is not retried (the
 * customer sees a 502). Meanwhile every answer carries `Connection: close` (app.ts), and the proxy
 * drops the connections it leaves idle after its own keep-alive timeout (deploy/nginx.conf).
 * Resolves to the number of connections still open when time ran out (0: all ended); the caller
 * then closes what is left.
 */
export function drainConnections(server: Server, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve(0);
    const timer = setTimeout(
      () => server.getConnections((_error, count) => resolve(count ?? 0)),
      timeoutMs,
    );
    // net.Server's own close: stop accepting, call back once the last connection has ended.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve(0);
    });
  });
}
