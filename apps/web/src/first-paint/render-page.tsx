import type { ApiCall, DrawnPage, Visitor } from './draw-page';

/**
 * The entry the server loads (the contract's serverBuild.renderer), and nothing else: the
 * drawing itself (draw-page.tsx) is a chunk of its own. The server loads this file again, under a
 * new address, when a new build replaces it; the chunks the build shares between pages may
 * import the entry, so an entry with the drawing in it would run twice, the second copy taking
 * over the hooks (api-client, auth) the first one's pages are drawn with.
 */
export async function renderPage(
  url: string,
  visitor: Visitor,
  api: ApiCall,
): Promise<DrawnPage | undefined> {
  const { renderPage: draw } = await import('./draw-page');
  return draw(url, visitor, api);
}
