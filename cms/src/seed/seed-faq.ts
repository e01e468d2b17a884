import type { Core } from '@strapi/strapi';
import { FAQ_SEED, FAQ_SEED_CORRECTIONS, type FaqSeedCategory } from './faq-seed-data';

const CATEGORY_UID = 'api::faq-category.faq-category';
const ITEM_UID = 'api::faq-item.faq-item';
// Bump when FAQ_SEED gains entries, or FAQ_SEED_CORRECTIONS answers, that existing databases must receive.
const FAQ_SEED_VERSION = 2;

/**
 * Creates and publishes the specification's FAQ once. A version marker in Strapi's store makes
 * later starts skip the seed entirely, so entries an editor renamed or deleted never come back;
 * within a run each entry is looked up by its key (category slug, then slug + question) so a
 * half-finished earlier run is completed without duplicates. A database seeded by an earlier
 * version gets no new entry back but its corrected answers (those no editor changed). All in one
 * transaction.
 */
export async function seedFaq(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'courtage-seed' });
  const seeded = await store.get({ key: 'faq-version' });
  if (seeded === FAQ_SEED_VERSION) {
    strapi.log.info('[seed] FAQ already seeded, nothing to do');
    return;
  }
  let createdCount = 0;
  let correctedCount = 0;
  await strapi.db.transaction(async () => {
    if (typeof seeded === 'number') {
      correctedCount = await applyCorrections(strapi);
      await store.set({ key: 'faq-version', value: FAQ_SEED_VERSION });
      return;
    }
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
  strapi.log.info(
    `[seed] FAQ seeded: ${createdCount} question(s) created, ${correctedCount} answer(s) corrected`,
  );
}

/** Each corrected answer whose published text is still the earlier seed's, replaced and published. */
async function applyCorrections(strapi: Core.Strapi): Promise<number> {
  let corrected = 0;
  for (const correction of FAQ_SEED_CORRECTIONS) {
    const answer = FAQ_SEED.find((category) => category.slug === correction.slug)?.items.find(
      (item) => item.question === correction.question,
    )?.answer;
    const item = await strapi.documents(ITEM_UID).findFirst({
      filters: { question: correction.question, category: { slug: correction.slug } },
      fields: ['answer'],
      status: 'published',
    });
    if (!answer || !item || item.answer !== correction.previous) continue;
    // As in seed-content.ts: the content types are not generated into the build's types.
    await strapi
      .documents(ITEM_UID)
      .update({ documentId: item.documentId, data: { answer }, status: 'published' } as never);
    corrected += 1;
  }
  return corrected;
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
