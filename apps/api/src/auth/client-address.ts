import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The entry of a header that trusted proxies append to (X-Forwarded-For, X-Forwarded-Proto) that the proxies
 * themselves wrote: the `hops`-th from the right (TRUST_PROXY=1, one load balancer: the last entry;
 * TRUST_PROXY=2, a CDN then a load balancer: the one before it). Entries further left were written by whoever
 * sent the request and prove nothing. A header shorter than that (a request that went round a proxy, or a
 * proxy that overwrites rather than appends) gives its leftmost entry, the farthest known. None without
 * trusted proxies: then the header is the sender's word alone.
 */
function trustedEntryOf(c: Context, header: string, trustedHops: number): string | undefined {
  if (trustedHops <= 0) return undefined;
  const entries = (c.req.header(header) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries[Math.max(0, entries.length - trustedHops)];
}

/**
 * The client's address for rate limits and the access lines: the socket's remote address, or, behind trusted
 * proxies (TRUST_PROXY=<hops>, the number of proxies in front of the server, each appending the address it
 * was reached from), X-Forwarded-For's entry that the proxies wrote (see trustedEntryOf).
 */
export function clientAddressOf(c: Context, trustedHops: number): string {
  const forwarded = trustedEntryOf(c, 'x-forwarded-for', trustedHops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not on a Node socket (app.request in tests).
    return 'unknown';
  }
}

/**
 * The protocol the browser used to reach the first trusted proxy ('https', 'http'), from X-Forwarded-Proto,
 * read as X-Forwarded-For is and only behind trusted proxies; undefined without them or without the header.
 * The server itself never serves HTTPS: behind a proxy its own connection is always plain http.
 */
export function forwardedProtoOf(c: Context, trustedHops: number): string | undefined {
  return trustedEntryOf(c, 'x-forwarded-proto', trustedHops)?.toLowerCase();
}
