/**
 * The brokerage's name and support contact where the CMS is not read: the customer area's and
 * the back-office's shell, and the public pages' fallback while Strapi has never answered
 * (`lib/cms/site-settings.ts`). The public pages show the CMS's site settings otherwise.
 */
export const BRAND_NAME = 'Courtage Santé';

/** Support contact shown in the FAQ in place of `{phone}` / `{email}`.
 * 01 99 00 xx xx is a range the French regulator reserves for fiction, so it reaches nobody. */
export const BRAND_CONTACT = {
  phone: '01 99 00 12 34',
  email: 'contact@courtage-sante.local',
} as const;
