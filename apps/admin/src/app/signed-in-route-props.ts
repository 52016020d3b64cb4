import type { AdminSession } from '@oja/api-client';

/**
 * What a signed-in route's screen gets: the session (the member, permissions, CSRF token). In a file of its
 * own: the route table imports every screen, so the screens cannot import their props' type from it (a cycle).
 */
export interface SignedInRouteProps {
  session: AdminSession;
}
