import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai/react';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { type CloseButtonProps, ToastContainer } from 'react-toastify';
import { setApiUrl, setWsUrl } from '../../lib/auth/api-url.ts';
import { store } from '../../states/store.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { PersistGate } from './PersistGate.tsx';
import { createQueryClient } from './query-client.ts';
import { SessionWatcher } from './SessionWatcher.tsx';
import './app.css';

type Props = { apiUrl: string; wsUrl: string };

/** The toasts' close button, named in French (the library's own one is labelled 'close'). */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label="Fermer la notification"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

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
          <ToastContainer
            position="top-right"
            autoClose={5000}
            draggable
            pauseOnHover
            closeButton={ToastCloseButton}
          />
        </BrowserRouter>
      </QueryClientProvider>
    </Provider>
  );
}
