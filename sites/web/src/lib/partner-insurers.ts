import { getPublicApiUrl } from './server-env.ts';

const TTL_MS = 5 * 60_000;
let cached: { names: string[]; at: number } | null = null;

/** What the DER and the privacy policy say while the catalogue cannot be read. */
export const INSURERS_UNAVAILABLE = 'la liste à jour vous est communiquée sur simple demande';

/**
 * The insurers of the catalogue's active plans (GET /api/v1/partner-insurers), for the `{insurers}`
 * placeholder of the legal pages: kept 5 minutes, the last list served while the gateway is down.
 * Never throws.
 */
export async function getPartnerInsurers(now = Date.now()): Promise<string> {
  if (!cached || now - cached.at > TTL_MS) {
    try {
      const response = await fetch(`${getPublicApiUrl()}/api/v1/partner-insurers`, {
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) throw new Error(`gateway answered ${response.status}`);
      const body = (await response.json()) as { insurers?: unknown };
      if (!Array.isArray(body.insurers)) throw new TypeError('no insurers list');
      cached = { names: body.insurers.filter((name): name is string => typeof name === 'string'), at: now };
    } catch (error) {
      console.warn(`[web] partner insurers unavailable: ${String(error)}`);
    }
  }
  return cached && cached.names.length > 0 ? cached.names.join(', ') : INSURERS_UNAVAILABLE;
}
