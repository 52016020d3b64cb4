/** Recently viewed products: newest first, no duplicates, 10 stored; the home shows 5, the dashboard 2. */

export const RECENTLY_VIEWED_STORED = 10;
export const RECENTLY_VIEWED_ON_HOME = 5;
export const RECENTLY_VIEWED_ON_DASHBOARD = 2;

/** Puts `productID` first, removes its older entry, keeps the 10 newest. */
export function addRecentlyViewed(list: readonly string[], productID: string): string[] {
  return [productID, ...list.filter((id) => id !== productID)].slice(0, RECENTLY_VIEWED_STORED);
}

/** The part of the list a place shows. */
export function recentlyViewedFor(list: readonly string[], place: 'home' | 'dashboard'): string[] {
  return list.slice(0, place === 'home' ? RECENTLY_VIEWED_ON_HOME : RECENTLY_VIEWED_ON_DASHBOARD);
}
