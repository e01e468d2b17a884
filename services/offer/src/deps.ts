import type { BrokerIdentitySource } from '@courtage/runtime/broker-identity-source';
import type { Bus } from '@courtage/runtime/bus';
import type { Logger } from '@courtage/runtime/logger';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';
import type { Kysely } from 'kysely';
import type { FieldCipher } from './crypto/field-cipher.ts';
import type { OfferDatabase } from './database-schema.ts';
import type { CatalogCache } from './domain/catalog-cache.ts';
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
  /** How many days ahead a slot may be booked (OFFER_BOOKING_HORIZON_DAYS). */
  bookingHorizonDays: number;
};
