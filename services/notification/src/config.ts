import { env } from '@courtage/runtime/config';
import { Type } from '@sinclair/typebox';

/** The notification service's own variables (docs/CONVENTIONS.md), typed in ctx.config. */
export const NOTIFICATION_CONFIG = {
  REDIS_URL: env.REDIS_URL,
  STAFF_EMAIL: env.STAFF_EMAIL,
  /** Where the broker identity of the emails' legal footer is read (the CMS's site settings). */
  CMS_URL: env.CMS_URL,
  /** The back-office's origin, for the links of the emails to staff. */
  PUBLIC_SITE_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:4321' }),
};
