/** The brokerage's public identity. Constants until the CMS holds them (later issue). */
export const BRAND_NAME = 'Courtage Santé';

/** Support contact shown in the FAQ in place of `{phone}` / `{email}`.
 * 01 99 00 xx xx is a range the French regulator reserves for fiction, so it reaches nobody. */
export const BRAND_CONTACT = {
  phone: '01 99 00 12 34',
  email: 'contact@courtage-sante.local',
} as const;
