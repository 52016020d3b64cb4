import '@oja/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './app/api';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// No server rendering: the console is drawn in the browser, after it asks the server for the session.
createRoot(root).render(<App queryClient={createQueryClient()} />);
