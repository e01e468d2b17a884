import {
  BROKER_IDENTITY_QUERY,
  type BrokerIdentity,
  brokerIdentityOf,
  DEV_BROKER_IDENTITY,
  productionIdentityProblem,
} from '@courtage/contracts/broker/broker-identity';
import { AppError } from '@courtage/contracts/errors';
import type { Logger } from './logger.ts';

export type BrokerIdentitySource = {
  /** The identity as the CMS states it now (cached), or the last one it stated. */
  get(): Promise<BrokerIdentity>;
};

export const IDENTITY_UNAVAILABLE =
  'Les informations légales du cabinet sont momentanément indisponibles. Réessayez dans quelques minutes.';

type Options = { ttlMs?: number; isProduction?: boolean };

/**
 * The brokerage's identity, held once in the CMS's site settings (editors change it there), read at
 * most once per `ttlMs` (2 s timeout). Outside production, the development identity stands in until
 * the CMS first answers, so a service's tests run without a CMS. In production nothing stands in:
 * no document goes out with the development identity; until the CMS states a production-ready one,
 * `get` fails with UNAVAILABLE in French (and logs which field holds a development value).
 */
export function createBrokerIdentitySource(
  cmsUrl: string,
  logger: Logger,
  { ttlMs = 60_000, isProduction = process.env.NODE_ENV === 'production' }: Options = {},
): BrokerIdentitySource {
  let known: BrokerIdentity | null = isProduction ? null : DEV_BROKER_IDENTITY;
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<BrokerIdentity | null> | null = null;

  async function load(): Promise<BrokerIdentity | null> {
    try {
      const response = await fetch(`${cmsUrl.replace(/\/+$/, '')}${BROKER_IDENTITY_QUERY}`, {
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) throw new Error(`CMS answered ${response.status}`);
      const identity = brokerIdentityOf(await response.json());
      const problem = identity && isProduction ? productionIdentityProblem(identity) : null;
      if (!identity)
        logger.warn('CMS site settings without a complete broker identity: the last one known is used');
      else if (problem) logger.error(problem);
      else known = identity;
    } catch (error) {
      logger.warn({ err: error }, 'CMS site settings unavailable: the last broker identity known is used');
    }
    fetchedAt = Date.now();
    return known;
  }

  return {
    async get() {
      if (Date.now() - fetchedAt >= ttlMs) {
        pending ??= load().finally(() => {
          pending = null;
        });
        await pending;
      }
      if (!known) throw new AppError('UNAVAILABLE', IDENTITY_UNAVAILABLE);
      return known;
    },
  };
}
