// The physical limit of this machine for an HTTP JSON API: a bare Fastify "hello world".
// Usage: node scripts/bench/hello.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 4331), host: '127.0.0.1' });
process.stdout.write('ready\n');
