import { createCmsQuery } from './cms-cache.ts';

export type ChatbotSettings = { greeting: string; escalationText: string; categorySlugs: string[] };

export const CHATBOT_SETTINGS_QUERY =
  '/api/chatbot-setting?fields[0]=greeting&fields[1]=escalationText&populate[categories][fields][0]=slug';

const FALLBACK: ChatbotSettings = {
  greeting: 'Bonjour ! Choisissez un thème ou cherchez une question.',
  escalationText: 'Vous n’avez pas trouvé votre réponse ? Contactez-nous au {phone} ou à {email}.',
  categorySlugs: [],
};

type Raw = {
  data?: { greeting?: string; escalationText?: string; categories?: Array<{ slug?: string }> } | null;
};

export function mapChatbotSettings(raw: Raw): ChatbotSettings {
  if (!raw.data) throw new TypeError('chatbot settings: no data');
  return {
    greeting: raw.data.greeting || FALLBACK.greeting,
    escalationText: raw.data.escalationText || FALLBACK.escalationText,
    categorySlugs: (raw.data.categories ?? []).flatMap((category) => (category.slug ? [category.slug] : [])),
  };
}

const load = createCmsQuery(CHATBOT_SETTINGS_QUERY, mapChatbotSettings);

/** Chatbot settings (cached); an empty category list means "every category". Never throws. */
export async function getChatbotSettings(): Promise<ChatbotSettings> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[web] chatbot settings unavailable: ${String(error)}`);
    return FALLBACK;
  }
}
