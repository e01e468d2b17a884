import type { PipelineFilter, PipelineReply } from '@courtage/contracts/crm/pipeline.rpc';
import { apiRequest } from '../auth/api-client.ts';

// The pipeline board (/admin/pipeline). Cards move with `setOfferCallback` (staff-offers.ts).
const BASE = '/api/v1/pipeline';

export const getPipeline = (filter: PipelineFilter) => {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return apiRequest<PipelineReply>(`${BASE}?${query}`, { auth: true });
};
