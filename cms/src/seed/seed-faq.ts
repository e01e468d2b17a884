import type { Core } from '@strapi/strapi';
import { FAQ_SEED, type FaqSeedCategory } from './faq-seed-data';

const CATEGORY_UID = 'api::faq-category.faq-category';
const ITEM_UID = 'api::faq-item.faq-item';
// Bump when FAQ_SEED gains entries that existing databases must receive.
const FAQ_SEED_VERSION = 1;

/**
 * Creates and publishes the specification's FAQ once. A version marker in Strapi's store makes
 * later starts skip the seed entirely, so entries an editor renamed or deleted never come back;
 * within a run each entry is looked up by its key (category slug, then slug + question) so a
 * half-finished earlier run is completed without duplicates. All in one transaction.
 */
export async function seedFaq(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'courtage-seed' });
  if ((await store.get({ key: 'faq-version' })) === FAQ_SEED_VERSION) {
    strapi.log.info('[seed] FAQ already seeded, nothing to do');
    return;
  }
  let createdCount = 0;
  await strapi.db.transaction(async () => {
    for (const [categoryIndex, category] of FAQ_SEED.entries()) {
      const categoryId = await findOrCreateCategory(strapi, category, categoryIndex + 1);
      for (const [itemIndex, item] of category.items.entries()) {
        const existing = await strapi.documents(ITEM_UID).findFirst({
          filters: { question: item.question, category: { slug: category.slug } },
          fields: ['id'],
        });
        if (existing) continue;
        await strapi.documents(ITEM_UID).create({
          data: {
            question: item.question,
            answer: item.answer,
            order: itemIndex + 1,
            showInChatbot: true,
            category: categoryId,
          },
          status: 'published',
        });
        createdCount += 1;
      }
    }
    await store.set({ key: 'faq-version', value: FAQ_SEED_VERSION });
  });
  strapi.log.info(`[seed] FAQ seeded: ${createdCount} question(s) created and published`);
}

async function findOrCreateCategory(
  strapi: Core.Strapi,
  category: FaqSeedCategory,
  order: number,
): Promise<string> {
  const existing = await strapi.documents(CATEGORY_UID).findFirst({
    filters: { slug: category.slug },
    fields: ['id'],
  });
  if (existing) return existing.documentId;
  const created = await strapi.documents(CATEGORY_UID).create({
    data: { name: category.name, slug: category.slug, description: category.description, order },
    status: 'published',
  });
  return created.documentId;
}
