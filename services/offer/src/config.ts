import { env } from '@courtage/runtime/config';
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
};
