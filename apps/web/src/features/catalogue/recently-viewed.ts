import { addRecentlyViewed } from '@oja/domain';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** Product IDs the shopper opened, newest first (the domain caps and de-duplicates), kept across visits. */
export const recentlyViewedAtom = atomWithStorage<string[]>('oja.recentlyViewed', [], undefined, {
  getOnInit: true,
});

/** Records a visit to a product page. */
export const recordProductViewAtom = atom(null, (get, set, productID: string) => {
  set(recentlyViewedAtom, addRecentlyViewed(get(recentlyViewedAtom), productID));
});
