import type { MyUserQueryRow } from '@courtage/contracts/crm/user-queries/user-query';
import { apiRequest } from '../auth/api-client.ts';

// The customer's own 'Poser une question' page (the staff side calls its endpoints through
// endpoint-client.ts).
const MINE = '/auth/v1/user/queries';

export const askUserQuery = (query: string) =>
  apiRequest<MyUserQueryRow>(MINE, { method: 'POST', auth: true, json: { query } });
