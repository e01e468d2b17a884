import type {
  AgendaFeedLink,
  createAgendaFeedLink as createFeedLinkRpc,
} from '@courtage/contracts/crm/agenda.rpc';
import type { RpcResponse } from '@courtage/contracts/define';
import { apiRequest } from '../auth/api-client.ts';
import { getApiUrl } from '../auth/api-url.ts';

// The broker's secret iCalendar link: route files of the gateway, since their answers are never
// cached (the calendar itself and the revocation go through `call`).
const FEED = '/api/v1/agenda/feed';

export const getAgendaFeedLink = () => apiRequest<AgendaFeedLink>(FEED, { auth: true });

/** A new link (the previous one stops working): its token is given this once. */
export const createAgendaFeedLink = () =>
  apiRequest<RpcResponse<typeof createFeedLinkRpc>>(FEED, { method: 'POST', auth: true });

/** The address calendar apps subscribe to (no session: the token is the proof). */
export const agendaFeedUrl = (token: string) =>
  `${getApiUrl()}/api/v1/agenda/ical/${encodeURIComponent(token)}`;
