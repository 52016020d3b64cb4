import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { showToastAtom } from '../shared/toasts';

/** Spec toast durations: offline 5 s, back online 3 s. */
const OFFLINE_TOAST_MS = 5000;
const ONLINE_TOAST_MS = 3000;

/** Tells the shopper when the connection drops and when it comes back. */
export function useConnectivityToasts() {
  const showToast = useSetAtom(showToastAtom);
  useEffect(() => {
    const offline = () =>
      showToast({
        title: 'You are currently offline. Please check your internet connection.',
        variant: 'error',
        duration: OFFLINE_TOAST_MS,
      });
    const online = () =>
      showToast({ title: 'You are back online.', variant: 'success', duration: ONLINE_TOAST_MS });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [showToast]);
}
