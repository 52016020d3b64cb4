/**
 * A page the server rendered for a signed-in shopper (the cart, checkout, My purchases, Direct debits: the
 * manifest's `forSession` routes, rendered from the session cookie) names that shopper, so the browser hydrates
 * it only when its own stored session is theirs. Otherwise (the device's token was cleared, another shopper
 * signed in since) the boot script (src/boot.ts, which names this id too) drops the server's HTML and data
 * before the app starts, and the app starts as on any browser-only page.
 */
export const SIGNED_IN_AS_ID = 'oja-signed-in-as';

/**
 * The token in the server's auth state: only whether there is one matters to a render (RequireAuth, the
 * cart's owner), so the real one never enters the React tree that is written into the page.
 */
export const SERVER_TOKEN = 'rendered-on-the-server';

/** The page's marker (JSON; `<` escaped so it cannot close its element). */
export function signedInMarker(userID: string): string {
  return `<script type="application/json" id="${SIGNED_IN_AS_ID}">${JSON.stringify(userID).replace(/</g, '\\u003c')}</script>`;
}
