import { logout as logoutCall } from '@oja/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { LOGGED_OUT_FLAG } from '../../shared/auth';
import { clearShopperCaches } from '../../shared/offline-caches';

/**
 * Logout: the server ends the session, then every stored piece of state is cleared (the service worker's copies
 * of pages and pictures too: on a shared phone nothing of the shopper's stays) and the page reloads.
 */
export async function logOut(queryClient: QueryClient) {
  await logoutCall(apiClient).catch(() => undefined);
  queryClient.clear();
  for (const key of Object.keys(localStorage)) if (key.startsWith('oja.')) localStorage.removeItem(key);
  await clearShopperCaches().catch(() => undefined);
  sessionStorage.setItem(LOGGED_OUT_FLAG, '1');
  window.location.assign(hrefs.home);
}
