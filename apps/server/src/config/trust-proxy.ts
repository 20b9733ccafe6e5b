import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's named ranges (loopback: 127.0.0.1/8 and ::1; uniquelocal: 10/8, 172.16/12, …). */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, with or without a CIDR prefix, or one of the named ranges. */
function isProxyAddress(item: string) {
  if (namedProxyRanges.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

/**
 * `true` (every peer is a proxy: the client is the leftmost X-Forwarded-For entry), `false`, or the
 * proxies' addresses/CIDRs (the client is the first address from the right that is not one of
 * them). Hop counts are refused: they cannot tell a proxy from a client.
 */
export const trustProxy = z.string().transform((value, ctx): boolean | string[] => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    ctx.addIssue({
      code: 'custom',
      message:
        "a hop count cannot tell a proxy from a client: give the proxies' addresses or CIDRs instead (e.g. 127.0.0.1 or 10.0.0.0/8), or true/false",
    });
    return z.NEVER;
  }
  const items = value.split(',').map((item) => item.trim());
  const bad = items.filter((item) => !isProxyAddress(item));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not an IP address or CIDR: ${bad.map((item) => JSON.stringify(item)).join(', ')} (give true, false or the proxies' comma-separated addresses/CIDRs)`,
    });
    return z.NEVER;
  }
  return items;
});
