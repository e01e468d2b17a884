import type { Kysely } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import { generateDevelopmentSigningKey, type SigningKey, signingKeyFromPem } from './signing-key.ts';

/**
 * The platform's sealing key. Configured (OFFER_SEAL_KEY_PEM and OFFER_SEAL_CERT_PEM): that one,
 * checked against its certificate. Otherwise, outside production only: the development key of
 * the database, generated at the first start (the first instance to insert it wins, the others
 * read it). Production without a configured key refuses to start.
 */
export async function loadSealKey(
  db: Kysely<OfferDatabase>,
  config: { keyPem: string; certPem: string; production: boolean },
): Promise<SigningKey> {
  if (config.keyPem || config.certPem) {
    if (!config.keyPem || !config.certPem)
      throw new Error('OFFER_SEAL_KEY_PEM and OFFER_SEAL_CERT_PEM go together: set both or neither');
    return signingKeyFromPem(pem(config.keyPem), pem(config.certPem));
  }
  if (config.production)
    throw new Error(
      'OFFER_SEAL_KEY_PEM and OFFER_SEAL_CERT_PEM are required in production (the key sealing signed documents) / ' +
        'la clé de cachet des documents signés est obligatoire en production',
    );
  const stored = await db
    .selectFrom('seal_keys')
    .selectAll()
    .where('id', '=', 'development')
    .executeTakeFirst();
  if (stored) return signingKeyFromPem(stored.key_pem, stored.cert_pem);
  const generated = generateDevelopmentSigningKey();
  await db
    .insertInto('seal_keys')
    .values({ id: 'development', key_pem: generated.keyPem, cert_pem: generated.certPem })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const winner = await db
    .selectFrom('seal_keys')
    .selectAll()
    .where('id', '=', 'development')
    .executeTakeFirstOrThrow();
  return signingKeyFromPem(winner.key_pem, winner.cert_pem);
}

/** A PEM given in an environment variable, its newlines possibly written `\n`. */
function pem(value: string): string {
  return value.includes('\\n') ? value.replaceAll('\\n', '\n') : value;
}
