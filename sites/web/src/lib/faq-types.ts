/** A question as the home page renders it: placeholders already replaced, answer split in paragraphs. */
export type FaqEntry = { question: string; paragraphs: string[] };

export type FaqCategory = { title: string; entries: FaqEntry[] };

/** Either the FAQ, or the fact that Strapi could not give it right now. */
export type FaqResult = { status: 'ok'; categories: FaqCategory[] } | { status: 'unavailable' };
