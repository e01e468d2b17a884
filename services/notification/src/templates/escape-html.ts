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

// A web address in a sentence, without the punctuation that may close the sentence after it.
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+?(?=[.,;:!?)»]*(?:\s|$))/g;

/**
 * Escapes a text and makes each web address in it a link (`<a href>`), so that mail clients
 * offer it as one; the plain-text part of the email keeps the bare address.
 */
export function escapeHtmlWithLinks(value: string): string {
  let html = '';
  let last = 0;
  for (const match of value.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escapeHtml(value.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color: #0b5cad;">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(value.slice(last));
}
