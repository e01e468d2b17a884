import type { ChatbotCategory, ChatbotQuestion } from '../../lib/cms/chatbot-data.ts';

/** Lower case, accents removed: "Résilier" matches "resilier". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Questions whose text (or answer) holds every word of the query, questions first. */
export function searchQuestions(categories: ChatbotCategory[], query: string): ChatbotQuestion[] {
  const words = normalize(query)
    .split(/\s+/)
    .filter((word) => word.length > 1);
  if (words.length === 0) return [];
  const all = categories.flatMap((category) => category.questions);
  const inQuestion = all.filter((q) => words.every((word) => normalize(q.question).includes(word)));
  const inAnswer = all.filter(
    (q) =>
      !inQuestion.includes(q) &&
      words.every((word) => normalize(`${q.question} ${q.paragraphs.join(' ')}`).includes(word)),
  );
  return [...inQuestion, ...inAnswer].slice(0, 8);
}
