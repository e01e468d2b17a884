import { BRAND_NAME } from './types.ts';

/** Wraps an already escaped HTML body in the minimal markup mail clients render well. */
export function wrapHtml(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="fr">',
    `<head><meta charset="utf-8"><title>${title}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5;">',
    body,
    `<p style="color: #616e7c; font-size: 12px;">${BRAND_NAME}, courtier en assurance santé</p>`,
    '</body>',
    '</html>',
  ].join('\n');
}

/** A subject line holds one line: user text in it must not break the header. */
export function toSingleLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
