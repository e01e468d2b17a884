import type { Logger } from '@courtage/runtime/logger';
import { type Creditor, SEED_CREDITOR } from './mandate.ts';

/** The CMS's site settings, the fields that make the SEPA creditor (the footer's identity). */
export const CREDITOR_QUERY =
  '/api/site-setting?fields[0]=brandName&fields[1]=postalAddress&fields[2]=creditorIdentifier';

export type CreditorSource = {
  /** The creditor as the CMS states it now (cached a minute), or the last one it stated. */
  get(): Promise<Creditor>;
};

type SiteSetting = { brandName?: string; postalAddress?: string; creditorIdentifier?: string };

/** The CMS's answer as a creditor; null when it lacks any part (a CMS seeded before the ICS field). */
export function creditorOf(raw: unknown): Creditor | null {
  const data = (raw as { data?: SiteSetting | null } | null)?.data;
  if (!data) return null;
  const address = (data.postalAddress ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  const name = data.brandName?.trim() ?? '';
  const identifier = data.creditorIdentifier?.trim() ?? '';
  return name && address && identifier ? { name, address, identifier } : null;
}

/**
 * One creditor identity: the mandate names the creditor the CMS's site settings state,
 * as the site's footer and /subscribe do, so an editor changes it in one place. Read from the CMS
 * at most once a minute (2 s timeout); while the CMS has never answered, the CMS seed's values.
 */
export function createCreditorSource(cmsUrl: string, logger: Logger, ttlMs = 60_000): CreditorSource {
  let known: Creditor = SEED_CREDITOR;
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<Creditor> | null = null;

  async function load(): Promise<Creditor> {
    try {
      const response = await fetch(`${cmsUrl.replace(/\/+$/, '')}${CREDITOR_QUERY}`, {
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) throw new Error(`CMS answered ${response.status}`);
      const creditor = creditorOf(await response.json());
      if (creditor) known = creditor;
      else logger.warn('CMS site settings without a complete creditor: the last one known is used');
    } catch (error) {
      logger.warn({ err: error }, 'CMS site settings unavailable: the last creditor known is used');
    }
    fetchedAt = Date.now();
    return known;
  }

  return {
    get() {
      if (Date.now() - fetchedAt < ttlMs) return Promise.resolve(known);
      pending ??= load().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
