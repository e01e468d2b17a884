/**
 * The text typed in a company or contact search box, or null when it holds no letter nor digit
 * (then the list is not searched). The query itself is built by PostgreSQL
 * (`search_prefix_query`, migration 0200) with the parser that built the stored vectors: every
 * typed word must start a word of the record, whichever way the parser cuts it ('5e3d9279',
 * 'a1-b2', a half-typed e-mail).
 */
export function searchText(text: string): string | null {
  const trimmed = text.trim();
  return /[\p{L}\p{N}]/u.test(trimmed) ? trimmed : null;
}
