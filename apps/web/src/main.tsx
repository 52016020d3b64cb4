import '@oja/ui/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, store } from './api';
import { App } from './app';
import { persistCartQuery } from './state/cart-persistence';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The device's copy of the cart is restored before the first render (reading localStorage takes no time).
persistCartQuery(queryClient);

createRoot(root).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);
