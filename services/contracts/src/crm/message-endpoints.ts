import type { Endpoint } from '../endpoint/define-endpoint.ts';

/** The messages staff answer: contact messages and the customers' questions. */
export const MESSAGE_ENDPOINTS: readonly Endpoint[] = [];
