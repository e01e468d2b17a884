import type { BrokerIdentitySource } from '@courtage/runtime/broker-identity-source';
import type { Bus } from '@courtage/runtime/bus';
import type { DocumentStore } from '@courtage/runtime/document-store';
import type { FieldCipher } from '@courtage/runtime/field-cipher';
import type { Logger } from '@courtage/runtime/logger';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';
import type { RecordsDb } from './records-schema.ts';

/** What the CRM records' handlers need (built once in crm-records-handlers.ts). */
export type RecordsContext = {
  db: RecordsDb;
  bus: Bus;
  logger: Logger;
  cipher: FieldCipher;
  postalCodes: PostalCodeIndex;
  store: DocumentStore;
  /** The broker identity printed on every quote (the CMS's site settings). */
  identity: BrokerIdentitySource;
};
