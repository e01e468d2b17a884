import { AppError } from '@courtage/contracts/errors';
import {
  adminGetGeneralConditions,
  adminUploadGeneralConditions,
  GENERAL_CONDITIONS_MAX_BYTES,
  GENERAL_CONDITIONS_MESSAGES,
} from '@courtage/contracts/offer/admin-plan-general-conditions.rpc';
import { PLAN_NOT_FOUND_MESSAGE } from '@courtage/contracts/offer/plan-content-form';
import { requireAdminActor, requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import type { OfferDeps } from '../deps.ts';
import type { FormulaView } from '../offers/formula-views.ts';
import { renderGeneralConditions } from './general-conditions.ts';
import { sha256Hex } from './verify-seal.ts';

const SAMPLE_FILE_NAME = 'conditions-generales-exemple.pdf';

async function uploadedOf(db: Kysely<OfferDatabase>, planId: string) {
  return db
    .selectFrom('plan_general_conditions')
    .selectAll()
    .where('plan_id', '=', planId)
    .executeTakeFirst();
}

function viewOf(planId: string, row: Awaited<ReturnType<typeof uploadedOf>>) {
  return row
    ? {
        planId,
        source: 'uploaded' as const,
        fileName: row.file_name,
        uploadedAt: row.uploaded_at.toISOString(),
        sha256: row.sha256,
      }
    : { planId, source: 'sample' as const, fileName: SAMPLE_FILE_NAME, uploadedAt: null, sha256: null };
}

/**
 * The general conditions given with a subscription to the formula's plan: the PDF an Admin
 * uploaded for the plan, else the generated sample (the demo plans' until one is uploaded).
 */
export async function generalConditionsFor(
  deps: Pick<OfferDeps, 'db' | 'documents' | 'identity'>,
  view: FormulaView,
): Promise<Uint8Array> {
  const uploaded = await uploadedOf(deps.db, view.plan.id);
  if (uploaded) return deps.documents.get(uploaded.object_key);
  return renderGeneralConditions(view, await deps.identity.get());
}

/** `offer.admin-upload-general-conditions` (Admin, audited) and `offer.admin-get-general-conditions` (staff). */
export function planGeneralConditionsHandlers(deps: OfferDeps): RpcHandler[] {
  return [
    rpcHandler(adminUploadGeneralConditions, async ({ planId, fileName, pdfBase64 }, meta) => {
      requireAdminActor(meta);
      const pdf = Buffer.from(pdfBase64, 'base64');
      if (pdf.length > GENERAL_CONDITIONS_MAX_BYTES)
        throw new AppError('VALIDATION_FAILED', GENERAL_CONDITIONS_MESSAGES.tooLarge, [
          { field: 'pdfBase64', message: GENERAL_CONDITIONS_MESSAGES.tooLarge },
        ]);
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new AppError('VALIDATION_FAILED', GENERAL_CONDITIONS_MESSAGES.notPdf, [
          { field: 'pdfBase64', message: GENERAL_CONDITIONS_MESSAGES.notPdf },
        ]);
      const plan = await deps.db.selectFrom('plans').select('id').where('id', '=', planId).executeTakeFirst();
      if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE);
      const sha256 = sha256Hex(pdf);
      const key = `plans/${planId}/conditions-generales-${sha256}.pdf`;
      await deps.documents.put(key, pdf, 'application/pdf');
      const name = fileName.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 200);
      await deps.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('plan_general_conditions')
          .select(['file_name', 'sha256'])
          .where('plan_id', '=', planId)
          .forUpdate()
          .executeTakeFirst();
        const row = {
          file_name: name,
          object_key: key,
          sha256,
          size_bytes: pdf.length,
          uploaded_by: meta.actor.id ?? null,
          uploaded_at: new Date(),
        };
        await trx
          .insertInto('plan_general_conditions')
          .values({ plan_id: planId, ...row })
          .onConflict((oc) => oc.column('plan_id').doUpdateSet(row))
          .execute();
        await recordAudit(trx, {
          actor: meta.actor,
          action: 'upload-general-conditions',
          entity: 'plan',
          entityId: planId,
          before: before ? { fileName: before.file_name, sha256: before.sha256 } : null,
          after: { fileName: name, sha256 },
        });
      });
      return viewOf(planId, await uploadedOf(deps.db, planId));
    }),
    rpcHandler(adminGetGeneralConditions, async ({ planId }, meta) => {
      requireStaffActor(meta);
      return viewOf(planId, await uploadedOf(deps.db, planId));
    }),
  ];
}
