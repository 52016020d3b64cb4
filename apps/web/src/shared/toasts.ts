import { atom } from 'jotai';

export interface AppToast {
  id: number;
  title: string;
  variant: 'success' | 'error' | 'info';
  /** Milliseconds; the spec gives some messages their own duration. */
  duration?: number;
  /** A link to go on with ('View cart' after Add to cart). */
  link?: { label: string; href: string };
}

/** Toasts waiting to be shown. The toaster (loaded on demand) removes each one when it closes. */
export const toastsAtom = atom<AppToast[]>([]);

let nextId = 1;

/** Shows a toast: `set(showToastAtom, { title: 'Item added to cart', variant: 'success' })`. */
export const showToastAtom = atom(null, (get, set, toast: Omit<AppToast, 'id'>) => {
  set(toastsAtom, [...get(toastsAtom), { ...toast, id: nextId++ }]);
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((t) => t.id !== id),
  );
});
