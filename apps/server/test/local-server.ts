import type { Server } from 'node:net';

/** Starts `server` on a free port of this machine's loopback address: its `host:port`. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return `127.0.0.1:${port}`;
}
