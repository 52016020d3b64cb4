import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

const SESSION_KEY = 'oja.cartSessionID';

/**
 * The guest cart a page rendered for this shopper names (`<meta name="oja-cart">`: the page after a cart form
 * the server answered, before the app started or without JavaScript, and the cart page): the server keeps the
 * guest cart's id in a cookie no script reads, and the app adopts it here, before its first render.
 */
const served = import.meta.env.SSR
  ? undefined
  : document.querySelector<HTMLMetaElement>('meta[name=oja-cart]')?.content;
if (served) {
  localStorage.setItem(SESSION_KEY, JSON.stringify(served));
  // The page carries the server's cart, newer than the device's copy (cart-persistence.ts).
  localStorage.removeItem('oja.cartQuery');
}

/**
 * The guest cart the page was rendered with, if any (the server sets it in its render's store): the cart
 * page then shows its lines from the first render, as the server did.
 */
export const servedCartAtom = atom(served ?? null);

/** The guest cart's session id: generated here, kept across visits, sent with every cart call. */
export const cartSessionIdAtom = atomWithStorage<string | null>(SESSION_KEY, null, undefined, {
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
