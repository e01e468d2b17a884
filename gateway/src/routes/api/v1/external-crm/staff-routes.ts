import { externalRecordFilterForm } from '@courtage/contracts/crm/external-crm/external-crm';
import type { ExternalRecordRow } from '@courtage/contracts/crm/external-crm/external-record';
import {
  externalRecordLinkForm,
  linkExternalRecord,
} from '@courtage/contracts/crm/external-crm/link-external-record.rpc';
import { listExternalCrmContracts } from '@courtage/contracts/crm/external-crm/list-external-crm-contracts.rpc';
import { listExternalCrmOffers } from '@courtage/contracts/crm/external-crm/list-external-crm-offers.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { checkFormBody } from '../../../../http/form-body.ts';
import { type CsvColumn, listRoute } from '../../../../http/list-route.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

const tags = ['CRM partenaire'];
const COLUMNS: readonly CsvColumn<ExternalRecordRow>[] = [
  { key: 'externalId', header: 'Identifiant externe' },
  { key: 'customerName', header: 'Client' },
  { key: 'customerEmail', header: 'E-mail' },
  { key: 'insurer', header: 'Assureur' },
  { key: 'product', header: 'Produit' },
  { key: 'monthlyPremium', header: 'Prime mensuelle' },
  { key: 'status', header: 'Statut' },
  { key: 'startDate', header: 'Date d’effet' },
  { key: 'customer', header: 'Entreprise liée', format: (_value, row) => row.customer?.name ?? '' },
  { key: 'updatedAt', header: 'Mis à jour le' },
];

/** The partner's offers and contracts (staff lists, Admin CSV) and the link to a CRM company. */
export const externalCrmStaffRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireStaff);
  for (const [path, rpc, label, fileName] of [
    ['/offers', listExternalCrmOffers, 'Offres du CRM partenaire', 'crm-partenaire-offres'],
    ['/contracts', listExternalCrmContracts, 'Contrats du CRM partenaire', 'crm-partenaire-contrats'],
  ] as const) {
    listRoute(fastify, {
      path,
      rpc,
      filterForm: externalRecordFilterForm,
      defaultSort: { field: 'updatedAt', direction: 'desc' },
      summary: label,
      tags,
      csv: { fileName, columns: COLUMNS },
    });
  }

  fastify.put('/records/:recordId/customer', {
    schema: {
      tags,
      summary: 'Lier un enregistrement à une entreprise du CRM (ou le délier)',
      params: Type.Object({ recordId: Uuid }),
      body: externalRecordLinkForm.schema,
      response: {
        200: linkExternalRecord.response,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
      },
    },
    preValidation: checkFormBody(externalRecordLinkForm),
    handler: async (request) =>
      fastify.bus.call(
        linkExternalRecord,
        { recordId: request.params.recordId, companyId: request.body.companyId },
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      ),
  });
};
