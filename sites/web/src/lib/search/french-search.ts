import { stemmer } from '@orama/stemmers/french';
import MiniSearch from 'minisearch';

/** Lower case, accents removed: "Résilier" matches "resilier". */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Words that say nothing of a question's subject ("comment", "ma", "je"...). */
const STOP_WORDS = new Set(
  (
    'a au aux avec ce ces cette comment d de des du elle en est et il je la le les leur lui ma mais me ' +
    'mes mon ne nos notre nous on ou par pas pour qu que quel quelle quels quelles qui sa se ses son ' +
    'sur ta te tes ton tu un une vos votre vous y puis peut faire fait l j n s t c m est-ce'
  ).split(' '),
);

/**
 * One term as indexed and searched: elisions cut ("l’assurance" -> "assurance"), accents
 * folded, stop words dropped, then the French Snowball stem ("remboursements" and
 * "rembourser" -> "rembours"), computed on the accented word and folded after.
 */
export function frenchTerm(term: string): string | null {
  return frenchTerms(term)?.[0] ?? null;
}

/**
 * The terms a word is indexed and searched under: its stem, and the whole folded word when it
 * differs, so that a typo ("prelevemnt") is still one edit away from a word of the text.
 */
export function frenchTerms(term: string): string[] | null {
  const word = term
    .toLowerCase()
    .replace(/^[ldjmnstc]['’]/u, '')
    .replace(/^qu['’]/u, '');
  const folded = foldAccents(word);
  if (word.length < 2 || STOP_WORDS.has(folded)) return null;
  const stem = foldAccents(stemmer(word));
  return stem === folded ? [stem] : [stem, folded];
}

/** A question with its answer, as both the chatbot and the FAQ show them. */
export type SearchableQuestion = { id: string; question: string; answer: string };

/**
 * A French full-text index over questions (MiniSearch): stems and folded accents, prefix search
 * while typing, one typo forgiven in longer words, the question weighing three times its answer;
 * every word must match, and when no question holds them all the best partial matches are given.
 */
export function createQuestionIndex(questions: readonly SearchableQuestion[]) {
  const index = new MiniSearch<SearchableQuestion>({
    fields: ['question', 'answer'],
    storeFields: ['id'],
    tokenize: (text) => text.split(/[\s\-.,;:!?«»"()/]+/u).filter(Boolean),
    processTerm: frenchTerms,
    searchOptions: {
      boost: { question: 3 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
    },
  });
  index.addAll(questions);
  return {
    /** The ids of the matching questions, best first (at most `limit`). */
    search(query: string, limit = 8): string[] {
      if (query.trim() === '') return [];
      let hits = index.search(query, { combineWith: 'AND' });
      if (hits.length === 0) hits = index.search(query, { combineWith: 'OR' });
      return hits.slice(0, limit).map((hit) => String(hit.id));
    },
  };
}
export type QuestionIndex = ReturnType<typeof createQuestionIndex>;
