/**
 * The text a user typed as a tsquery matching records whose words start with each typed word
 * (`Dupont 12` -> `'dupont':* & '12':*`), built as literal lexemes (cast with `::tsquery`, no
 * parsing, so an e-mail stays one word as `to_tsvector('simple', ...)` stores it). Quotes are
 * doubled and separators dropped: the user's text can never change the query's structure.
 * At most 8 words; null when nothing is left.
 */
export function prefixTsquery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[\s'’,;:!?()"&|<>*\\]+/)
    .filter((word) => word !== '')
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word) => `'${word}':*`).join(' & ');
}
