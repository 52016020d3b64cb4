import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address for rate limits: the socket's remote address. X-Forwarded-For is read only behind a
 * trusted proxy (TRUST_PROXY=1), and then its last entry, the one that proxy appended.
 */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not on a Node socket (app.request in tests).
    return 'unknown';
  }
}
