import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** The guest cart's session id: generated here, kept across visits, sent with every cart call. */
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
