import { adminPaths } from '@oja/domain';
import { newToken, sha256 } from '../auth/tokens.ts';

/** An invitation's (or the first owner's) setup link works for 72 hours, once. */
const SETUP_LIFETIME_MS = 72 * 60 * 60 * 1000;

/** A one-time setup token, the hash the database keeps, and the console's link (the domain's adminPaths.setup). */
export function newSetupLink(origin: string, now: number) {
  const token = newToken();
  return {
    tokenHash: sha256(token),
    expiresAt: new Date(now + SETUP_LIFETIME_MS),
    link: `${origin.replace(/\/$/, '')}${adminPaths.setup(token)}`,
  };
}
