import { atom, useSetAtom } from 'jotai';
import { authAtom, SIGNED_OUT } from '../../shared/auth';
import { useTransferGuestCart } from '../../shared/cart/cart-transfer';
import { toastsAtom } from '../../shared/toasts';

/** Takes every error toast away (kept here, out of the first load, where no session starts). */
const dismissErrorToastsAtom = atom(null, (get, set) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((t) => t.variant !== 'error'),
  );
});

/**
 * A session has started (a login, or a verified email): the token is kept, the guest cart moves to the
 * account, and an error still on screen from before (an ended session's, a failed fetch's) is taken away:
 * it is about a state that is over.
 */
export function useStartSession() {
  const setAuth = useSetAtom(authAtom);
  const dismissErrors = useSetAtom(dismissErrorToastsAtom);
  const transferGuestCart = useTransferGuestCart();
  return async (session: { token: string; userID: string }) => {
    setAuth({ ...SIGNED_OUT, token: session.token, isAuthenticated: true, userID: session.userID });
    dismissErrors();
    await transferGuestCart();
  };
}
