import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN.md section 9: a French string the user reads exists once. This test reads the sources
// (services, gateway, site; not tests, migrations, seeds or the CMS's content) and lists every
// French sentence written as a literal in more than one place.

const ROOT = join(import.meta.dirname, '../../..');
const FOLDERS = ['services', 'gateway/src', 'sites/web/src'];
const SKIPPED =
  /(node_modules|\/dist\/|\.test\.tsx?$|\/test\/|\/migrations\/|\/seed\/|\.d\.ts$|\.generated\.ts$)/;
// A template literal is read whole (a sentence built with `${...}` is not a copy of another); a
// line of comment is left out (an apostrophe in it would pair with a quote of the code).
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"/g;
const COMMENT_LINE = /^\s*(\/\/|\/?\*)/;

/** A sentence a user reads: capitalised, with spaces, ending like a sentence, in French. */
function isFrenchSentence(text: string): boolean {
  return (
    text.length >= 12 &&
    /^[A-ZÀ-Ý«]/.test(text) &&
    text.includes(' ') &&
    /[.!?…]$/.test(text) &&
    !/\b(the|is|are|not|to|of|and|be|must|please|failed|error|unknown|cannot|this|with|for|a)\b/i.test(text)
  );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (SKIPPED.test(path)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(path) ? [path] : [];
  });
}

function duplicatedSentences(): Map<string, string[]> {
  const places = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    const code = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !COMMENT_LINE.test(line))
      .join('\n');
    for (const match of code.matchAll(LITERAL)) {
      if (match[2]?.includes('${')) continue;
      const text = match[1] ?? match[2] ?? match[3] ?? '';
      if (!isFrenchSentence(text)) continue;
      places.set(text, [...(places.get(text) ?? []), relative(ROOT, file)]);
    }
  }
  return new Map([...places].filter(([, files]) => files.length > 1));
}

describe('each French message a user reads', () => {
  it('is written once in the sources (an exported constant, imported where needed)', () => {
    const copies = [...duplicatedSentences()].map(([text, files]) => `${text} (${files.join(', ')})`);
    expect(copies).toEqual([]);
  });

  it('finds the copies it is meant to find', () => {
    expect(isFrenchSentence('Code postal inconnu.')).toBe(true);
    expect(isFrenchSentence('offer.create-offer')).toBe(false);
    expect(isFrenchSentence('Select a value.')).toBe(false);
  });
});
