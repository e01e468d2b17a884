import type {
  MyUserQueryRow,
  UserQueryRow,
  UserQueryStatus,
} from '@courtage/contracts/crm/user-queries/user-query';
import { apiRequest } from '../auth/api-client.ts';
import { downloadListCsv, fetchListPage } from './list-request.ts';

// Customers' questions: the staff list and feedback (/admin/users/queries) and the customer's
// own 'Poser une question' page.
const STAFF_BASE = '/api/v1/users/queries';
const MINE = '/auth/v1/user/queries';
const queryPath = (queryId: string) => `${STAFF_BASE}/${encodeURIComponent(queryId)}`;

export const fetchUserQueries = (query: URLSearchParams) => fetchListPage<UserQueryRow>(STAFF_BASE, query);

/** Admins only (the gateway answers 403 to a Sub-admin). */
export const exportUserQueries = (query: URLSearchParams) =>
  downloadListCsv(STAFF_BASE, query, 'questions-clients.csv');

export const answerUserQuery = (queryId: string, feedback: string) =>
  apiRequest<UserQueryRow>(`${queryPath(queryId)}/feedback`, {
    method: 'PUT',
    auth: true,
    json: { feedback },
  });

export const setUserQueryStatus = (queryId: string, status: UserQueryStatus) =>
  apiRequest<UserQueryRow>(`${queryPath(queryId)}/status`, { method: 'PUT', auth: true, json: { status } });

export const askUserQuery = (query: string) =>
  apiRequest<MyUserQueryRow>(MINE, { method: 'POST', auth: true, json: { query } });
