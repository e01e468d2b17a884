import type { MyUserQueryRow } from '@courtage/contracts/crm/user-queries/user-query';
import { apiRequest } from '../auth/api-client.ts';
import type { ListPage } from './list-request.ts';

// The customer's own 'Poser une question' page (the staff side calls its endpoints through
// endpoint-client.ts).
const MINE = '/auth/v1/user/queries';

/** The signed-in customer's questions, newest first (50 at most: one page of the list route). */
export const fetchMyUserQueries = (): Promise<ListPage<MyUserQueryRow>> =>
  apiRequest<ListPage<MyUserQueryRow>>(`${MINE}?limit=50&sort=createdAt&direction=desc`, { auth: true });

export const askUserQuery = (query: string) =>
  apiRequest<MyUserQueryRow>(MINE, { method: 'POST', auth: true, json: { query } });
