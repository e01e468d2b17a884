import type { FaqCategory } from './faq-types.ts';
import { replacePlaceholders } from './replace-placeholders.ts';

/** The part of Strapi's answer to FAQ_QUERY (see get-faq.ts) that the site reads. */
export type StrapiFaqResponse = {
  data?: Array<{
    name?: string | null;
    items?: Array<{ question?: string | null; answer?: string | null }> | null;
  }> | null;
};

function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * Strapi FAQ categories -> what the page renders, in Strapi's order. `{phone}`, `{email}`...
 * are replaced by `contact`; incomplete entries and empty categories are left out.
 */
export function mapFaq(
  response: StrapiFaqResponse,
  contact: Readonly<Record<string, string>>,
): FaqCategory[] {
  const categories: FaqCategory[] = [];
  if (response.data != null && !Array.isArray(response.data)) throw new TypeError('FAQ: data is not a list');
  for (const category of response.data ?? []) {
    const title = category.name?.trim();
    if (!title) continue;
    const entries = (category.items ?? []).flatMap((item) => {
      const question = item.question?.trim();
      const answer = item.answer?.trim();
      if (!question || !answer) return [];
      return [
        {
          question: replacePlaceholders(question, contact),
          paragraphs: toParagraphs(replacePlaceholders(answer, contact)),
        },
      ];
    });
    if (entries.length > 0) categories.push({ title, entries });
  }
  return categories;
}
