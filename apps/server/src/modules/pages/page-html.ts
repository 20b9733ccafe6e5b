import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Whether `pathname` is a route-preloads.json `address` or a page under it. */
export const underAddress = (pathname: string, address: string) =>
  pathname === address || pathname.startsWith(`${address}/`);

/** A page's HTML with its gzip and brotli forms. */
export type Page = { html: string; gzip: Buffer; brotli: Buffer };

type RoutePreload = { address: string; js: string[]; css: string[] };

const readJson = <T>(file: string, fallback: T): T => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
};

/** Compressed here: index.html and its preload copies are a few KiB. */
function compressed(html: string): Page {
  return { html, gzip: zlib.gzipSync(html), brotli: zlib.brotliCompressSync(html) };
}

/**
 * index.html, and a copy of it per page address with that page's chunks listed as
 * `<link rel="modulepreload">` (from the build's route-preloads.json), so the browser fetches a
 * page's code together with the entry instead of after it: the plain page, for a page load the
 * server does not draw (drawn-pages.ts). Read again when the build changes.
 */
export function pageHtml(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  let loadedAt = -1;
  let plain: Page | undefined;
  let pages: { address: string; page: Page }[] = [];
  const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const load = () => {
    const mtime = fs.statSync(indexFile).mtimeMs;
    if (mtime === loadedAt) return;
    const index = fs.readFileSync(indexFile, 'utf8');
    const preloads = readJson<RoutePreload[]>(path.join(distDir, 'route-preloads.json'), []);
    const withPreloads = ({ js, css }: RoutePreload) => {
      const links = [
        ...css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`),
        ...js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
      ].join('');
      return index.replace('</head>', `${links}</head>`);
    };
    pages = preloads.map((preload) => ({
      address: preload.address,
      page: compressed(withPreloads(preload)),
    }));
    plain = compressed(index);
    loadedAt = mtime;
  };
  return (pathname: string): Page => {
    load();
    const found = pages.find(({ address }) => underAddress(pathname, address));
    return found?.page ?? plain!;
  };
}
