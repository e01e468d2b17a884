import { IPID_FILE_PATTERN } from '@courtage/contracts/offer/get-ipid-document.rpc';

const FILE = new RegExp(IPID_FILE_PATTERN);

/**
 * The gateway's address of an IPID (`/documents/ipid/<file>` on the site leads there), or null
 * for a file name no formula could have.
 */
export function ipidDocumentUrl(apiUrl: string, file: string): string | null {
  return FILE.test(file) ? `${apiUrl}/api/v1/confirm-offer/ipid/${encodeURIComponent(file)}` : null;
}
