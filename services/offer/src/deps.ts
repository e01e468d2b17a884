import type { BrokerIdentitySource } from '@courtage/runtime/broker-identity-source';
import type { Bus } from '@courtage/runtime/bus';
import type { DocumentStore } from '@courtage/runtime/document-store';
import type { FieldCipher } from '@courtage/runtime/field-cipher';
import type { Logger } from '@courtage/runtime/logger';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';
import type { Kysely } from 'kysely';
import type { OfferDatabase } from './database-schema.ts';
import type { CatalogCache } from './domain/catalog-cache.ts';
import type { SigningKey } from './esign/signing-key.ts';
import type { FormulaViews } from './offers/formula-views.ts';
import type { Capabilities } from './subscriptions/capability.ts';

/** What the offer service's handlers share. */
export type OfferDeps = {
  db: Kysely<OfferDatabase>;
  bus: Bus;
  logger: Logger;
  catalog: CatalogCache;
  /** Any formula by id, current or not: what stored offers show of their formula. */
  formulaViews: FormulaViews;
  postalCodes: PostalCodeIndex;
  cipher: FieldCipher;
  /** The site's base URL (PUBLIC_SITE_URL), for the emailed subscription link. */
  siteUrl: string;
  /** Signs and checks the subscription capabilities (subscriptions/capability.ts). */
  capabilities: Capabilities;
  /** The broker identity (the CMS's site settings): the SEPA creditor of mandates. */
  identity: BrokerIdentitySource;
  /** Seats of a slot the first time it is booked (OFFER_SLOT_CAPACITY). */
  slotCapacity: number;
  /** Confirmation attempts an hour per email address and postal code (CONFIRM_RATE_LIMIT). */
  bookingLimit: number;
  /** How many days ahead a slot may be booked (OFFER_BOOKING_HORIZON_DAYS). */
  bookingHorizonDays: number;
  /** The subscription files' PDFs and evidence (the S3 store, S3_* variables). */
  documents: DocumentStore;
  /** The platform's sealing key (esign/seal-keys.ts), loaded once. */
  sealKey: () => Promise<SigningKey>;
  /** The HMAC key of the signature codes (derived from OFFER_ENCRYPTION_KEY). */
  signatureCodeKey: Buffer;
};
