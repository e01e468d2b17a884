import { lastSignatureCode } from '@courtage/offer/test-support/signature-code';
import { DATABASE_URL } from '@courtage/offer/test-support/test-env';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';

type Inject = (method: 'POST', url: string, payload: object) => Promise<LightMyRequestResponse>;

/** The code the offer service last issued for the offer (its outbox event: what the email says). */
export async function signatureCodeOf(offerId: string, databaseUrl = DATABASE_URL): Promise<string> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    return await lastSignatureCode(pool, offerId);
  } finally {
    await pool.end();
  }
}

/** Signs the offer's file through the gateway with the emailed code, as /subscribe does. */
export async function signThroughGateway(
  inject: Inject,
  offerId: string,
  capability: string,
): Promise<LightMyRequestResponse> {
  const code = await signatureCodeOf(offerId);
  return inject('POST', '/api/v1/confirm-offer/signature/sign', { offerId, capability, code, consent: true });
}
