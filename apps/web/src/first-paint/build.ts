/**
 * # Pages drawn before the JavaScript (the web side)
 *
 * Which pages: the contract's `first-paint.ts` (read by the server too).
 * - `/login`, `/sign-up` — drawn once by the build (`prerender.tsx`) into `dist/pages/*.html`.
 * - `/dashboard/home` — drawn by the server per request for a signed-in customer
 *   (`render-page.tsx`, bundled into `dist-server/` with its template `dashboard-home.html`).
 *
 * How: `writeFirstPaintPages` (below, called by vite.config.ts after the client build) puts the
 * markup into index.html inert and hidden from assistive technology, with the page's styles
 * inlined and its code fetched only once it is drawn (`load-after-paint.js`, which runs
 * `react-first.ts` before the app's entry). The app then renders the same page over it
 * (`take-over.ts`, from main.tsx), starting from the data the server drew it with
 * (`page-data.ts`). The server's side is `apps/server/src/modules/pages/`.
 *
 * To replace the mechanism: this folder, its call in vite.config.ts, the contract's list and the
 * server's module are the whole of it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import {
  drawnTemplateFile,
  isDrawnPage,
  PAGE_DATA_ID,
  prerenderedFile,
  prerenderedPages,
  serverBuild,
} from '../../../../packages/contract/src/first-paint';

type RoutePreload = { address: string; js: string[]; css: string[] };

const here = 'src/first-paint';

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

/**
 * A drawn page's code, loaded once the page is on screen (load-after-paint.js): its module
 * script (after react-first.ts, run first in a task of its own) and preloads become the data of
 * one small async script, written to assets/ under a content hash. Returns a function that
 * rewrites a page's HTML.
 */
function loadScriptsAfterPaint(root: string, outDir: string) {
  const manifest: Record<string, { file: string }> = JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  );
  const reactFirst = manifest[`${here}/react-first.ts`]?.file;
  if (!reactFirst) throw new Error(`prerender: ${here}/react-first.ts is not in the build`);
  const source = fs.readFileSync(path.join(root, here, 'load-after-paint.js'));
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

/**
 * dist/pages/*.html: the whole HTML of the pages prerender.tsx renders at build time —
 * index.html with the page's chunks preloaded, its markup in the root element (inert and hidden
 * from assistive technology until the app renders the live page over it) and its stylesheets
 * inlined, so it is drawn as soon as it arrives; its code is fetched once it is drawn
 * (loadScriptsAfterPaint). Written before the precompression pass, which adds their .br and .gz.
 * Rendered by a server-side build of that module, with the client's aliases and CSS-module names.
 *
 * Also dist-server/templates/: the same document for the pages the server draws for a signed-in
 * user (the contract's drawnSections), one per route-preloads.json address there and page.html
 * for the rest, with `<!--page-->` where the server puts the markup render-page.tsx draws and
 * `<!--page-data-->`, in the JSON script take-over.ts reads, where it puts the data it was drawn
 * with.
 */
export async function writeFirstPaintPages(root: string, outDir: string, preloads: RoutePreload[]) {
  // Beside the client build, where the server looks for it (pages.plugin.ts).
  const serverBuildDir = path.join(outDir, '..', serverBuild.dir);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': path.resolve(root, 'src') } },
    // Self-contained: the server loads render-page.js without the web app's dependencies (the
    // production image installs only the server's).
    ssr: { noExternal: true },
    // React's production build only, whatever NODE_ENV the server later runs with.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: true,
      rollupOptions: { input: [`${here}/prerender.tsx`, `${here}/render-page.tsx`] },
      outDir: serverBuildDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
    },
  });
  const { prerender }: typeof import('./prerender') = await import(
    `${pathToFileURL(path.join(serverBuildDir, 'prerender.js')).href}?t=${Date.now()}`
  );
  const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const afterPaint = loadScriptsAfterPaint(root, outDir);
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
  fs.mkdirSync(path.join(outDir, 'pages'), { recursive: true });
  for (const address of prerenderedPages) {
    fs.writeFileSync(
      path.join(outDir, prerenderedFile(address)),
      document(address, prerender(address)),
    );
  }
  const templatesDir = path.join(serverBuildDir, serverBuild.templatesDir);
  fs.mkdirSync(templatesDir, { recursive: true });
  const template = (address: string) =>
    document(address, '<!--page-->', undefined, true).replace(
      '</body>',
      `<script type="application/json" id="${PAGE_DATA_ID}"><!--page-data--></script></body>`,
    );
  for (const { address } of preloads.filter((entry) => isDrawnPage(entry.address))) {
    fs.writeFileSync(path.join(templatesDir, drawnTemplateFile(address)), template(address));
  }
  fs.writeFileSync(path.join(templatesDir, serverBuild.fallbackTemplate), template('/'));
}
