import { env, isTestProfile } from '@courtage/runtime/config';
import { Type } from '@sinclair/typebox';
import { DEV_CRM_ENCRYPTION_KEY } from './companies/iban.ts';

/** The CRM records' environment (docs/CONVENTIONS.md): the S3 store, the IBAN key, the CMS holding the broker's identity. */
export const recordsConfig = {
  CRM_ENCRYPTION_KEY: Type.String({ minLength: 16, default: DEV_CRM_ENCRYPTION_KEY }),
  S3_ENDPOINT: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4569' }),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  S3_BUCKET: Type.String({ default: isTestProfile ? 'courtage-test-documents' : 'courtage-documents' }),
  S3_ACCESS_KEY_ID: Type.String({ default: 'S3RVER' }),
  S3_SECRET_ACCESS_KEY: Type.String({ default: 'S3RVER' }),
  /** Where the broker identity printed on quotes is read (the CMS's site settings). */
  CMS_URL: env.CMS_URL,
};
