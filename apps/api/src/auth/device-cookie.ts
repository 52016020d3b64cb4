import { createHmac, randomBytes } from 'node:crypto';
import { DEVICE_COOKIE_LIFETIME_MS } from '@oja/domain';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { reachedOverHttps } from './public-address.ts';
import { signInKey } from './sign-in-secret.ts';
import { sameDigest } from './tokens.ts';

/**
 * OWASP's device cookies (issue 41): after a right password the browser keeps a cookie naming the account it
 * signed in to, signed with the server's key. A later sign-in to that account carrying it is a known device:
 * nobody else's failures hold it up (neither the address's ceiling nor the account's delay); only its own
 * failures count, per cookie (DEVICE_FAILURE_LIMIT), and past them it is a new device again.
 *
 * One cookie per account, so a shared phone keeps each. The name is a keyed hash of the email, and the value
 * a random device id and its HMAC with the email: neither tells the email to whoever reads the cookie jar.
 * HttpOnly, SameSite=Strict, sent only to the login call (its Path), Secure over HTTPS.
 */

const COOKIE_PREFIX = 'oja_device_';
const LOGIN_PATH = '/api/v1/auth/login';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

const hmac = (text: string) => createHmac('sha256', signInKey()).update(text).digest('hex');

const cookieName = (email: string) => `${COOKIE_PREFIX}${hmac(`device-cookie-name|${email}`).slice(0, 16)}`;
const signature = (email: string, deviceId: string) => hmac(`device|${email}|${deviceId}`);

/**
 * Whether the request came over HTTPS, for the cookie's Secure flag. The request's own URL only: behind a
 * proxy that ends TLS, the shop's common helper (PUBLIC_URL, X-Forwarded-Proto) should answer this instead.
 */

/** The device id of the request's cookie for the account (a lowercased email), when its signature holds. */
export function knownDeviceOf(c: Context, email: string): string | null {
  const value = getCookie(c, cookieName(email));
  const [deviceId, mac] = value?.split('.') ?? [];
  if (!deviceId || !mac || !DEVICE_ID.test(deviceId)) return null;
  return sameDigest(mac, signature(email, deviceId)) ? deviceId : null;
}

/** Sets (or renews) the device's cookie for the account after a right password. */
export function keepDeviceCookie(c: Context, email: string, deviceId: string | null): void {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  setCookie(c, cookieName(email), `${id}.${signature(email, id)}`, {
    httpOnly: true,
    sameSite: 'Strict',
    path: LOGIN_PATH,
    // Secure whenever the shop's public address is https (PUBLIC_URL or the trusted proxy's X-Forwarded-Proto).
    secure: reachedOverHttps(c),
    maxAge: DEVICE_COOKIE_LIFETIME_MS / 1000,
  });
}
