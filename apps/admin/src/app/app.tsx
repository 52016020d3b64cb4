import { LinkProvider } from '@oja/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppLink } from './app-link';
import { RouteTable } from './route-table';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LinkProvider component={AppLink}>
        <RouteTable />
      </LinkProvider>
    </QueryClientProvider>
  );
}
