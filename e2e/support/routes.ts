import { paths } from '../../apps/web/src/config/paths';

/** Every route pattern of the portal and the back office, from the routes' one home (paths.ts). */
export function routePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (node: unknown) => {
    if (node && typeof node === 'object' && 'path' in node && typeof node.path === 'string')
      patterns.push(node.path);
    else if (node && typeof node === 'object') for (const child of Object.values(node)) walk(child);
  };
  walk(paths);
  return patterns;
}

/** Whether an address (its path) is one of a route pattern's (`:name` and `:name?` parameters). */
function isAddressOf(pattern: string, address: string) {
  const source = pattern
    .replace(/\/:\w+\?/g, '(?:/[^/]+)?')
    .replace(/:\w+/g, '[^/]+')
    .replace(/\//g, '\\/');
  return new RegExp(`^${source}$`).test(address);
}

/**
 * The patterns none of the addresses is of. An address that is a pattern itself
 * (/backoffice/caregivers/new) counts for that one only, not for one with a parameter it also
 * fits (/backoffice/caregivers/:docRef).
 */
export function patternsMissing(patterns: string[], addresses: Iterable<string>) {
  const covered = new Set<string>();
  for (const address of addresses) {
    const path = address.split(/[?#]/)[0]!;
    const pattern =
      patterns.find((p) => p === path) ??
      patterns.find((p) => p.includes(':') && isAddressOf(p, path));
    if (pattern) covered.add(pattern);
  }
  return patterns.filter((pattern) => !covered.has(pattern));
}
