import { formatLagosDateTime } from '@oja/domain';
import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void) {
  addEventListener('online', changed);
  addEventListener('offline', changed);
  return () => {
    removeEventListener('online', changed);
    removeEventListener('offline', changed);
  };
}

/** Whether the device is offline now; online on the server and while hydrating (the server's render). */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/** The time in Lagos ('14:05') of an instant in milliseconds: when the data shown offline was fetched. */
export function lagosTimeOf(instantMs: number): string {
  return formatLagosDateTime(new Date(instantMs).toISOString()).split(', ')[1] ?? '';
}
