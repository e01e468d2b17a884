import type { AgendaFeedLink, AgendaReply } from '@courtage/contracts/crm/agenda.rpc';
import { apiRequest } from '../auth/api-client.ts';
import { getApiUrl } from '../auth/api-url.ts';

// The broker's calendar (/admin/agenda) and their secret iCalendar link.
const BASE = '/api/v1/agenda';

/** Call-backs and tasks of Paris days `from`..`to`; `brokerId` (Admins) one broker's, none: mine or everyone's. */
export const getAgenda = (query: { from: string; to: string; brokerId?: string }) =>
  apiRequest<AgendaReply>(`${BASE}?${new URLSearchParams(query)}`, { auth: true });

export const getAgendaFeedLink = () => apiRequest<AgendaFeedLink>(`${BASE}/feed`, { auth: true });

/** A new link (the previous one stops working): its token is given this once. */
export const createAgendaFeedLink = () =>
  apiRequest<{ token: string; createdAt: string }>(`${BASE}/feed`, { method: 'POST', auth: true });

export const revokeAgendaFeedLink = () =>
  apiRequest<AgendaFeedLink>(`${BASE}/feed`, { method: 'DELETE', auth: true });

/** The address calendar apps subscribe to (no session: the token is the proof). */
export const agendaFeedUrl = (token: string) => `${getApiUrl()}${BASE}/ical/${encodeURIComponent(token)}`;
