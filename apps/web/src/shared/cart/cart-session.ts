import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/**
 * The guest cart's session id: generated here, kept across visits, sent with every cart call. A page the
 * server rendered for one guest (a cart form's answer, the cart page) names the cookie's cart, and the boot
 * script (src/boot.ts) writes it here before the app starts.
 */
export const cartSessionIdAtom = atomWithStorage<string | null>('oja.cartSessionID', null, undefined, {
  getOnInit: true,
});

/** The session id, created on first use (a guest's first add to cart). */
export const ensureCartSessionIdAtom = atom(null, (get, set): string => {
  const existing = get(cartSessionIdAtom);
  if (existing) return existing;
  const created = crypto.randomUUID();
  set(cartSessionIdAtom, created);
  return created;
});

/** Whether the cart side panel is open (the header's cart icon opens it). */
export const cartPanelOpenAtom = atom(false);
