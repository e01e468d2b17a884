import { createCmsQuery } from './cms-cache.ts';

export type FaqItem = { question: string; answer: string; showInChatbot: boolean };
export type FaqCategoryContent = { name: string; slug: string; items: FaqItem[] };

/** Explicit populate (never `populate=*`): categories and their questions in editorial order. */
export const FAQ_CATEGORIES_QUERY =
  '/api/faq-categories?sort[0]=order:asc&fields[0]=name&fields[1]=slug&fields[2]=order' +
  '&populate[items][fields][0]=question&populate[items][fields][1]=answer' +
  '&populate[items][fields][2]=showInChatbot&populate[items][fields][3]=order' +
  '&populate[items][sort][0]=order:asc&pagination[pageSize]=100';

type Raw = {
  data?: Array<{
    name?: string | null;
    slug?: string | null;
    items?: Array<{
      question?: string | null;
      answer?: string | null;
      showInChatbot?: boolean | null;
    }> | null;
  }> | null;
};

export function mapFaqCategories(raw: Raw): FaqCategoryContent[] {
  if (!Array.isArray(raw.data)) throw new TypeError('FAQ: data is not a list');
  return raw.data.flatMap((category) => {
    const name = category.name?.trim();
    if (!name) return [];
    const items = (category.items ?? []).flatMap((item) => {
      const question = item.question?.trim();
      const answer = item.answer?.trim();
      return question && answer ? [{ question, answer, showInChatbot: item.showInChatbot !== false }] : [];
    });
    return items.length > 0 ? [{ name, slug: category.slug ?? '', items }] : [];
  });
}

const load = createCmsQuery(FAQ_CATEGORIES_QUERY, mapFaqCategories);

/** The published FAQ (cached), or null when Strapi never answered. Never throws. */
export async function getFaqCategories(): Promise<FaqCategoryContent[] | null> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[web] FAQ unavailable: ${String(error)}`);
    return null;
  }
}
