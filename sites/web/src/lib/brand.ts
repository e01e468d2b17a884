/** The brokerage's brand in the apps' headers; its full identity is the CMS's site settings. */
export const BRAND_NAME = 'Courtage Santé';
