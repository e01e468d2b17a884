import { replacePlaceholders } from '../replace-placeholders.ts';
import { getChatbotSettings } from './chatbot-settings.ts';
import { getFaqCategories } from './faq.ts';
import { getSiteSettings, placeholderValues } from './site-settings.ts';
import { toParagraphs } from './text.ts';

export type ChatbotQuestion = { id: string; question: string; paragraphs: string[] };
export type ChatbotCategory = { slug: string; name: string; questions: ChatbotQuestion[] };
export type ChatbotData = {
  greeting: string;
  escalationText: string;
  phone: string;
  email: string;
  categories: ChatbotCategory[];
};

/** What the chatbot island receives: the categories it offers (all when none is chosen in
 * Strapi) with their questions flagged `showInChatbot`, placeholders already replaced. */
export async function getChatbotData(): Promise<ChatbotData> {
  const [settings, chatbot, faq] = await Promise.all([
    getSiteSettings(),
    getChatbotSettings(),
    getFaqCategories(),
  ]);
  const values = placeholderValues(settings);
  const offered = new Set(chatbot.categorySlugs);
  const categories = (faq ?? [])
    .filter((category) => offered.size === 0 || offered.has(category.slug))
    .map((category, categoryIndex) => ({
      slug: category.slug || `categorie-${categoryIndex + 1}`,
      name: category.name,
      questions: category.items
        .filter((item) => item.showInChatbot)
        .map((item, index) => ({
          id: `${categoryIndex}-${index}`,
          question: replacePlaceholders(item.question, values),
          paragraphs: toParagraphs(item.answer, values),
        })),
    }))
    .filter((category) => category.questions.length > 0);
  return {
    greeting: replacePlaceholders(chatbot.greeting, values),
    escalationText: replacePlaceholders(chatbot.escalationText, values),
    phone: settings.phone,
    email: settings.email,
    categories,
  };
}
