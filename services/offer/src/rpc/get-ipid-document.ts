import { AppError } from '@courtage/contracts/errors';
import {
  getIpidDocument,
  IPID_NOT_FOUND,
  IPID_PATH_PREFIX,
} from '@courtage/contracts/offer/get-ipid-document.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { renderIpid } from '../ipid/render-ipid.ts';
import { findFormulaIdByIpidUrl } from '../repositories/plans-repository.ts';

/**
 * `offer.get-ipid-document`: the PDF of the IPID a formula links to (`/documents/ipid/<file>`),
 * from its newest version, retired plans included (an offer made before keeps its link).
 */
export function getIpidDocumentHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(getIpidDocument, async ({ file }) => {
    const formulaId = await findFormulaIdByIpidUrl(deps.db, `${IPID_PATH_PREFIX}${file}`);
    const view = formulaId ? (await deps.formulaViews.get([formulaId])).get(formulaId) : undefined;
    if (!view) throw new AppError('NOT_FOUND', IPID_NOT_FOUND);
    const pdf = await renderIpid(view);
    return { title: view.formula.ipid.title, pdfBase64: Buffer.from(pdf).toString('base64') };
  });
}
