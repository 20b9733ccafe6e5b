import path from 'node:path';
import { serverPathPrefixes } from '@equilibrio/contract/server-paths';
import { loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';
import { isServerPath } from '../../src/modules/pages/pages.plugin';
import { useTestApp } from '../helpers';

/**
 * Every address the server answers is reachable from the web app in production (the page
 * fallback leaves it to the server) and in `npm run dev` (Vite's proxy forwards it): both read the
 * one list of server paths.
 */
describe('server paths', () => {
  const app = useTestApp();

  it('covers every route the server registers', () => {
    const uncovered = app.registeredRoutes
      .map((route) => route.url)
      .filter((url) => url !== '/' && url !== '*' && !url.startsWith('/assets/'))
      .filter((url) => !isServerPath(url.replace(/:[^/]+/g, 'x')));
    expect(uncovered).toEqual([]);
  });

  it('is what the development proxy forwards, the sandbox checkout included', async () => {
    const root = path.resolve(import.meta.dirname, '../../../web');
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      path.join(root, 'vite.config.ts'),
      root,
      'silent',
    );
    const proxied = Object.keys(loaded?.config.server?.proxy ?? {});
    expect(proxied.sort()).toEqual([...serverPathPrefixes].sort());
    expect(proxied).toContain('/checkout');
    expect(app.registeredRoutes.some((route) => route.url.startsWith('/checkout/'))).toBe(true);
  });
});
