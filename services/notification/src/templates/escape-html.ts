const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes user input safe to place in HTML text or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
}

/** Escapes a multi-line user text and keeps its line breaks. */
export function escapeMultilineHtml(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>\n');
}
