import { replacePlaceholders } from '../replace-placeholders.ts';

/** A block of an editor's plain text: `## ` at the start of a paragraph makes a heading. */
export type TextBlock = { kind: 'heading' | 'paragraph'; text: string };

/** Plain text (one paragraph per blank line) -> blocks, placeholders replaced. */
export function toBlocks(
  text: string | null | undefined,
  values: Readonly<Record<string, string>>,
): TextBlock[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => replacePlaceholders(part.trim(), values))
    .filter((part) => part.length > 0)
    .map((part) =>
      part.startsWith('## ')
        ? { kind: 'heading', text: part.slice(3).trim() }
        : { kind: 'paragraph', text: part.replace(/\s*\n\s*/g, ' ') },
    );
}

/** Plain text -> paragraphs (no headings), placeholders replaced. */
export function toParagraphs(
  text: string | null | undefined,
  values: Readonly<Record<string, string>>,
): string[] {
  return toBlocks(text, values).map((block) => block.text);
}
