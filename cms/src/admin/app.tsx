import type { StrapiApp } from '@strapi/strapi/admin';
import { TRANSLATIONS_FR } from './translations-fr';

// Strapi remembers the panel's language in this localStorage key; the panel reads it when it
// first renders, after `register`. English is Strapi's default, so without a stored choice the
// marketers would meet an English panel: store French unless someone chose otherwise.
const LANGUAGE_KEY = 'strapi-admin-language';

export default {
  config: {
    locales: ['fr'],
    // Strapi's French lacks the Media Library and parts of the menus, and misreads the length
    // limits: our French completes and corrects it (translations-fr.ts).
    translations: { fr: TRANSLATIONS_FR },
    tutorials: false,
    notifications: { releases: false },
  },
  register(_app: StrapiApp) {
    try {
      if (!window.localStorage.getItem(LANGUAGE_KEY)) window.localStorage.setItem(LANGUAGE_KEY, 'fr');
    } catch {
      // Storage refused (private mode): the panel falls back to its default language.
    }
  },
  bootstrap(_app: StrapiApp) {},
};
