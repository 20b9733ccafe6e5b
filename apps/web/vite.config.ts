import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { serverPathPrefixes } from '../../packages/contract/src/server-paths';
import { writeFirstPaintPages } from './src/first-paint/build';
import { formReadyWithoutRender } from './src/first-paint/form-ready';
import { lazySchemas } from './src/first-paint/lazy-schemas';
import { mantineStableIds } from './src/first-paint/stable-ids';

/**
 * Writes `.br` and `.gz` next to every compressible file of the build, so the server sends the
 * precompressed file (@fastify/static `preCompressed`) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'equilibrio:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const preloads = writeRoutePreloads(outDir);
      await writeFirstPaintPages(import.meta.dirname, outDir, preloads);
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) =>
            entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
          );
      for (const file of walk(outDir)) {
        if (file.includes(`${path.sep}.vite${path.sep}`)) continue;
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/**
 * dist/route-preloads.json: for each page address of src/app/route-preloads.json, the JavaScript and CSS
 * files of its route modules and everything they import, minus what index.html already loads.
 */
function writeRoutePreloads(outDir: string) {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  );
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      if (!manifest[key]) throw new Error(`route-preloads: ${key} is not in the build`);
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const { routes }: { routes: [string, string[]][] } = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'src/app/route-preloads.json'), 'utf8'),
  );
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(entry);
  const preloads = routes.map(([address, modules]) => {
    const keys = [...closure(modules.map((module) => `src/app/routes/${module}.tsx`))].filter(
      (key) => !loaded.has(key),
    );
    return {
      address,
      js: keys.map((key) => `/${manifest[key]!.file}`),
      css: [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map((file) => `/${file}`),
    };
  });
  fs.writeFileSync(path.join(outDir, 'route-preloads.json'), JSON.stringify(preloads));
  return preloads;
}

const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [mantineStableIds(), formReadyWithoutRender(), react(), lazySchemas(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      serverPathPrefixes.map((p) => [p, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // .vite/manifest.json: which chunks and styles each route module needs (npm run bench:web).
    manifest: true,
    // React's DOM renderer as an entry of its own, evaluated before the app
    // (src/first-paint/react-first.ts).
    rollupOptions: {
      input: {
        index: path.join(import.meta.dirname, 'index.html'),
        'react-first': path.join(import.meta.dirname, 'src/first-paint/react-first.ts'),
      },
    },
  },
});
