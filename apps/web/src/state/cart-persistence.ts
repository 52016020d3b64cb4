import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { store } from '../api';
import { authAtom } from './auth';
import { cartOwner } from './cart-query';
import { cartSessionIdAtom } from './cart-session';

/** Where the device keeps its copy of the cart ('oja.' keys are cleared at logout). */
const CART_STORAGE_KEY = 'oja.cartQuery';
/** The copy the app kept before the cart query persisted itself; nothing reads it any more. */
const OLD_CART_SNAPSHOT_KEY = 'oja.cart';
/**
 * The shape of the kept copy: the cart view of cart-lines.ts. Change it with that shape, so a copy in the
 * old shape is dropped instead of shown.
 */
const CART_COPY_FORMAT = 'cart-view-1';
/** A copy older than this is dropped rather than shown: the cart may have changed a lot since. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The cart query of whoever shops now (its key), or null for a guest who has not added anything yet. */
function currentCartKey() {
  const owner = cartOwner(store.get(authAtom), store.get(cartSessionIdAtom));
  return owner.enabled ? owner.options.queryKey : null;
}

/**
 * Keeps the current shopper's cart query (and nothing else: no user data, no token) on the device, so after
 * a reload the header's count and the cart show at once, before the server answers (which then replaces
 * it). The copy is stamped with its owner: a copy of someone else's cart is discarded, never shown, and a
 * change of owner (log in, log out, an expired session) removes it.
 */
export function persistCartQuery(queryClient: QueryClient): Promise<void> {
  localStorage.removeItem(OLD_CART_SNAPSHOT_KEY);
  const persister = createAsyncStoragePersister({ storage: localStorage, key: CART_STORAGE_KEY });
  const optionsFor = (ownerHash: string): PersistQueryClientOptions => ({
    queryClient,
    persister,
    buster: `${CART_COPY_FORMAT}:${ownerHash}`,
    maxAge: MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.queryHash === ownerHash && query.state.status === 'success',
      shouldDehydrateMutation: () => false,
    },
  });

  let key = currentCartKey();
  let owner = key ? hashKey(key) : null;
  let stopSaving = () => {};
  const saveChanges = () => {
    stopSaving();
    stopSaving = owner ? persistQueryClientSubscribe(optionsFor(owner)) : () => {};
  };
  const followOwner = () => {
    key = currentCartKey();
    const next = key ? hashKey(key) : null;
    if (next === owner) return;
    owner = next;
    void persister.removeClient();
    saveChanges();
  };

  return persistQueryClientRestore(optionsFor(owner ?? ''))
    .catch(() => undefined) // an unreadable copy has been removed; the server's answer comes anyway
    .then(() => {
      // The copy is only shown until the server confirms the cart: read it again on this visit even if the
      // copy is younger than the usual five minutes of freshness.
      if (key) void queryClient.invalidateQueries({ queryKey: key, exact: true });
      saveChanges();
      store.sub(authAtom, followOwner);
      store.sub(cartSessionIdAtom, followOwner);
    });
}
