import { COMPLIANCE_ITEMS, type ComplianceFile } from '@courtage/contracts/crm/compliance/compliance';
import { getComplianceFile } from '@courtage/contracts/crm/compliance/get-compliance-file.rpc';
import {
  complianceItemForm,
  recordComplianceItem,
} from '@courtage/contracts/crm/compliance/record-compliance-item.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { stringify } from 'csv-stringify/sync';
import { auditExport } from '../../../../http/audit-export.ts';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { checkFormBody } from '../../../../http/form-body.ts';
import { neutraliseCell, parisDateTime } from '../../../../http/list-route.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

const tags = ['conformité'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};
const CompanyId = Type.Object({ companyId: Uuid });

/**
 * The auditor's file: one line per item, recorded or missing, as the other CSV exports (BOM, `;`):
 * who recorded it by name and when in Paris time.
 */
export function complianceCsv(file: ComplianceFile): string {
  const header = [
    'Entreprise',
    'Élément',
    'État',
    'Date',
    'Enregistré par',
    'Document',
    'Motivation',
    'Enregistré le',
  ];
  const lines = file.items.map((item) => [
    file.companyName,
    item.label,
    item.recorded ? 'Fait' : 'Manquant',
    item.recorded?.date ?? '',
    item.recorded ? (item.recorded.staffName ?? item.recorded.staffId) : '',
    item.recorded?.documentName ?? '',
    item.recorded?.reasons ?? '',
    item.recorded ? parisDateTime(item.recorded.recordedAt) : '',
  ]);
  lines.push([file.companyName, 'Complétude', `${file.completeness} %`, '', '', '', '', '']);
  return `\uFEFF${stringify([header, ...lines.map((line) => line.map(neutraliseCell))], { delimiter: ';', record_delimiter: '\r\n' })}`;
}

/** `/api/v1/entreprise/:companyId/conformite`: the Conformité tab, each item recorded, the auditor's export (Admin). */
export const complianceRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  fastify.get('/:companyId/conformite', {
    schema: {
      tags,
      summary: 'Dossier de conformité d’un client',
      params: CompanyId,
      response: { 200: getComplianceFile.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(getComplianceFile, { companyId: request.params.companyId }, options(request)),
  });

  fastify.put('/:companyId/conformite', {
    schema: {
      tags,
      summary: `Enregistrer un élément (${COMPLIANCE_ITEMS.join(', ')}) avec sa date et son document`,
      params: CompanyId,
      body: complianceItemForm.schema,
      response: { 200: recordComplianceItem.response, ...errors },
    },
    preValidation: checkFormBody(complianceItemForm),
    handler: async (request) =>
      fastify.bus.call(
        recordComplianceItem,
        { companyId: request.params.companyId, ...request.body },
        options(request),
      ),
  });

  fastify.get('/:companyId/conformite/export.csv', {
    onRequest: fastify.requireAdmin,
    schema: { tags, summary: 'Export du dossier pour un auditeur (CSV, administrateur)', params: CompanyId },
    handler: async (request, reply) => {
      const file = await fastify.bus.call(
        getComplianceFile,
        { companyId: request.params.companyId },
        options(request),
      );
      const text = complianceCsv(file);
      await auditExport(fastify, request, getComplianceFile.service, {
        list: 'conformite',
        filters: { companyId: request.params.companyId },
        rows: file.items.length,
        complete: true,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="conformite-${request.params.companyId}.csv"`)
        .send(text);
    },
  });
};
