import { apiRequest } from '../auth/api-client.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../auth/api-error.ts';
import { getApiUrl } from '../auth/api-url.ts';
import { readSession } from '../auth/session-data.ts';

/**
 * What every list route answers (DESIGN.md section 8): one keyset page and the total
 * (`totalCapped`: `total` is a lower bound, a CRM search matched more rows than it counts).
 */
export type ListPage<Row> = { rows: Row[]; nextCursor: string | null; total: number; totalCapped?: boolean };

/** One page of a list route: `GET <path>?limit&sort&direction&cursor&<filters>`. */
export function fetchListPage<Row>(path: string, query: URLSearchParams): Promise<ListPage<Row>> {
  return apiRequest<ListPage<Row>>(`${path}?${query}`, { auth: true });
}

const SESSION_EXPIRED = 'Votre session a expiré. Veuillez vous reconnecter.';

/**
 * Downloads `GET <path>/export.csv?<query>` (Admins only) as a file: fetch with the bearer token,
 * then a blob URL clicked once. A link to the URL would not send the token.
 */
export async function downloadListCsv(
  path: string,
  query: URLSearchParams,
  fileName: string,
  renewed = false,
): Promise<void> {
  const session = readSession();
  if (!session) throw new ApiError(401, 'UNAUTHENTICATED', SESSION_EXPIRED);
  let response: Response;
  try {
    response = await fetch(`${getApiUrl()}${path}/export.csv?${query}`, {
      headers: { authorization: `Bearer ${session.accessToken}`, accept: 'text/csv' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 401 && !renewed) {
    // The access token expired since the list loaded: renew it (apiRequest does) and try once more.
    await apiRequest(`${path}?limit=10`, { auth: true });
    return downloadListCsv(path, query, fileName, true);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(
      response.status,
      payload?.code ?? 'HTTP',
      payload?.message ?? 'L’export CSV a échoué. Veuillez réessayer.',
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
