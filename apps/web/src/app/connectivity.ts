import { store } from '../shared/api';
import { showToastAtom } from '../shared/toasts';

/** Spec toast durations: offline 5 s, back online 3 s. */
const OFFLINE_TOAST_MS = 5000;
const ONLINE_TOAST_MS = 3000;

/**
 * Tells the shopper when the connection drops and when it comes back; returns how to stop. Loaded by app.tsx
 * once the app has started (online, by then), not in the first load, whose budget it would otherwise spend.
 */
export function watchConnectivity(): () => void {
  const offline = () =>
    store.set(showToastAtom, {
      title: 'You are currently offline. Please check your internet connection.',
      variant: 'error',
      duration: OFFLINE_TOAST_MS,
    });
  const online = () =>
    store.set(showToastAtom, {
      title: 'You are back online.',
      variant: 'success',
      duration: ONLINE_TOAST_MS,
    });
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}
