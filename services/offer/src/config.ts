import { env, isTestProfile } from '@courtage/runtime/config';
import { Type } from '@sinclair/typebox';

/** The offer service's own variables (docs/CONVENTIONS.md), typed in its handlers' config. */
export const OFFER_CONFIG = {
  OFFER_ENCRYPTION_KEY: Type.String({ default: '' }),
  /** Where the SEPA creditor's identity is read (the CMS's site settings). */
  CMS_URL: env.CMS_URL,
  /** Base of the subscription link in the confirmation email. */
  PUBLIC_SITE_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:4321' }),
  OFFER_SEED_CATALOG: Type.Union([Type.Literal('auto'), Type.Literal('true'), Type.Literal('false')], {
    default: 'auto',
  }),
  OFFER_SLOT_CAPACITY: Type.Integer({ minimum: 1, maximum: 100, default: 3 }),
  OFFER_CATALOG_REFRESH_MS: Type.Integer({ minimum: 1000, default: 10_000 }),
  OFFER_BOOKING_HORIZON_DAYS: Type.Integer({ minimum: 1, default: 90 }),
  /** Confirmation attempts an hour per email address and postal code (slots/booking-limit.ts). */
  CONFIRM_RATE_LIMIT: Type.Integer({ minimum: 1, default: 10 }),
  /** The subscription files (documents to sign, sealed PDFs, evidence): the same S3 store as the CRM's documents. */
  S3_ENDPOINT: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4569' }),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  S3_BUCKET: Type.String({ default: isTestProfile ? 'courtage-test-documents' : 'courtage-documents' }),
  S3_ACCESS_KEY_ID: Type.String({ default: 'S3RVER' }),
  S3_SECRET_ACCESS_KEY: Type.String({ default: 'S3RVER' }),
  /** The platform's sealing key and certificate (PEM); empty outside production: a generated development key. */
  OFFER_SEAL_KEY_PEM: Type.String({ default: '' }),
  OFFER_SEAL_CERT_PEM: Type.String({ default: '' }),
};
