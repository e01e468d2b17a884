import { listMyUserQueriesEndpoint } from '../crm/user-queries/list-my-user-queries.rpc.ts';
import type { Endpoint } from '../endpoint/define-endpoint.ts';

/** The customer's account: profile, password, questions. */
export const ACCOUNT_ENDPOINTS: readonly Endpoint[] = [listMyUserQueriesEndpoint];
