import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { HydrationProvider } from '../shared/hydration';
import { App } from './app';

type JotaiStore = NonNullable<React.ComponentProps<typeof JotaiProvider>['store']>;

/**
 * The app with its providers: one tree for the server's render and the browser's hydration, so that both
 * build the same components (React's useId, which Radix uses for ARIA ids, counts on it).
 */
export function AppRoot({
  store,
  queryClient,
  ssrPath,
  ssrSearch,
  ssrContext,
}: {
  store: JotaiStore;
  queryClient: QueryClient;
  /** On the server: the path to render (the browser reads its own address). */
  ssrPath?: string;
  ssrSearch?: string;
  /** On the server: wouter writes a `<Redirect>`'s target here. */
  ssrContext?: { redirectTo?: string };
}) {
  return (
    <StrictMode>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch} ssrContext={ssrContext}>
            <HydrationProvider>
              <App />
            </HydrationProvider>
          </Router>
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>
  );
}
