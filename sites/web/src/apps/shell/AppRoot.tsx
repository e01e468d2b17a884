import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai/react';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { setApiUrl, setWsUrl } from '../../lib/auth/api-url.ts';
import { store } from '../../states/store.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { PersistGate } from './PersistGate.tsx';
import { createQueryClient } from './query-client.ts';
import { SessionWatcher } from './SessionWatcher.tsx';
import './app.css';

type Props = { apiUrl: string; wsUrl: string };

/**
 * The customer area, the back-office and their sign-in pages: one React app mounted
 * (client:only) by the catch-all Astro pages, each screen loaded on demand.
 */
export default function AppRoot({ apiUrl, wsUrl }: Props) {
  setApiUrl(apiUrl);
  setWsUrl(wsUrl);
  const [queryClient] = useState(createQueryClient);
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <PersistGate>
            <SessionWatcher />
            <AppRoutes />
          </PersistGate>
          <ToastContainer position="top-right" autoClose={5000} draggable pauseOnHover />
        </BrowserRouter>
      </QueryClientProvider>
    </Provider>
  );
}
