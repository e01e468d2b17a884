import { AppError } from '@courtage/contracts/errors';
import { SIGNATURE_MESSAGES } from '@courtage/contracts/offer/signature-messages';
import { SUBSCRIBE_CAPABILITY_MESSAGE } from '@courtage/contracts/offer/subscribe-messages';
import {
  type DocumentKind,
  getCustomerDocument,
  getSignature,
  getSignatureDocument,
  getSubscriptionCompliance,
  getSubscriptionFileZip,
  listCustomerDocuments,
  resendSignatureCode,
  signSubscription,
} from '@courtage/contracts/offer/subscription-signature.rpc';
import { requireCustomerActor, requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, type RpcMeta, rpcHandler } from '@courtage/runtime/bus';
import JSZip from 'jszip';
import type { OfferDeps } from '../deps.ts';
import { countSubscriptionCompliance } from '../esign/subscription-compliance.ts';
import { DOCUMENT_TITLES } from '../esign/subscription-file.ts';
import { evidenceOf, fileDocument, fileNameOf, findSignature } from '../esign/subscription-file-store.ts';
import { resendCode, signatureView, signFile } from '../esign/subscription-files.ts';

/** The capability of the offer (the confirming page's or the emailed link's), else 401. */
function requireCapability(deps: OfferDeps, offerId: string, capability: string | undefined): void {
  if (!deps.capabilities.verify(capability, offerId))
    throw new AppError('UNAUTHENTICATED', SUBSCRIBE_CAPABILITY_MESSAGE);
}

async function requireFile(deps: OfferDeps, offerId: string) {
  const row = await findSignature(deps.db, offerId);
  if (!row) throw new AppError('NOT_FOUND', SIGNATURE_MESSAGES.noFile);
  return row;
}

/** The customer's own offer only (the gateway sets the actor from the session). */
async function requireOwnFile(deps: OfferDeps, offerId: string, meta: RpcMeta) {
  const customer = requireCustomerActor(meta);
  const owned = await deps.db
    .selectFrom('offers')
    .select('id')
    .where('id', '=', offerId)
    .where('user_id', '=', customer.id)
    .executeTakeFirst();
  if (!owned) throw new AppError('NOT_FOUND', SIGNATURE_MESSAGES.documentNotFound);
  return findSignature(deps.db, offerId);
}

async function documentReply(
  deps: OfferDeps,
  row: Awaited<ReturnType<typeof requireFile>>,
  kind: DocumentKind,
) {
  const pdf = await fileDocument(deps, row, kind);
  if (!pdf) throw new AppError('NOT_FOUND', SIGNATURE_MESSAGES.documentNotFound);
  const signed = row.state === 'signed';
  const fileName = signed ? fileNameOf(kind) : fileNameOf(kind).replace('-signe', '');
  return { kind, title: DOCUMENT_TITLES[kind], fileName, pdfBase64: Buffer.from(pdf).toString('base64') };
}

/**
 * The signing step (esign/subscription-files.ts): its view for a reload, a new code, the code
 * itself, each document; the customer's documents; the staff's ZIP of the file.
 */
export function subscriptionSignatureHandlers(deps: OfferDeps): RpcHandler[] {
  return [
    rpcHandler(getSignature, async ({ offerId, capability }) => {
      requireCapability(deps, offerId, capability);
      return signatureView(deps, await requireFile(deps, offerId));
    }),
    rpcHandler(resendSignatureCode, async ({ offerId, capability, client }, meta) => {
      requireCapability(deps, offerId, capability);
      return signatureView(deps, await resendCode(deps, offerId, client, meta.correlationId));
    }),
    rpcHandler(signSubscription, async ({ offerId, capability, code, consent, client }, meta) => {
      requireCapability(deps, offerId, capability);
      const row = await signFile(deps, {
        offerId,
        code,
        consent,
        ...(client ? { client } : {}),
        actor: meta.actor,
        correlationId: meta.correlationId,
      });
      return signatureView(deps, row);
    }),
    rpcHandler(getSignatureDocument, async ({ offerId, capability, kind }) => {
      requireCapability(deps, offerId, capability);
      return documentReply(deps, await requireFile(deps, offerId), kind);
    }),
    rpcHandler(listCustomerDocuments, async ({ offerId }, meta) => {
      const row = await requireOwnFile(deps, offerId, meta);
      if (!row) return { offerId, state: 'none' as const, signedAt: null, documents: [], payment: null };
      const view = await signatureView(deps, row);
      return {
        offerId,
        state: row.state,
        signedAt: view.signedAt,
        documents: view.documents.map((d) => ({
          ...d,
          signed:
            row.state === 'signed' &&
            ['bulletin-adhesion', 'mandat-sepa', 'mandat-resiliation'].includes(d.kind),
        })),
        payment: {
          frequency: view.summary.frequency,
          amountPerDebit: view.summary.amountPerDebit,
          firstDebitDate: view.summary.firstDebitDate,
          mandateReference: view.summary.mandateReference,
        },
      };
    }),
    rpcHandler(getCustomerDocument, async ({ offerId, kind }, meta) => {
      const row = await requireOwnFile(deps, offerId, meta);
      if (row?.state !== 'signed') throw new AppError('NOT_FOUND', SIGNATURE_MESSAGES.documentNotFound);
      return documentReply(deps, row, kind);
    }),
    rpcHandler(getSubscriptionCompliance, async (_request, meta) => {
      requireStaffActor(meta);
      return countSubscriptionCompliance(deps.db);
    }),
    rpcHandler(getSubscriptionFileZip, async ({ offerId }, meta) => {
      requireStaffActor(meta);
      const row = await requireFile(deps, offerId);
      if (row.state !== 'signed') throw new AppError('CONFLICT', 'Ce dossier n’est pas encore signé.');
      const zip = new JSZip();
      const view = await signatureView(deps, row);
      for (const document of view.documents) {
        const pdf = await fileDocument(deps, row, document.kind);
        if (pdf) zip.file(fileNameOf(document.kind), pdf);
      }
      const evidence = await evidenceOf(deps, row);
      if (evidence) zip.file('preuve-de-signature.json', evidence);
      const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
      return {
        fileName: `dossier-souscription-${view.summary.mandateReference}.zip`,
        zipBase64: Buffer.from(bytes).toString('base64'),
      };
    }),
  ];
}
