import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { serverPathPrefixes } from '../../packages/contract/src/server-paths';
import { PAGE_DATA_ID } from './src/app/page-data-id';

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
      await writePrerendered(outDir, preloads);
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

/**
 * The page's stylesheets inlined, in their place: no request stands between the HTML and the
 * first paint. (They hold only data: URLs, so nothing in them resolves differently.)
 */
function inlineStylesheets(outDir: string, html: string) {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_link, file: string) => `<style>${fs.readFileSync(path.join(outDir, file), 'utf8')}</style>`,
  );
}

type RoutePreload = ReturnType<typeof writeRoutePreloads>[number];

/**
 * A prerendered page's code, loaded once the page is on screen (src/load-after-paint.js): its
 * module script (after src/react-first.ts, run first in a task of its own) and preloads become
 * the data of one small async script, written to assets/ under a content hash. Returns a
 * function that rewrites a page's HTML.
 */
function loadScriptsAfterPaint(outDir: string) {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  );
  const reactFirst = manifest['src/react-first.ts']?.file;
  if (!reactFirst) throw new Error('prerender: src/react-first.ts is not in the build');
  const source = fs.readFileSync(path.join(import.meta.dirname, 'src/load-after-paint.js'));
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const file = `/assets/load-after-paint-${hash}.js`;
  fs.writeFileSync(path.join(outDir, file), source);
  const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  return (html: string, { showsDates = false } = {}) => {
    const entry = entryScript.exec(html)?.[1];
    if (!entry) throw new Error('prerender: no module script in index.html');
    const preloads = [...html.matchAll(preload)].map((match) => match[1]).join(' ');
    return html
      .replace(entryScript, '')
      .replace(preload, '')
      .replace(
        '</head>',
        `<script async src="${file}" data-entry="/${reactFirst} ${entry}" data-preload="${preloads}"${showsDates ? ' data-warm-dates' : ''}></script></head>`,
      );
  };
}

/** The server-side build: src/prerender.tsx (used here) and src/render-page.tsx (the server's). */
export const serverBuildDir = path.join(import.meta.dirname, 'dist-server');

/**
 * dist/pages/*.html, listed by dist/prerendered.json: the whole HTML of the pages
 * src/prerender.tsx renders at build time — index.html with the page's chunks preloaded, its
 * markup in the root element (inert and hidden from assistive technology until the app renders
 * the live page over it) and its stylesheets inlined, so it is drawn as soon as it arrives; its
 * code is fetched once it is drawn (loadScriptsAfterPaint). Written before the precompression
 * pass, which adds their .br and .gz. Rendered by a server-side build of that module, with the
 * client's aliases and CSS-module names.
 *
 * Also dist-server/dashboard-home.html: the same document for the signed-in home, with
 * `<!--page-->` where the server puts the markup render-page.tsx draws for the customer and
 * `<!--page-data-->`, in the JSON script main.tsx reads, where it puts the data it was drawn with.
 */
async function writePrerendered(outDir: string, preloads: RoutePreload[]) {
  await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
    // Self-contained: the server loads render-page.js without the web app's dependencies (the
    // production image installs only the server's).
    ssr: { noExternal: true },
    build: {
      ssr: true,
      rollupOptions: { input: ['src/prerender.tsx', 'src/render-page.tsx'] },
      outDir: serverBuildDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
    },
  });
  const { prerender, prerenderedAddresses }: typeof import('./src/prerender') = await import(
    `${pathToFileURL(path.join(serverBuildDir, 'prerender.js')).href}?t=${Date.now()}`
  );
  const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const afterPaint = loadScriptsAfterPaint(outDir);
  const document = (address: string, markup: string, title?: string, showsDates = false) => {
    const preload = preloads.find(
      (entry) => address === entry.address || address.startsWith(`${entry.address}/`),
    );
    const links = [
      ...(preload?.css ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...(preload?.js ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ].join('');
    // The page is long: without `rel=expect` the browser may paint it half parsed and then
    // push its lower half into place (a layout shift); this holds the first paint until its end.
    const expectEnd = '<link rel="expect" href="#prerendered-end" blocking="render">';
    const html = index
      .replace('</head>', `${links}${expectEnd}</head>`)
      .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${title}</title>` : tag))
      .replace(
        '<div id="root"></div>',
        `<div id="root"><div data-prerendered inert aria-hidden="true">${markup}</div><div id="prerendered-end"></div></div>`,
      );
    return afterPaint(inlineStylesheets(outDir, html), { showsDates });
  };
  const pages = [];
  fs.mkdirSync(path.join(outDir, 'pages'), { recursive: true });
  for (const address of prerenderedAddresses) {
    const file = `pages/${address.slice(1).replaceAll('/', '-')}.html`;
    fs.writeFileSync(path.join(outDir, file), document(address, prerender(address)));
    pages.push({ address, file });
  }
  fs.writeFileSync(path.join(outDir, 'prerendered.json'), JSON.stringify(pages));
  fs.writeFileSync(
    path.join(serverBuildDir, 'dashboard-home.html'),
    document('/dashboard/home', '<!--page-->', 'Home — Equilibrio', true).replace(
      '</body>',
      `<script type="application/json" id="${PAGE_DATA_ID}"><!--page-data--></script></body>`,
    ),
  );
}

const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
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
    // React's DOM renderer as an entry of its own, evaluated before the app (src/react-first.ts).
    rollupOptions: {
      input: {
        index: path.join(import.meta.dirname, 'index.html'),
        'react-first': path.join(import.meta.dirname, 'src/react-first.ts'),
      },
    },
  },
});
