import { hashKey, type QueryClient, type QueryKey, type QueryState } from '@tanstack/react-query';
import { store } from '../../shared/api';
import { authAtom } from '../../shared/auth';
import { cartOwner } from '../../shared/cart/cart-query';
import { cartSessionIdAtom } from '../../shared/cart/cart-session';

/** Where the device keeps its copy of the cart ('oja.' keys are cleared at logout). */
const CART_STORAGE_KEY = 'oja.cartQuery';
/**
 * The shape of the kept copy: the cart view of cart-lines.ts. Change it with that shape, so a copy in the
 * old shape is dropped instead of shown.
 */
const CART_COPY_FORMAT = 'cart-view-1';
/** A copy older than this is dropped rather than shown: the cart may have changed a lot since. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The copy is written at most once a second: a burst of quick changes to the cart is written once. */
const SAVE_INTERVAL_MS = 1000;

/**
 * The kept copy. It keeps the envelope @tanstack/query-persist-client-core wrote when it kept the copy
 * (`buster`, `timestamp`, a dehydrated client holding the one cart query), so copies kept by earlier
 * versions of the app still restore, and a copy kept now would restore in them.
 */
interface KeptCart {
  /** The copy's format and the hash of its owner's cart query: any other copy is dropped, never shown. */
  buster: string;
  /** When the copy was written. */
  timestamp: number;
  clientState: {
    mutations: never[];
    queries: { queryKey: QueryKey; queryHash: string; state: QueryState }[];
  };
}

/** The cart query of whoever shops now (its key), or null for a guest who has not added anything yet. */
function currentCartKey() {
  const owner = cartOwner(store.get(authAtom), store.get(cartSessionIdAtom));
  return owner.enabled ? owner.options.queryKey : null;
}

const busterFor = (ownerHash: string) => `${CART_COPY_FORMAT}:${ownerHash}`;

/** Puts the owner's kept cart in the cache; a copy that is unreadable, too old or someone else's is removed. */
function restore(queryClient: QueryClient, key: QueryKey | null, owner: string | null) {
  try {
    const stored = localStorage.getItem(CART_STORAGE_KEY);
    if (!stored) return;
    const copy = JSON.parse(stored) as KeptCart;
    const expired = !copy.timestamp || Date.now() - copy.timestamp > MAX_AGE_MS;
    if (expired || copy.buster !== busterFor(owner ?? '')) {
      localStorage.removeItem(CART_STORAGE_KEY);
      return;
    }
    const kept = copy.clientState.queries.find((query) => query.queryHash === owner);
    // A page the server rendered with the cart (checkout) brought the server's answer: it is newer, and the
    // page was rendered from it (hydration must find the same).
    const served = key ? queryClient.getQueryData(key) !== undefined : false;
    if (key && !served && kept?.state.data !== undefined) {
      queryClient.setQueryData(key, kept.state.data, { updatedAt: kept.state.dataUpdatedAt });
    }
  } catch {
    // An unreadable copy is removed; the server's answer comes anyway.
    localStorage.removeItem(CART_STORAGE_KEY);
  }
}

/**
 * Keeps the current shopper's cart query (and nothing else: no user data, no token) on the device, so after
 * a reload the header's count and the cart show at once, before the server answers (which then replaces
 * it). The copy is stamped with its owner: a copy of someone else's cart is discarded, never shown, and a
 * change of owner (log in, log out, an expired session) removes it.
 *
 * Written here rather than with @tanstack/query-persist-client-core and its storage persister: for one
 * query kept in localStorage they (with query-core's hydration) cost the first load about 1.6 KB gzipped.
 */
export function persistCartQuery(queryClient: QueryClient): void {
  const key = currentCartKey();
  let owner = key ? hashKey(key) : null;
  restore(queryClient, key, owner);
  // The copy is only shown until the server confirms the cart: read it again on this visit even if the
  // copy is younger than the usual five minutes of freshness.
  if (key) void queryClient.invalidateQueries({ queryKey: key, exact: true });

  const save = () => {
    if (!owner) return;
    const query = queryClient.getQueryCache().get(owner);
    const copy: KeptCart = {
      buster: busterFor(owner),
      timestamp: Date.now(),
      clientState: {
        mutations: [],
        // Only a cart the server has answered (or a kept copy of one) is kept, never a failed read.
        queries:
          query?.state.status === 'success'
            ? [{ queryKey: query.queryKey, queryHash: query.queryHash, state: query.state }]
            : [],
      },
    };
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(copy));
    } catch {
      // A full or refused storage only costs the copy: the cart itself is on the server.
    }
  };
  let nextSaveAt = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    // Observers coming and going change nothing worth keeping.
    if (!owner || (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated')) return;
    if (pending !== undefined) return;
    pending = setTimeout(
      () => {
        pending = undefined;
        nextSaveAt = Date.now() + SAVE_INTERVAL_MS;
        save();
      },
      Math.max(0, nextSaveAt - Date.now()),
    );
  });

  const followOwner = () => {
    const nextKey = currentCartKey();
    const next = nextKey ? hashKey(nextKey) : null;
    if (next === owner) return;
    owner = next;
    localStorage.removeItem(CART_STORAGE_KEY);
  };
  store.sub(authAtom, followOwner);
  store.sub(cartSessionIdAtom, followOwner);
}
