import { IPID_NOT_FOUND } from '@courtage/contracts/offer/get-ipid-document.rpc';
import type { APIRoute } from 'astro';
import { ipidDocumentUrl } from '../../../lib/gateway/ipid.ts';
import { getPublicApiUrl } from '../../../lib/server-env.ts';

/**
 * `/documents/ipid/<plan>-<formula>.pdf`, the IPID links of the catalog: the offer service
 * renders each formula's PDF, served by the gateway (the IPID is a DDA duty before
 * signing, so its link must lead to the document).
 */
export const GET: APIRoute = ({ params, redirect }) => {
  const target = ipidDocumentUrl(getPublicApiUrl(), params.file ?? '');
  if (!target)
    return new Response(IPID_NOT_FOUND, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  return redirect(target, 302);
};
