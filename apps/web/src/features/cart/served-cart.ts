import { atom } from 'jotai';

/**
 * Whether the page was rendered with the guest's cart (the cart page of a guest whose cookie names a cart,
 * ssr/guest-cart.ts; the page then names it in `<meta name="oja-cart">`): the cart page shows its lines from
 * the first render, as the server did, so its forms work before the app starts and without JavaScript.
 */
export const servedCartAtom = atom(
  !import.meta.env.SSR && document.querySelector('meta[name=oja-cart]') !== null,
);
