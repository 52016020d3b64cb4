import { LinkProvider } from '@oja/ui';
import { useFocusHeadingOnChange } from '@oja/ui/route-focus';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { AppLink } from './app-link';
import { RouteTable } from './route-table';

export function App({ queryClient }: { queryClient: QueryClient }) {
  // A page reached by a link announces itself: focus goes to its h1 once it shows (ui's lib/route-focus.ts).
  useFocusHeadingOnChange(useLocation()[0]);
  return (
    <QueryClientProvider client={queryClient}>
      <LinkProvider component={AppLink}>
        <RouteTable />
      </LinkProvider>
    </QueryClientProvider>
  );
}
