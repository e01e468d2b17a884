import type { ComplianceFile } from '@courtage/contracts/crm/compliance/compliance';
import { getComplianceFile } from '@courtage/contracts/crm/compliance/get-compliance-file.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { stringify } from 'csv-stringify/sync';
import { auditExport } from '../../../../http/audit-export.ts';
import { neutraliseCell, parisDateTime } from '../../../../http/list-route.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

const tags = ['conformité'];
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

/** `/api/v1/entreprise/:companyId/conformite/export.csv`: the compliance file for an auditor (Admin). */
export const complianceRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  fastify.get('/:companyId/conformite/export.csv', {
    config: { access: 'admin' },
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
