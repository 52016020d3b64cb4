/**
 * What the Sandbox strip adds when a sandbox server listens beyond its own machine (apps/api with a HOST such
 * as 0.0.0.0): its outbox (every email, sign-in codes included) and its clock are open to whoever reaches it.
 * apps/api writes it into the page (`<html data-oja-exposed="…">`), so the shop's first load carries no copy.
 */
export const SANDBOX_EXPOSED_MESSAGE =
  'Open to other machines: anyone who can reach it can read its emails, sign-in codes included, and move its clock.';
