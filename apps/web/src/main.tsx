import '@oja/ui/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, store } from './api';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <App />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);
