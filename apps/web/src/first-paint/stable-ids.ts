import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * @mantine/hooks' `useId` → the app's `lib/mantine-use-id.ts` (why: there), in the client build
 * and the server's renderer alike, so a page is drawn and adopted with the same ids. (The
 * component tests load Mantine unbundled, with its own.)
 */
export function mantineStableIds(): Plugin {
  const replacement = path.resolve(import.meta.dirname, '../lib/mantine-use-id.ts');
  return {
    name: 'equilibrio:mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mantine[\\/]hooks[\\/]/.test(importer)) return null;
      return /(^|\/)use-id\/use-id\.mjs$/.test(source) ? replacement : null;
    },
  };
}
