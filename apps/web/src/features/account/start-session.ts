import { useSetAtom } from 'jotai';
import { dismissErrorToastsAtom } from '../../shared/toasts';
import { useTransferGuestCart } from '../cart/cart-transfer';
import { authAtom, SIGNED_OUT } from './auth';

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
