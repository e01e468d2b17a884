import type { Core, UID } from '@strapi/strapi';
import {
  CHATBOT_SETTINGS_SEED,
  HOME_PAGE_SEED,
  INSURANCE_LINES_SEED,
  SITE_SETTINGS_SEED,
} from './content-seed-data';
import { LEGAL_PAGES_SEED, SUPERSEDED_LEGAL_BODIES } from './legal-pages-seed-data';

// Bump when the seed gains entries that existing databases must receive.
const CONTENT_SEED_VERSION = 4;
// Texts of earlier seeds, replaced by the current seed's only where no editor changed them:
// version 1's hero title (version 2 says "moins de 2 minutes" in the page's h1 as the
// specification's promise); version 2's promise line, which repeated the h1 just above it.
const SUPERSEDED_HOME_TEXTS = {
  heroTitle: 'Trouvez la mutuelle santé qui vous ressemble',
  promise: 'Comparer en moins de 2 minutes',
} as const;
// Version 3's placeholder identity, replaced by the development identity where no editor changed it
// (version 4 holds the whole broker identity).
const SUPERSEDED_SETTINGS: Readonly<Record<string, string>> = {
  oriasNumber: '12345678',
  creditorIdentifier: 'FR12ZZZ123456',
  email: 'contact@courtage-sante.local',
  postalAddress: '12 rue de la Santé\n75013 Paris',
};

/**
 * Creates and publishes the site's content once (after the FAQ seed, whose items and categories
 * the home page and the chatbot point at). Same rules as the FAQ seed: a version marker makes
 * later starts skip it, so editors' changes and deletions stick; within a run each entry is
 * looked up by its key (single type: exists; collection: slug) so a half-finished run completes
 * without duplicates. One transaction.
 */
export async function seedContent(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'courtage-seed' });
  if ((await store.get({ key: 'content-version' })) === CONTENT_SEED_VERSION) {
    strapi.log.info('[seed] site content already seeded, nothing to do');
    return;
  }
  let created = 0;
  await strapi.db.transaction(async () => {
    const highlights = await findFaqItemIds(strapi, HOME_PAGE_SEED.faqHighlightQuestions);
    const categories = await strapi.documents('api::faq-category.faq-category').findMany({ fields: ['id'] });
    const { faqHighlightQuestions: _ignored, ...home } = HOME_PAGE_SEED;
    created += await createSingle(strapi, 'api::site-setting.site-setting', SITE_SETTINGS_SEED);
    created += await createSingle(strapi, 'api::home-page.home-page', { ...home, faqHighlights: highlights });
    created += await createSingle(strapi, 'api::chatbot-setting.chatbot-setting', {
      ...CHATBOT_SETTINGS_SEED,
      categories: categories.map((category) => category.documentId),
    });
    for (const [index, line] of INSURANCE_LINES_SEED.entries()) {
      created += await createBySlug(strapi, 'api::insurance-line.insurance-line', {
        ...line,
        order: index + 1,
      });
    }
    for (const page of LEGAL_PAGES_SEED) {
      created += await createBySlug(strapi, 'api::legal-page.legal-page', page);
    }
    await replaceSupersededHomeTexts(strapi, home);
    await completeSiteSettings(strapi);
    await replaceSupersededLegalBodies(strapi);
    await store.set({ key: 'content-version', value: CONTENT_SEED_VERSION });
  });
  strapi.log.info(`[seed] site content seeded: ${created} document(s) created and published`);
}

async function findFaqItemIds(strapi: Core.Strapi, questions: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const question of questions) {
    const item = await strapi
      .documents('api::faq-item.faq-item')
      .findFirst({ filters: { question }, fields: ['id'] });
    if (item) ids.push(item.documentId);
  }
  return ids;
}

async function createSingle(strapi: Core.Strapi, uid: UID.ContentType, data: object): Promise<number> {
  const existing = await strapi.documents(uid).findFirst({ fields: ['id'] } as never);
  if (existing) return 0;
  await strapi.documents(uid).create({ data, status: 'published' } as never);
  return 1;
}

async function createBySlug(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  data: { slug: string } & Record<string, unknown>,
): Promise<number> {
  const existing = await strapi
    .documents(uid)
    .findFirst({ filters: { slug: data.slug }, fields: ['id'] } as never);
  if (existing) return 0;
  await strapi.documents(uid).create({ data, status: 'published' } as never);
  return 1;
}

async function replaceSupersededHomeTexts(
  strapi: Core.Strapi,
  current: Record<keyof typeof SUPERSEDED_HOME_TEXTS, string>,
): Promise<void> {
  const uid = 'api::home-page.home-page';
  const fields = Object.keys(SUPERSEDED_HOME_TEXTS) as (keyof typeof SUPERSEDED_HOME_TEXTS)[];
  const home = (await strapi.documents(uid).findFirst({ fields, status: 'published' } as never)) as
    | ({ documentId: string } & Record<keyof typeof SUPERSEDED_HOME_TEXTS, string>)
    | null;
  if (!home) return;
  const data: Partial<Record<keyof typeof SUPERSEDED_HOME_TEXTS, string>> = {};
  for (const field of fields) if (home[field] === SUPERSEDED_HOME_TEXTS[field]) data[field] = current[field];
  if (Object.keys(data).length === 0) return;
  await strapi.documents(uid).update({ documentId: home.documentId, data } as never);
  await strapi.documents(uid).publish({ documentId: home.documentId } as never);
  strapi.log.info(`[seed] home page ${Object.keys(data).join(', ')} updated to the current seed`);
}

/** Fills the identity fields a settings record of an earlier seed lacks or holds a placeholder in. */
async function completeSiteSettings(strapi: Core.Strapi): Promise<void> {
  const uid = 'api::site-setting.site-setting';
  const fields = Object.keys(SITE_SETTINGS_SEED).filter((field) => field !== 'socialLinks');
  const settings = (await strapi.documents(uid).findFirst({ fields, status: 'published' } as never)) as
    | ({ documentId: string } & Record<string, unknown>)
    | null;
  if (!settings) return;
  const seed = SITE_SETTINGS_SEED as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const value = settings[field];
    if (value === null || value === undefined || value === '' || value === SUPERSEDED_SETTINGS[field])
      data[field] = seed[field];
  }
  if (Object.keys(data).length === 0) return;
  await strapi.documents(uid).update({ documentId: settings.documentId, data } as never);
  await strapi.documents(uid).publish({ documentId: settings.documentId } as never);
  strapi.log.info(`[seed] site settings ${Object.keys(data).join(', ')} set to the development identity`);
}

/** Legal pages still holding version 3's short text get the full drafts. */
async function replaceSupersededLegalBodies(strapi: Core.Strapi): Promise<void> {
  const uid = 'api::legal-page.legal-page';
  for (const page of LEGAL_PAGES_SEED) {
    const old = SUPERSEDED_LEGAL_BODIES[page.slug];
    if (!old) continue;
    const stored = (await strapi
      .documents(uid)
      .findFirst({ filters: { slug: page.slug }, fields: ['body'], status: 'published' } as never)) as {
      documentId: string;
      body: string;
    } | null;
    if (!stored || stored.body !== old) continue;
    await strapi.documents(uid).update({ documentId: stored.documentId, data: { body: page.body } } as never);
    await strapi.documents(uid).publish({ documentId: stored.documentId } as never);
    strapi.log.info(`[seed] legal page ${page.slug} replaced by the full draft`);
  }
}
