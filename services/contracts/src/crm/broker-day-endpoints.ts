import type { Endpoint } from '../endpoint/define-endpoint.ts';
import { getAgendaEndpoint, revokeAgendaFeedLinkEndpoint } from './agenda.rpc.ts';
import { getDashboardEndpoint } from './dashboard.rpc.ts';
import { getExternalCrmImportEndpoint } from './external-crm/get-external-crm-import.rpc.ts';
import { linkExternalRecordEndpoint } from './external-crm/link-external-record.rpc.ts';
import { listExternalCrmContractsEndpoint } from './external-crm/list-external-crm-contracts.rpc.ts';
import { listExternalCrmOffersEndpoint } from './external-crm/list-external-crm-offers.rpc.ts';
import { globalSearchEndpoint } from './global-search.rpc.ts';
import { getPipelineEndpoint } from './pipeline.rpc.ts';

/**
 * The broker's day: agenda, pipeline, global search, dashboards, external CRM lists. What is
 * not a plain RPC hop stays a gateway route file: the agenda's feed link (no-store) and its
 * iCalendar feed, the partner insurers (cached), the site's quote-request form, the external
 * CRM's webhook and CSV uploads.
 */
export const BROKER_DAY_ENDPOINTS: readonly Endpoint[] = [
  getAgendaEndpoint,
  revokeAgendaFeedLinkEndpoint,
  getPipelineEndpoint,
  globalSearchEndpoint,
  getDashboardEndpoint,
  listExternalCrmOffersEndpoint,
  listExternalCrmContractsEndpoint,
  linkExternalRecordEndpoint,
  getExternalCrmImportEndpoint,
];
