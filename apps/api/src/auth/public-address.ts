import type { Context, MiddlewareHandler } from 'hono';
import { forwardedProtoOf } from './client-address.ts';

/** The context variable the middleware below sets on every request: whether the shop is reached over HTTPS. */
const OVER_HTTPS = 'publicHttps';

/**
 * Whether each request reached the shop over HTTPS, for its cookies: the server never serves HTTPS itself (a
 * proxy or load balancer does), so its own connection says nothing. HTTPS when the public address is
 * (PUBLIC_URL https://…), when the trusted proxy says so (X-Forwarded-Proto, read only behind TRUST_PROXY, as
 * X-Forwarded-For is), or when the request itself came over HTTPS. A forged X-Forwarded-Proto without a
 * trusted proxy is ignored; with one, it could only change the sender's own cookies.
 */
export function publicAddress({
  publicUrl,
  trustedHops,
}: {
  publicUrl: string | undefined;
  trustedHops: number;
}): MiddlewareHandler {
  const publicHttps = publicUrl?.startsWith('https:') ?? false;
  return async (c, next) => {
    c.set(OVER_HTTPS, publicHttps || forwardedProtoOf(c, trustedHops) === 'https' || isHttpsUrl(c.req.url));
    await next();
  };
}

const isHttpsUrl = (url: string) => new URL(url).protocol === 'https:';

/**
 * True when the request reached the shop over HTTPS (see publicAddress); a request the middleware did not see
 * (a route mounted alone in a test) by its own URL.
 */
export function reachedOverHttps(c: Context): boolean {
  const known: unknown = c.get(OVER_HTTPS);
  return typeof known === 'boolean' ? known : isHttpsUrl(c.req.url);
}

/**
 * The `__Host-` prefix for a cookie of the whole site (Path=/, no Domain) when the request came over HTTPS: the
 * browser then keeps the cookie only if it is Secure, Path=/ and set by this host, so nothing served over plain
 * http or by a sibling domain can plant or overwrite it. Over plain http (a developer's localhost) a `__Host-`
 * cookie would be refused: the plain name then. Hono's cookie helpers write and read the prefixed name.
 */
export function hostPrefixOf(c: Context): 'host' | undefined {
  return reachedOverHttps(c) ? 'host' : undefined;
}
