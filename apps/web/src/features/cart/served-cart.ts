import { atom } from 'jotai';
import { SIGNED_IN_AS_ID } from '../../ssr/signed-in-page';

/**
 * Whether the page was rendered with the shopper's cart: a guest's whose cookie names a cart (ssr/guest-cart.ts;
 * the page then names it in `<meta name="oja-cart">`), or the signed-in shopper's for a live session
 * (ssr/session-cart.ts; the page then names its shopper, ssr/signed-in-page.ts, and the boot script empties
 * it before the app starts unless the device's stored session is theirs). The cart page shows its lines from
 * the first render, as the server did, so its forms work before the app starts and without JavaScript.
 */
export const servedCartAtom = atom(
  !import.meta.env.SSR &&
    (document.querySelector('meta[name=oja-cart]') !== null ||
      document.getElementById(SIGNED_IN_AS_ID) !== null),
);
