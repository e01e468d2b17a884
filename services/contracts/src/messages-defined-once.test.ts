import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN.md section 9: a French string the user reads exists once. This test reads the sources
// (services, gateway, site; not tests, migrations, seeds or the CMS's content) and lists every
// French sentence written as a literal in more than one place.

const ROOT = join(import.meta.dirname, '../../..');
const FOLDERS = ['services', 'gateway/src', 'sites/web/src'];
const SKIPPED = /(node_modules|\/dist\/|\.test\.tsx?$|\/test\/|\/migrations\/|\/seed\/|\.d\.ts$)/;
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|`([^`$\\]*)`|"((?:[^"\\\n]|\\.)*)"/g;

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
    for (const match of readFileSync(file, 'utf8').matchAll(LITERAL)) {
      const text = match[1] ?? match[2] ?? match[3] ?? '';
      if (!isFrenchSentence(text)) continue;
      places.set(text, [...(places.get(text) ?? []), relative(ROOT, file)]);
    }
  }
  return new Map([...places].filter(([, files]) => files.length > 1));
}

/**
 * Copies written by the back-office wave while this test landed, each to be replaced by one
 * exported constant by the owner of those files. The list may only shrink: a sentence not
 * listed, or listed more often than here, fails the test.
 */
const KNOWN_COPIES: Record<string, number> = {
  'Adresse e-mail ou mot de passe incorrect.': 2,
  'Votre session a expiré. Veuillez vous reconnecter.': 4,
  'Accès refusé.': 13,
  'Cette entreprise n’existe pas.': 8,
  'La recherche doit faire au plus 100 caractères.': 3,
  'Seul un administrateur peut faire cela.': 2,
  'Cet élément n’existe pas.': 4,
  'Les données n’existent pas!': 2,
  'La recherche ne doit pas dépasser 100 caractères.': 3,
  'Date de début invalide (AAAA-MM-JJ).': 3,
  'Date de fin invalide (AAAA-MM-JJ).': 3,
  'La date de fin précède la date de début.': 2,
  'Veuillez écrire votre réponse.': 2,
  'Ce contact n’existe pas.': 4,
  'Le fichier contient des erreurs : rien n’a été importé.': 2,
  'Cet import n’existe pas.': 2,
  'L’assureur doit faire au plus 100 caractères.': 2,
  'Veuillez saisir une prime mensuelle positive en euros.': 2,
  'Veuillez saisir une date de début valide (AAAA-MM-JJ).': 2,
  'Veuillez saisir une date de fin valide (AAAA-MM-JJ).': 2,
  'Ce changement d’état n’est pas possible pour cette offre.': 2,
  'Veuillez choisir prospect ou client.': 2,
  'Statut inconnu.': 3,
  'Aucune entreprise avec ce SIREN.': 2,
  'Valeur invalide.': 3,
  'Certains champs sont invalides.': 12,
  'Veuillez vous connecter.': 2,
};

describe('each French message a user reads', () => {
  it('is written once in the sources (an exported constant, imported where needed)', () => {
    const copies = [...duplicatedSentences()]
      .filter(([text, files]) => files.length > (KNOWN_COPIES[text] ?? 1))
      .map(([text, files]) => `${text} (${files.join(', ')})`);
    expect(copies).toEqual([]);
  });

  it('finds the copies it is meant to find', () => {
    expect(isFrenchSentence('Code postal inconnu.')).toBe(true);
    expect(isFrenchSentence('offer.create-offer')).toBe(false);
    expect(isFrenchSentence('Select a value.')).toBe(false);
  });
});
