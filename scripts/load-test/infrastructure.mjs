// test:load, what the server runs on: a TCP proxy to PostgreSQL that can be cut (the shared
// PostgreSQL server is never touched), and the server process with the tail of its log.
import net from 'node:net';
import { startServer } from '../cluster-lib.mjs';

/** A TCP proxy to PostgreSQL that can be cut (listener closed, live connections destroyed). */
export function startProxy(targetHost, targetPort, port) {
  const sockets = new Set();
  let server;
  const listen = () =>
    new Promise((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  return {
    listen,
    async cut() {
      await new Promise((resolve) => {
        server.close(resolve);
        for (const s of sockets) s.destroy();
      });
    },
  };
}

/**
 * The server process; `log()` answers the last 20,000 characters it wrote. `nodeArgs`: Node's
 * own options (e.g. `--cpu-prof`).
 */
export function startLoggedServer(env, nodeArgs = []) {
  const child = startServer(env, ['ignore', 'pipe', 'pipe'], nodeArgs);
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.log = () => log;
  return child;
}

/** Resolves once `child` has exited (at once if it already has). */
export const exited = (child) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.on('exit', resolve),
  );
