import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Server paths the dev server forwards to the API process, so the app runs on one origin. */
const serverPaths = [
  '/api',
  '/v1',
  '/v2',
  '/identitytoolkit.googleapis.com',
  '/securetoken.googleapis.com',
  '/emulator',
  '/dev',
  '/docs',
  '/healthz',
  '/readyz',
  '/files',
  '/.well-known',
];
const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      serverPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
});
