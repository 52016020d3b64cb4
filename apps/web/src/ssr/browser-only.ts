/**
 * Paths the server leaves to the browser: a signed-in shopper's pages (the token lives in the browser only),
 * and the sign-in forms, which show nothing before the shopper types. They are served as the empty page, and
 * their routes (routes/browser-only-routes.tsx) load with the first of them the shopper opens.
 */
export const BROWSER_ONLY_PATHS =
  /^\/(user-dashboard|cart-items\/checkout|login|sign-up|forgot-password|reset-password)(\/|$)/;
