import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { setApiUrl } from '../../../lib/auth/api-url.ts';
import { saveSession } from '../../../lib/auth/session-data.ts';
import { type SessionUserState, SIGNED_OUT_USER, userState } from '../../../states/user/userState.ts';

// For the back-office's component tests (run in a DOM: `// @vitest-environment happy-dom`):
// the screen part as the app mounts it (jotai store, React Query, the router) and the gateway
// answered at the fetch level, so the real components, the contracts' checks and the site's
// client all run.

// findBy* and waitFor wait 1 s by default: short for a CI machine running two test files at once.
configure({ asyncUtilTimeout: 5_000 });

export const API_URL = 'http://api.test';
export const ME: SessionUserState = {
  ...SIGNED_OUT_USER,
  auth: true,
  role: 'admin',
  id: '0b6c1f9e-5d4a-4c3b-9a2f-1e0d9c8b7a61',
  fullName: 'Camille Leroy',
  email: 'camille.leroy@courtage.test',
};

/** Renders `ui` for a signed-in staff member (`role` 'admin' or 'sub-admin') at `route`. */
export function renderBackoffice(ui: ReactElement, options: { role?: string; route?: string } = {}) {
  const store = createStore();
  store.set(userState, { ...ME, role: options.role ?? ME.role });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  // No pause between keys, and no check of the CSS `pointer-events` of every ancestor on each
  // click (no style sheet is loaded here): typing and clicking in a long form stay fast.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.route ?? '/admin']}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, user, store, queryClient };
}

/** One request the components sent to the gateway. */
export type GatewayCall = { method: string; path: string; authorization?: string; body: unknown };

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A signed-in staff session and `fetch` answered by `answer` (path and query without the API's
 * origin); returns the calls in order. Undo with `vi.unstubAllGlobals()` and `localStorage.clear()`.
 */
export function stubGateway(answer: (call: GatewayCall) => Response): GatewayCall[] {
  setApiUrl(API_URL);
  const later = new Date(Date.now() + 3_600_000).toISOString();
  saveSession(
    {
      accessToken: 'staff-access',
      accessTokenExpiresAt: later,
      refreshToken: 'staff-refresh',
      sessionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      sessionExpiresAt: later,
    },
    'staff',
  );
  const calls: GatewayCall[] = [];
  const fetchStub = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: GatewayCall = {
      method: init.method ?? 'GET',
      path: url.startsWith(API_URL) ? url.slice(API_URL.length) : url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      ...(headers.authorization ? { authorization: headers.authorization } : {}),
    };
    calls.push(call);
    return answer(call);
  };
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}
