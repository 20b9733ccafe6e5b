// npm run dev: the server in watch mode on :8080 and Vite with hot reload on :5173, which
// forwards every server path to it, so the app and the API share one origin.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNode, root } from './lib.mjs';

checkNode();
const children = [];
const start = (name, args, cwd, env = {}) => {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    console.log(`${name} exited (${code}); stopping.`);
    for (const other of children) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
};
const apiPort = process.env.PORT ?? '8080';
start('server', ['--import', 'tsx', '--watch', path.join(root, 'apps/server/src/main.ts')], root, {
  PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
});
start('vite', [path.join(root, 'node_modules/vite/bin/vite.js')], path.join(root, 'apps/web'), {
  DEV_API_TARGET: `http://127.0.0.1:${apiPort}`,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
console.log(`\nSviluppo: apri http://localhost:5173 (API su :${apiPort})\n`);
