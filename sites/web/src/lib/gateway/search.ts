import type { GlobalSearchReply } from '@courtage/contracts/crm/global-search.rpc';
import { apiRequest } from '../auth/api-client.ts';

// The back-office's global search (Ctrl/⌘+K palette, /admin/recherche): one call, grouped results.
export const globalSearch = (q: string, signal?: AbortSignal) =>
  apiRequest<GlobalSearchReply>(`/api/v1/search?${new URLSearchParams({ q })}`, {
    auth: true,
    ...(signal ? { signal } : {}),
  });
