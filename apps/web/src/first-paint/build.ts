/**
 * # Pages drawn before the JavaScript (the web side)
 *
 * Every page is drawn by the server per request, for its visitor (the contract's
 * `first-paint.ts` says which only for a signed-in one): `render-page.tsx` (→ `draw-page.tsx`),
 * bundled into `dist-server/` with the page templates it is drawn into.
 *
 * How: `writeFirstPaintPages` (below, called by vite.config.ts after the client build) makes one
 * template per route-preloads.json address from index.html — the page's styles inlined, its code
 * fetched only once the page is drawn (`load-after-paint.js`, which runs `react-first.ts` before
 * the app's entry), the drawn markup hidden from assistive technology, under a shield that takes
 * taps and clicks, its fields inert, until the app adopts it (`take-over.ts`, from main.tsx,
 * starting from the data the page was drawn with, `page-data.ts`). The server's side is
 * `apps/server/src/modules/pages/`.
 *
 * To replace the mechanism: this folder, its call in vite.config.ts, the contract's list and the
 * server's module are the whole of it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import {
  DRAWN_PAGE_SHIELD_ID,
  drawnTemplateFile,
  PAGE_DATA_ID,
  serverBuild,
} from '../../../../packages/contract/src/first-paint';
import { drawnPageShield } from './drawn-page-shield';
import { mantineStableIds } from './stable-ids';

type RoutePreload = { address: string; js: string[]; css: string[] };

const here = 'src/first-paint';

/**
 * The page's stylesheets inlined, in their place: no request stands between the HTML and the
 * first paint. (They hold only data: URLs, so nothing in them resolves differently.) Each keeps
 * its `<link>`, `disabled` — never fetched nor applied — so that the app's code, which adds a
 * chunk's stylesheet unless the page links it already (Vite's preload helper), does not fetch
 * it again once the page is on screen and make the browser match the page against it twice.
 */
function inlineStylesheets(outDir: string, html: string) {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_link, file: string) =>
      `<link rel="stylesheet" crossorigin href="/${file}" disabled><style>${fs.readFileSync(path.join(outDir, file), 'utf8')}</style>`,
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
  return (html: string) => {
    const entry = entryScript.exec(html)?.[1];
    if (!entry) throw new Error('prerender: no module script in index.html');
    const preloads = [...html.matchAll(preload)].map((match) => match[1]).join(' ');
    return html
      .replace(entryScript, '')
      .replace(preload, '')
      .replace(
        '</head>',
        `<script async src="${file}" data-entry="/${reactFirst} ${entry}" data-preload="${preloads}"></script></head>`,
      );
  };
}

/**
 * dist-server/: the renderer (render-page.tsx, bundled with the client's aliases and CSS-module
 * names) and templates/, the document the server draws a page into — index.html with the page's
 * chunks preloaded, its stylesheets inlined (drawn as soon as it arrives), its code fetched once
 * it is drawn (loadScriptsAfterPaint), `<!--page-->` in the root element where the server puts
 * the markup (hidden from assistive technology and shielded until the app adopts it) and
 * `<!--page-data-->`, in the JSON script take-over.ts reads, where it puts the data it was drawn
 * with: one per route-preloads.json address, and page.html for any other address.
 */
export async function writeFirstPaintPages(root: string, outDir: string, preloads: RoutePreload[]) {
  // Beside the client build, where the server looks for it (pages.plugin.ts).
  const serverBuildDir = path.join(outDir, '..', serverBuild.dir);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [mantineStableIds(), react()],
    resolve: { alias: { '@': path.resolve(root, 'src') } },
    // Self-contained: the server loads render-page.js without the web app's dependencies (the
    // production image installs only the server's).
    ssr: { noExternal: true },
    // React's production build only, whatever NODE_ENV the server later runs with.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: true,
      rollupOptions: { input: [`${here}/render-page.tsx`] },
      outDir: serverBuildDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
    },
  });
  const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const afterPaint = loadScriptsAfterPaint(root, outDir);
  const template = (address: string) => {
    const preload = preloads.find(
      (entry) => address === entry.address || address.startsWith(`${entry.address}/`),
    );
    const links = [
      ...(preload?.css ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...(preload?.js ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ].join('');
    // The page is long: without `rel=expect` the browser may paint it half parsed and then
    // push its lower half into place (a layout shift); this holds the first paint until its end.
    const expectEnd = `<link rel="expect" href="#${DRAWN_PAGE_SHIELD_ID}" blocking="render">`;
    // Until the app adopts the page, nothing typed or tapped in it is lost: the element after it
    // lies over the whole window and takes the taps and clicks (scrolling still scrolls the
    // page), the boot script keeps the keyboard's focus out of it, and its fields and submit
    // buttons are inert (draw-page.tsx) — so even without JavaScript nothing can be typed or
    // sent. (An inner scroll area scrolls only once the page is live.) Not the whole page
    // inert: when the app then made it live, the browser restyled every element of it in one
    // task (about 65 ms at 4× CPU for the catalogue's 2,100, traced). Past a second the shield
    // says the page is still loading (drawn-page-shield.ts): taps that did nothing said nothing.
    const shield = drawnPageShield();
    const html = index
      .replace('</head>', `${links}${expectEnd}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root"><div data-prerendered aria-hidden="true"><!--page--></div>${shield}</div>`,
      )
      .replace(
        '</body>',
        `<script type="application/json" id="${PAGE_DATA_ID}"><!--page-data--></script></body>`,
      );
    return afterPaint(inlineStylesheets(outDir, html));
  };
  const templatesDir = path.join(serverBuildDir, serverBuild.templatesDir);
  fs.mkdirSync(templatesDir, { recursive: true });
  for (const { address } of preloads) {
    fs.writeFileSync(path.join(templatesDir, drawnTemplateFile(address)), template(address));
  }
  fs.writeFileSync(path.join(templatesDir, serverBuild.fallbackTemplate), template('/'));
}
