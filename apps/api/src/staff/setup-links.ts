import { newToken, sha256 } from '../auth/tokens.ts';

/** An invitation's (or the first owner's) setup link works for 72 hours, once. */
const SETUP_LIFETIME_MS = 72 * 60 * 60 * 1000;

/**
 * A one-time setup token, the hash the database keeps, and the console's link. The token rides in the link's
 * fragment (`#token=`), which browsers never send to a server, so it reaches no access log, proxy or Referer.
 */
export function newSetupLink(origin: string, now: number) {
  const token = newToken();
  return {
    tokenHash: sha256(token),
    expiresAt: new Date(now + SETUP_LIFETIME_MS),
    link: `${origin.replace(/\/$/, '')}/admin/setup#token=${token}`,
  };
}
