import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address for rate limits: the socket's remote address. X-Forwarded-For is read only behind
 * trusted proxies (TRUST_PROXY=<hops>, the number of proxies in front of the server, each appending the
 * address it was reached from): the client is the `hops`-th entry from the right (TRUST_PROXY=1, one load
 * balancer: the last entry; TRUST_PROXY=2, a CDN then a load balancer: the one before it). Entries further left
 * were written by whoever sent the request and prove nothing. A header shorter than that (a request that
 * went round a proxy) gives its leftmost entry, the farthest address known.
 */
export function clientAddressOf(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const client = forwarded[Math.max(0, forwarded.length - trustedHops)];
    if (client) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not on a Node socket (app.request in tests).
    return 'unknown';
  }
}
