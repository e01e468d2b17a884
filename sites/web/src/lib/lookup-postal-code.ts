// Browser-safe: used by the contact island to fill the commune select.

export type Commune = { code: string; nom: string };

export type PostalCodeLookup =
  | { kind: 'found'; communes: Commune[] }
  | { kind: 'unknown' }
  | { kind: 'failed' };

type PostalCodeBody = { communes?: unknown };

function isCommune(value: unknown): value is Commune {
  const candidate = value as Partial<Commune> | null;
  return typeof candidate?.code === 'string' && typeof candidate.nom === 'string';
}

/**
 * `GET {apiUrl}/api/v1/postal-codes/:code`. 404 means the code does not exist; any other
 * failure (network, 5xx, unexpected body) is `failed`. An abort through `signal` rejects.
 */
export async function lookupPostalCode(
  apiUrl: string,
  postalCode: string,
  signal?: AbortSignal,
): Promise<PostalCodeLookup> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/api/v1/postal-codes/${encodeURIComponent(postalCode)}`, {
      headers: { accept: 'application/json' },
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'failed' };
  }
  if (response.status === 404) return { kind: 'unknown' };
  if (!response.ok) return { kind: 'failed' };
  const body = (await response.json().catch(() => null)) as PostalCodeBody | null;
  const communes = Array.isArray(body?.communes) ? body.communes.filter(isCommune) : [];
  return communes.length > 0 ? { kind: 'found', communes } : { kind: 'unknown' };
}
