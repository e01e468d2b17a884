/** schema.org FAQPage for the questions shown on a page. */
export function faqPageJsonLd(entries: Array<{ question: string; paragraphs: string[] }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.paragraphs.join('\n\n') },
    })),
  };
}
