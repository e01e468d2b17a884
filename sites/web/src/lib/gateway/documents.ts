import type { CrmDocument, DocumentKind, DocumentOwner } from '@courtage/contracts/crm/documents/document';
import { apiRequest } from '../auth/api-client.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../auth/api-error.ts';
import { getApiUrl } from '../auth/api-url.ts';
import { readSession } from '../auth/session-data.ts';
import { getStaffProfile } from './auth.ts';

// Documents of a company, contact or contract: upload (multipart) and download (streamed); the
// list and the deletion are endpoints of the contracts (`call`).
const BASE = '/api/v1/contact';

/**
 * `POST /api/v1/contact/upload-file`: the owner and kind, then the file. The browser writes the
 * multipart body; `Response` gives it with its boundary, which `apiRequest` sends as is.
 */
export async function uploadDocument(
  input: { ownerType: DocumentOwner; ownerId: string; kind: DocumentKind },
  file: File,
): Promise<CrmDocument> {
  const form = new FormData();
  form.set('ownerType', input.ownerType);
  form.set('ownerId', input.ownerId);
  form.set('kind', input.kind);
  form.set('file', file, file.name);
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  return apiRequest<CrmDocument>(`${BASE}/upload-file`, {
    method: 'POST',
    auth: true,
    raw: { body: await encoded.blob(), contentType },
  });
}

export const documentDownloadPath = (documentId: string) =>
  `${BASE}/download-file/${encodeURIComponent(documentId)}`;

const SESSION_EXPIRED = 'Votre session a expiré. Veuillez vous reconnecter.';

/**
 * Downloads a file the gateway streams after checking the bearer token (a document, a quote's
 * PDF, a customer's signed file): fetch with the token, then a blob URL clicked once (a plain link
 * sends no token). A 401 (the access token expired since the page loaded) runs `renew`, a JSON
 * call that renews it, then tries once more.
 */
export async function downloadWithToken(
  path: string,
  fileName: string,
  renew: () => Promise<unknown>,
  renewed = false,
): Promise<void> {
  const session = readSession();
  if (!session) throw new ApiError(401, 'UNAUTHENTICATED', SESSION_EXPIRED);
  let response: Response;
  try {
    response = await fetch(`${getApiUrl()}${path}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 401 && !renewed) {
    await renew().catch(() => undefined);
    return downloadWithToken(path, fileName, renew, true);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(
      response.status,
      payload?.code ?? 'HTTP',
      payload?.message ?? 'Le téléchargement a échoué. Veuillez réessayer.',
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A staff download (a document, a quote's PDF, a signed subscription file). */
export const downloadFile = (path: string, fileName: string): Promise<void> =>
  downloadWithToken(path, fileName, getStaffProfile);
